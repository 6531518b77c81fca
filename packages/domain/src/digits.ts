/** Digit conversion between Latin (0-9), Persian (U+06F0–U+06F9) and Arabic-Indic (U+0660–U+0669) digits. */

const PERSIAN_ZERO = 0x06f0;
const ARABIC_INDIC_ZERO = 0x0660;

/** Persian digits ۰–۹ in order. */
export const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
/** Arabic-Indic digits ٠–٩ in order. */
export const ARABIC_INDIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** Replaces Persian and Arabic-Indic digits by Latin digits; other characters are kept (§5). */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, (ch) => {
    const code = ch.charCodeAt(0);
    return String(code >= PERSIAN_ZERO ? code - PERSIAN_ZERO : code - ARABIC_INDIC_ZERO);
  });
}

/** Replaces Latin (and Arabic-Indic) digits by Persian digits, for display. */
export function toPersianDigits(value: string | number): string {
  return toLatinDigits(String(value)).replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)]);
}

/** Whether the text consists only of digits (any of the three digit sets) and is not empty. */
export function isDigits(text: string): boolean {
  return /^[0-9]+$/.test(toLatinDigits(text));
}

/**
 * Parses a number typed in any digit set: Latin, Persian or Arabic-Indic digits; thousands separators `,` `٬`,
 * spaces and direction marks are ignored, `.` or `٫` is the decimal point, a leading `-`, `−` or `+` the sign.
 * Returns null when the text is not a number.
 */
export function parseLocalizedNumber(text: string): number | null {
  const cleaned = toLatinDigits(text)
    .replace(/[\s,\u066C\u060C\u200E\u200F]/g, '')
    .replace('\u066B', '.')
    .replace(/^\u2212/, '-')
    .replace(/^\+/, '');
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(cleaned)) return null;
  return Number(cleaned);
}
