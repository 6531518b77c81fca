import Link from 'next/link';
import { useLocale } from 'next-intl';
import type { ReactNode } from 'react';
import { localeDirection, localizedPath } from '@/i18n/routing';
import styles from './text.module.css';
import { MixedText } from '@/features/ui/MixedText';

interface Props {
  title: string;
  /** The title's language when it is not the page's (a Persian product or article on an English page). */
  titleLang?: string;
  /** Locale-less paths; `lang` as `titleLang`. */
  crumbs?: { href: string; label: string; lang?: string }[];
  subtitle?: ReactNode;
  breadcrumbLabel: string;
}

/** Breadcrumbs in the page's language, the page's h1 and an optional lead (plain HTML). */
export function PageHeading({ title, titleLang, crumbs = [], subtitle, breadcrumbLabel }: Props) {
  const locale = useLocale();
  // Text in another language than the page's says so, and runs in its own direction.
  const marks = (lang?: string) => (lang && lang !== locale ? { lang, dir: localeDirection(lang) } : {});
  return (
    <header>
      {crumbs.length > 0 && (
        <nav aria-label={breadcrumbLabel} className={styles.crumbs}>
          <ol>
            {crumbs.map((c) => (
              <li key={c.href} {...marks(c.lang)}>
                <Link href={localizedPath(locale, c.href)}>
                  <MixedText>{c.label}</MixedText>
                </Link>
              </li>
            ))}
            <li aria-current="page" {...marks(titleLang)}>
              <MixedText>{title}</MixedText>
            </li>
          </ol>
        </nav>
      )}
      <h1 className={styles.h1} {...marks(titleLang)}>
        <MixedText>{title}</MixedText>
      </h1>
      {subtitle && <p className={styles.lead}>{subtitle}</p>}
    </header>
  );
}
