import { LocaleLink as Link } from '@/i18n/LocaleLink';
import { getTranslations } from 'next-intl/server';
import card from '@/features/ui/card.module.css';
import styles from './home.module.css';
import { SectionHeader } from './SectionHeader';
import { MixedText } from '@/features/ui/MixedText';

// Material icons (DirectionsRun, AirlineSeatReclineExtra, WorkspacePremium) as plain SVG paths.
const ICONS = {
  fastTrack:
    'M13.49 5.48c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m-3.6 13.9 1-4.4 2.1 2v6h2v-7.5l-2.1-2 .6-3c1.3 1.5 3.3 2.5 5.5 2.5v-2c-1.9 0-3.5-1-4.3-2.4l-1-1.6c-.4-.6-1-1-1.7-1-.3 0-.5.1-.8.1l-5.2 2.2v4.7h2v-3.4l1.8-.7-1.6 8.1-4.9-1-.4 2z',
  businessLounge:
    'M5.35 5.64c-.9-.64-1.12-1.88-.49-2.79.63-.9 1.88-1.12 2.79-.49.9.64 1.12 1.88.49 2.79-.64.9-1.88 1.12-2.79.49M16 19H8.93c-1.48 0-2.74-1.08-2.96-2.54L4 7H2l1.99 9.76C4.37 19.2 6.47 21 8.94 21H16zm.23-4h-4.88l-1.03-4.1c1.58.89 3.28 1.54 5.15 1.22V9.99c-1.63.31-3.44-.27-4.69-1.25L9.14 7.47c-.23-.18-.49-.3-.76-.38-.32-.09-.66-.12-.99-.06h-.02c-1.23.22-2.05 1.39-1.84 2.61l1.35 5.92C7.16 16.98 8.39 18 9.83 18h6.85l3.82 3 1.5-1.5z',
  cip: 'M9.68 13.69 12 11.93l2.31 1.76-.88-2.85L15.75 9h-2.84L12 6.19 11.09 9H8.25l2.31 1.84zM20 10c0-4.42-3.58-8-8-8s-8 3.58-8 8c0 2.03.76 3.87 2 5.28V23l6-2 6 2v-7.72c1.24-1.41 2-3.25 2-5.28m-8-6c3.31 0 6 2.69 6 6s-2.69 6-6 6-6-2.69-6-6 2.69-6 6-6',
} as const;

/** The three airport services (service types of §9), each leading to the booking. Plain HTML. */
export async function ServiceCards() {
  const [t, s] = await Promise.all([getTranslations('home'), getTranslations('shell')]);
  const services = [
    { key: 'fastTrack', title: s('fastTrack'), body: t('fastTrackBody') },
    { key: 'businessLounge', title: s('businessLounge'), body: t('loungeBody') },
    { key: 'cip', title: s('cipService'), body: t('cipBody') },
  ] as const;
  return (
    <section aria-labelledby="services-title">
      <SectionHeader id="services-title" title={t('servicesTitle')} />
      <ul className={styles.grid3}>
        {services.map((x) => (
          <li key={x.key} className={`${card.card} ${styles.service}`}>
            <Link href={`/cip/booking?service=${x.key}`} className={card.link}>
              <div className={card.body}>
                <span className={styles.serviceIcon}>
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d={ICONS[x.key]} />
                  </svg>
                </span>
                <h3>
                  <MixedText>{x.title}</MixedText>
                </h3>
                <p>{x.body}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
