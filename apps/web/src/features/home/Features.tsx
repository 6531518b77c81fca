import type { CmsBox } from '@vip/contract';
import { useLocale } from 'next-intl';
import { languageProps } from '@/features/content/in-persian';
import { ResponsiveImage } from '@/features/ui/ResponsiveImage';
import styles from './home.module.css';
import { SectionHeader } from './SectionHeader';
import { MixedText } from '@/features/ui/MixedText';

/** Why-us points of the home page (CMS `home-features`). */
export function Features({ boxes, title }: { boxes: CmsBox[]; title: string }) {
  const locale = useLocale();
  if (!boxes.length) return null;
  return (
    <section aria-labelledby="features-title">
      <SectionHeader id="features-title" title={title} />
      <ul className={styles.grid4}>
        {boxes.map((b) => (
          <li key={b.id} className={styles.feature} {...languageProps(b.lang, locale)}>
            <div className={styles.featureIcon}>
              <ResponsiveImage image={b.image} sizes="48px" aspectRatio="1 / 1" fallbackAlt={b.title} rounded />
            </div>
            <h3>
              <MixedText>{b.title}</MixedText>
            </h3>
            <p>
              <MixedText>{b.subtitle}</MixedText>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
