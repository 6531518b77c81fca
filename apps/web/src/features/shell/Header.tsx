import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { CartBadge } from '@/features/cart/CartBadge';
import { SearchBox } from '@/features/search/SearchBox';
import { localizedPath } from '@/i18n/routing';
import styles from './Header.module.css';
import { HeaderAccount } from './HeaderAccount';
import { LanguageSwitch } from './LanguageSwitch';
import { fetchTopMenu } from './menu';
import { MobileMenu } from './MobileMenu';
import { MixedText } from '@/features/ui/MixedText';

/**
 * Site header: logo, main links, the top menu of §2 (server-fetched), cart and account. The links are plain HTML
 * (on every page, nothing to hydrate); only the phone menu, the cart count and the account entry are interactive.
 */
export async function Header() {
  const [t, ts, menu, locale] = await Promise.all([
    getTranslations('common'),
    getTranslations('shell'),
    fetchTopMenu(),
    getLocale(),
  ]);
  // Plain next/link with the locale's prefix: next-intl's Link would ship its client code to every page.
  const to = (href: string) => localizedPath(locale, href);
  const links = [
    { href: '/cip/booking', label: t('cip') },
    { href: '/products', label: t('shop') },
    { href: '/news', label: t('news') },
    { href: '/articles', label: t('articles') },
    { href: '/faq', label: t('faq') },
  ];
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <MobileMenu links={links} categories={menu.map((c) => ({ href: `/category/${c.id}`, label: c.title }))} />
        <Link href={to('/')} className={styles.logo}>
          {t('siteName')}
        </Link>
        <nav aria-label={ts('mainNav')} className={styles.main}>
          {links.map((l) => (
            <Link key={l.href} href={to(l.href)} className={styles.link}>
              <MixedText>{l.label}</MixedText>
            </Link>
          ))}
        </nav>
        <div className={styles.search}>
          <SearchBox testId="header-search" />
        </div>
        <Link href={to('/cart')} aria-label={t('cart')} className={`${styles.link} ${styles.cart}`}>
          <CartBadge />
        </Link>
        <LanguageSwitch className={styles.languages} linkClassName={styles.link} />
        <HeaderAccount />
      </div>
      {menu.length > 0 && (
        <nav aria-label={ts('categoriesNav')} data-testid="top-menu" className={styles.categories}>
          <div className="container">
            <ul>
              {menu.map((c) => (
                <li key={c.id}>
                  <Link href={to(`/category/${c.id}`)} className={styles.link} data-testid="top-menu-item">
                    <MixedText>{c.title}</MixedText>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      )}
    </header>
  );
}
