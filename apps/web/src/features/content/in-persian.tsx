import { useLocale } from 'next-intl';
import type { ReactNode } from 'react';
import { localeDirection } from '@/i18n/routing';

/**
 * Store and news content stays Persian on English and Arabic pages (issue #34): the element holding it says so
 * (`lang="fa" dir="rtl"`), so screen readers switch voice and the text lays out right to left inside an LTR page.
 * On Persian pages it adds nothing.
 */
export function persianContentProps(locale: string): { lang?: string; dir?: 'rtl' | 'ltr' } {
  return languageProps('fa', locale);
}

/**
 * The marks of content written in `contentLang` on a page in `locale`: none when they agree, else its language and
 * direction (a CMS box that fell back to Persian, say).
 */
export function languageProps(contentLang: string, locale: string): { lang?: string; dir?: 'rtl' | 'ltr' } {
  return contentLang === locale ? {} : { lang: contentLang, dir: localeDirection(contentLang) };
}

/** The reader's language back again inside Persian content (a translated date or label on a Persian card). */
export function readerLanguageProps(locale: string): { lang?: string; dir?: 'rtl' | 'ltr' } {
  return locale === 'fa' ? {} : { lang: locale, dir: localeDirection(locale) };
}

/** An inline run of Persian content: isolated in `<bdi lang="fa">` on English and Arabic pages. */
export function InPersian({ children }: { children: ReactNode }) {
  const locale = useLocale();
  if (locale === 'fa' || children == null || children === '') return children;
  return (
    <bdi lang="fa" dir="rtl">
      {children}
    </bdi>
  );
}
