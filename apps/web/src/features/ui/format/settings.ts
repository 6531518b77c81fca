import type { DisplayCurrency, Lang } from '@vip/contract';

// Kept here rather than imported from the contract's index: a value import from it weighs on every page's script.
export const DISPLAY_CURRENCIES: readonly DisplayCurrency[] = ['USD', 'EUR', 'AED'];
export const DEFAULT_LANG: Lang = 'fa';
export const isLang = (v: unknown): v is Lang => v === 'fa' || v === 'en' || v === 'ar';

/**
 * The reader's display settings beside the language: which digits, which calendar (Arabic only: Gregorian or
 * Hijri) and which currency the approximate price is shown in. Remembered in one cookie so the server renders the
 * page the way the reader left it (docs/architecture.md, "Dates, digits and prices").
 */
export interface FormatSettings {
  lang: Lang;
  /** 'native': Persian digits in fa, Arabic-Indic in ar (English is always Latin). */
  digits: 'native' | 'latn';
  calendar: 'gregorian' | 'hijri' | 'jalali';
  /** The currency of the approximate amount beside a Toman price; null shows none. */
  currency: DisplayCurrency | null;
}

/** The cookie holding the settings: `digits.calendar.currency`, e.g. `latn.hijri.AED`. */
export const FORMAT_COOKIE = 'vip_format';
/** A year: the reader's choice outlives the visit. */
export const FORMAT_COOKIE_MAX_AGE = 365 * 24 * 3600;

/** What a reader sees before choosing: fa as ever (Jalali, Persian digits, no foreign amount); en and ar in USD. */
export function defaultFormatSettings(lang: Lang): FormatSettings {
  if (lang === 'fa') return { lang, digits: 'native', calendar: 'jalali', currency: null };
  return { lang, digits: lang === 'en' ? 'latn' : 'native', calendar: 'gregorian', currency: 'USD' };
}

const isCurrency = (v: string): v is DisplayCurrency => (DISPLAY_CURRENCIES as readonly string[]).includes(v);

/** The settings for a language from the cookie's value; anything unknown or not meant for that language falls back. */
export function parseFormatSettings(lang: string, cookie: string | undefined | null): FormatSettings {
  const base = defaultFormatSettings(isLang(lang) ? lang : 'fa');
  if (!cookie) return base;
  const [digits, calendar, currency] = cookie.split('.');
  return {
    lang: base.lang,
    digits: base.lang !== 'en' && (digits === 'latn' || digits === 'native') ? digits : base.digits,
    // Persian stays Jalali, English Gregorian; only an Arabic reader chooses (Hijri or Gregorian).
    calendar: base.lang === 'ar' && (calendar === 'hijri' || calendar === 'gregorian') ? calendar : base.calendar,
    currency: currency === 'none' ? null : currency && isCurrency(currency) ? currency : base.currency,
  };
}

/** The cookie's value for the settings (the language is the page's, not stored). */
export function serializeFormatSettings(s: Omit<FormatSettings, 'lang'>): string {
  return `${s.digits}.${s.calendar}.${s.currency ?? 'none'}`;
}

/** Reads the cookie's value out of `document.cookie`-style text. */
export function formatCookieFrom(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === FORMAT_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}
