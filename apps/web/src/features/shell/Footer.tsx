import { toJalaliParts, toPersianDigits } from '@vip/domain';
import { getLocale, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { localizedPath } from '@/i18n/routing';
import styles from './Footer.module.css';
import { FormatSettingsMenu } from '@/features/ui/format/FormatSettingsMenu';
import { MixedText } from '@/features/ui/MixedText';

/** Site footer: about, service and shop links, contact. Plain HTML (on every page; nothing to hydrate). */
export async function Footer() {
  const [t, c, locale] = await Promise.all([getTranslations('shell'), getTranslations('common'), getLocale()]);
  // Persian counts Jalali years in Persian digits; English and Arabic the Gregorian year.
  const year =
    locale === 'fa'
      ? toPersianDigits(String(toJalaliParts(new Date())?.year ?? ''))
      : new Intl.NumberFormat(locale, { useGrouping: false }).format(new Date().getFullYear());
  const columns = [
    {
      title: t('footerServices'),
      links: [
        { href: '/cip/booking?service=fastTrack', label: t('fastTrack') },
        { href: '/cip/booking?service=businessLounge', label: t('businessLounge') },
        { href: '/cip/booking?service=cip', label: t('cipService') },
      ],
    },
    {
      title: t('footerShop'),
      links: [
        { href: '/products', label: c('shop') },
        { href: '/news', label: c('news') },
        { href: '/articles', label: c('articles') },
        { href: '/albums', label: c('albums') },
      ],
    },
    {
      title: t('footerHelp'),
      links: [
        { href: '/faq', label: c('faq') },
        { href: '/terms', label: t('terms') },
      ],
    },
  ];
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <p className={styles.brand}>{c('siteName')}</p>
          <p>{t('footerAbout')}</p>
        </div>
        {columns.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className={styles.heading}>{col.title}</h2>
            <ul className={styles.links}>
              {col.links.map((l) => (
                <li key={l.href}>
                  <Link href={localizedPath(locale, l.href)}>
                    <MixedText>{l.label}</MixedText>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container">
        <div className={styles.bottom}>
          {/* Persian reads Toman alone (the control's script stays off Persian pages: their weight budget). */}
          {locale !== 'fa' && <FormatSettingsMenu />}
          <p>
            {t('footerContact')}: <span dir="ltr">{t('supportPhone')}</span> — {t('footerAddress')}
          </p>
          <p className={styles.copyright}>
            © {year} {t('copyright')}
          </p>
        </div>
      </div>
    </footer>
  );
}
