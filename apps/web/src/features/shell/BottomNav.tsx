'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { MEMBER_HOME } from '@/features/dashboard/nav';
import { SearchBox } from '@/features/search/SearchBox';
import { Icon, type IconName } from '@/features/ui/Icon';
import { MixedText } from '@/features/ui/MixedText';
import styles from './BottomNav.module.css';

/** Phone-only bottom navigation bar (§2), with the phone's search box in a panel above it (issue #16). Plain HTML. */
export function BottomNav() {
  const t = useTranslations('common');
  const ts = useTranslations('shell');
  const pathname = usePathname() ?? '/';
  const [searching, setSearching] = useState(false);
  // A suggestion or a search opens another page: the panel closes with it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setSearching(false), [pathname]);
  const items: { href: string; label: string; icon: IconName }[] = [
    { href: '/', label: t('home'), icon: 'home' },
    { href: '/products', label: t('shop'), icon: 'storefront' },
    { href: '/cip/booking', label: t('cip'), icon: 'flightTakeoff' },
    { href: '/cart', label: t('cart'), icon: 'localMall' },
    { href: MEMBER_HOME, label: t('account'), icon: 'person' },
  ];
  const active = searching
    ? -1
    : items.findIndex((i) => (i.href === '/' ? pathname === '/' : pathname.startsWith(i.href)));
  return (
    <nav aria-label={t('menu')} className={styles.bar}>
      {searching && (
        <div data-testid="phone-search" className={styles.panel}>
          <SearchBox autoFocus above />
          <button
            type="button"
            className={styles.close}
            aria-label={ts('closeSearch')}
            onClick={() => setSearching(false)}
          >
            <Icon name="close" />
          </button>
        </div>
      )}
      <div className={styles.actions}>
        {items.map((i, n) => (
          <Link key={i.href} href={i.href} className={styles.action} aria-current={n === active ? 'page' : undefined}>
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
          onClick={() => setSearching((s) => !s)}
        >
          <Icon name="search" />
          <span className={styles.label}>{ts('search')}</span>
        </button>
      </div>
    </nav>
  );
}
