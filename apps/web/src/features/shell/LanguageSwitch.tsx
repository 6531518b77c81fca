'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { usePathname } from 'next/navigation';
import { localizedPath, routing, splitLocale } from '@/i18n/routing';

/** Each language by its own name: a reader looks for the one they read. */
const NAMES: Record<string, string> = { fa: 'فارسی', en: 'English', ar: 'العربية' };
/** The short forms the phone's bottom bar has room for. */
export const SHORT_NAMES: Record<string, string> = { fa: 'فا', en: 'EN', ar: 'ع' };
/** next-intl's cookie: the reader's last chosen language, kept a year. */
const LOCALE_COOKIE = 'NEXT_LOCALE';
const YEAR = 365 * 24 * 3600;

/**
 * The current page in each site language (plain links, a full load: the new language brings its own direction and
 * theme). Choosing one remembers it in `NEXT_LOCALE` and keeps the query and the fragment.
 */
export function LanguageSwitch({ className, linkClassName }: { className?: string; linkClassName?: string }) {
  const t = useTranslations('shell');
  const locale = useLocale();
  const path = splitLocale(usePathname() ?? '/').path;
  if (routing.locales.length < 2) return null;
  const choose = (lang: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, read by next-intl.
    document.cookie = `${LOCALE_COOKIE}=${lang}; path=/; max-age=${YEAR}; samesite=lax`;
    e.currentTarget.href = `${localizedPath(lang, path)}${window.location.search}${window.location.hash}`;
  };
  return (
    <nav aria-label={t('language')} className={className} data-testid="language-switch">
      {routing.locales.map((l) => (
        <a
          key={l}
          href={localizedPath(l, path)}
          hrefLang={l}
          lang={l}
          dir="auto"
          className={linkClassName}
          aria-current={l === locale ? 'true' : undefined}
          onClick={l === locale ? undefined : choose(l)}
        >
          {NAMES[l]}
        </a>
      ))}
    </nav>
  );
}
