import type { CmsBox } from '@vip/contract';
import { ResponsiveImage } from '@/features/ui/ResponsiveImage';
import styles from './home.module.css';
import { SectionHeader } from './SectionHeader';

/** Why-us points of the home page (CMS `home-features`). */
export function Features({ boxes, title }: { boxes: CmsBox[]; title: string }) {
  if (!boxes.length) return null;
  return (
    <section aria-labelledby="features-title">
      <SectionHeader id="features-title" title={title} />
      <ul className={styles.grid4}>
        {boxes.map((b) => (
          <li key={b.id} className={styles.feature}>
            <div className={styles.featureIcon}>
              <ResponsiveImage image={b.image} sizes="48px" aspectRatio="1 / 1" fallbackAlt={b.title} rounded />
            </div>
            <h3>{b.title}</h3>
            <p>{b.subtitle}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
