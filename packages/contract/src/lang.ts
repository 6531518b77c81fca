/**
 * The languages the API answers in. Every endpoint is declared under `/v1/<module>/fa/...`; the same route answers
 * under `/en/` and `/ar/` with names, messages and texts in that language (Persian where a translation is missing).
 * Persian stays the default: a path without a language segment does not exist (docs/architecture.md, "Languages").
 */
export const LANGS = ['fa', 'en', 'ar'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'fa';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The language segment of a declared path: `/v1/<module>/fa/`. */
const FA_SEGMENT = /^(\/v1\/[a-z0-9-]+)\/fa(\/|$)/;

/** `/v1/cip/fa/airports` → `/v1/cip/en/airports` (paths without a language segment are left as they are). */
export function localizedPath<P extends string>(path: P, lang: Lang): P {
  return (lang === DEFAULT_LANG ? path : path.replace(FA_SEGMENT, `$1/${lang}$2`)) as P;
}

/** Whether a declared path has the language segment (and so answers under every language). */
export function hasLangSegment(path: string): boolean {
  return FA_SEGMENT.test(path);
}

/** A name in the reader's language, Persian when the translation is missing or blank. */
export function nameIn(lang: Lang, fa: string, en?: string | null, ar?: string | null): string {
  const other = lang === 'en' ? en : lang === 'ar' ? ar : undefined;
  return other?.trim() ? other : fa;
}
