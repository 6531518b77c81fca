import { LocaleLink as Link } from '@/i18n/LocaleLink';
import { getTranslations } from 'next-intl/server';
import { Icon } from '@/features/ui/Icon';
import { MixedText } from '@/features/ui/MixedText';
import styles from './home.module.css';

/** Home hero: leads to the VIP booking and to the shop. Plain HTML. */
export async function Hero() {
  const t = await getTranslations('home');
  return (
    <section aria-labelledby="hero-title" className={styles.hero}>
      <div className="container">
        <h1 id="hero-title" className={styles.heroTitle}>
          {t('heroTitle')}
        </h1>
        <p className={styles.heroBody}>{t('heroBody')}</p>
        <div className={styles.heroActions}>
          <Link href="/cip/booking" className={styles.goldButton}>
            <Icon name="flightTakeoff" className="flip-rtl" />
            <MixedText>{t('bookCip')}</MixedText>
          </Link>
          <Link href="/products" className={styles.ghostButton}>
            <Icon name="storefront" />
            {t('visitShop')}
          </Link>
        </div>
      </div>
    </section>
  );
}
