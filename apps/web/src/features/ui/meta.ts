/**
 * Joins the parts of a meta line (category, date, reading time, count). Not "·": beside Persian digits it reads as
 * a zero ("۳ دقیقه · …" reads "۳۰"); a spaced en dash cannot be taken for a digit (issue #16).
 */
export const META_SEPARATOR = ' – ';

export const joinMeta = (parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(META_SEPARATOR);
