'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { MEMBER_HOME } from '@/features/dashboard/nav';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { localizedPath, routing, splitLocale } from '@/i18n/routing';
import { SearchBox } from '@/features/search/SearchBox';
import { Icon, type IconName } from '@/features/ui/Icon';
import { MixedText } from '@/features/ui/MixedText';
import styles from './BottomNav.module.css';
import { LanguageSwitch, SHORT_NAMES } from './LanguageSwitch';

/** Phone-only bottom navigation bar (§2), with the phone's search box in a panel above it (issue #16). Plain HTML. */
export function BottomNav() {
  const t = useTranslations('common');
  const ts = useTranslations('shell');
  // Plain next/link with the locale's prefix: next-intl's navigation would add its client code to every page.
  const pathname = splitLocale(usePathname() ?? '/').path;
  const locale = useLocale();
  const [panel, setPanel] = useState<'search' | 'language' | null>(null);
  const searching = panel === 'search';
  const toggle = (p: 'search' | 'language') => setPanel((open) => (open === p ? null : p));
  // A suggestion or a search opens another page: the panel closes with it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setPanel(null), [pathname]);
  const items: { href: string; label: string; icon: IconName }[] = [
    { href: '/', label: t('home'), icon: 'home' },
    { href: '/products', label: t('shop'), icon: 'storefront' },
    { href: '/cip/booking', label: t('cip'), icon: 'flightTakeoff' },
    { href: '/cart', label: t('cart'), icon: 'localMall' },
    { href: MEMBER_HOME, label: t('account'), icon: 'person' },
  ];
  const active = panel ? -1 : items.findIndex((i) => (i.href === '/' ? pathname === '/' : pathname.startsWith(i.href)));
  return (
    <nav aria-label={t('menu')} className={styles.bar}>
      {searching && (
        <div data-testid="phone-search" className={styles.panel}>
          <SearchBox autoFocus above />
          <button type="button" className={styles.close} aria-label={ts('closeSearch')} onClick={() => setPanel(null)}>
            <Icon name="close" />
          </button>
        </div>
      )}
      {panel === 'language' && (
        <LanguageSwitch className={`${styles.panel} ${styles.languages}`} linkClassName={styles.language} />
      )}
      <div className={styles.actions}>
        {items.map((i, n) => (
          <Link
            key={i.href}
            href={localizedPath(locale, i.href)}
            className={styles.action}
            aria-current={n === active ? 'page' : undefined}
          >
            <Icon name={i.icon} />
            <span className={styles.label}>
              <MixedText>{i.label}</MixedText>
            </span>
          </Link>
        ))}
        <button
          type="button"
          className={styles.action}
          aria-expanded={searching}
          aria-current={searching ? 'true' : undefined}
          data-testid="phone-search-toggle"
          onClick={() => toggle('search')}
        >
          <Icon name="search" />
          <span className={styles.label}>{ts('search')}</span>
        </button>
        {routing.locales.length > 1 && (
          <button
            type="button"
            className={styles.action}
            aria-expanded={panel === 'language'}
            aria-current={panel === 'language' ? 'true' : undefined}
            aria-label={ts('language')}
            data-testid="phone-language-toggle"
            onClick={() => toggle('language')}
          >
            <span className={styles.langCode} aria-hidden="true">
              {SHORT_NAMES[locale]}
            </span>
            <span className={styles.label}>{ts('language')}</span>
          </button>
        )}
      </div>
    </nav>
  );
}
