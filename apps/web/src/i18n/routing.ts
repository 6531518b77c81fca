import { defineRouting } from 'next-intl/routing';

/**
 * The site's languages (issue #34): Persian stays at `/` with no prefix, English and Arabic live under `/en/…`
 * and `/ar/…`. The URL alone decides (no Accept-Language redirect): a Persian link always opens in Persian.
 */
export const SITE_LOCALES = ['fa', 'en', 'ar'] as const;
export const routing = defineRouting({
  locales: SITE_LOCALES as readonly (typeof SITE_LOCALES)[number][],
  defaultLocale: 'fa',
  localePrefix: 'as-needed',
  localeDetection: false,
});

export type Locale = (typeof routing.locales)[number];

/** Persian and Arabic are written right to left, English left to right. */
export function localeDirection(locale: string): 'rtl' | 'ltr' {
  return locale === 'en' ? 'ltr' : 'rtl';
}

/** `pathname` without its locale prefix, and the locale it named (Persian when none). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first, ...rest] = pathname.split('/');
  const named = routing.locales.find((l) => l !== routing.defaultLocale && l === first);
  return named ? { locale: named, path: `/${rest.join('/')}` } : { locale: routing.defaultLocale, path: pathname };
}

/**
 * A page's canonical address in `locale` and its twin in every site language (`hreflang`), Persian the default
 * (`x-default`): `path` is locale-less.
 */
export function localeAlternates(locale: string, path: string) {
  const languages: Record<string, string> = Object.fromEntries(routing.locales.map((l) => [l, localizedPath(l, path)]));
  languages['x-default'] = localizedPath(routing.defaultLocale, path);
  return { canonical: localizedPath(locale, path), languages };
}

/** `path` (a locale-less `/…` path) as the URL of `locale`. */
export function localizedPath(locale: string, path: string): string {
  if (locale === routing.defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
