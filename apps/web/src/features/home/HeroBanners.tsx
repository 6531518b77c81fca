import type { CmsBox } from '@vip/contract';
import { useLocale } from 'next-intl';
import { languageProps } from '@/features/content/in-persian';
import { LocaleLink as Link } from '@/i18n/LocaleLink';
import { MixedText } from '@/features/ui/MixedText';
import { ResponsiveImage } from '@/features/ui/ResponsiveImage';
import { HeroControls } from './HeroControls';
import styles from './home.module.css';

/**
 * Hero slides from the CMS boxes of the home page (key `home-hero`), side by side in a scroll-snapping strip: swipe
 * on a phone, scroll or Tab on a desktop; the first picture loads with high priority. HeroControls (a small client
 * island) adds previous / pause / next and advances the slides while the visitor is not pointing or focused there.
 */
export function HeroBanners({ boxes, label }: { boxes: CmsBox[]; label: string }) {
  const locale = useLocale();
  return (
    <section aria-label={label} className={styles.slides}>
      <ul id="hero-strip" className={styles.strip} data-testid="hero-banners">
        {boxes.map((b, i) => {
          // The first slide's title is the page's h1; the others are sections of it.
          const Title = i === 0 ? 'h1' : 'h2';
          return (
            <li key={b.id} className={styles.slide} {...languageProps(b.lang, locale)}>
              <ResponsiveImage
                image={b.image}
                sizes="100vw"
                priority={i === 0}
                aspectRatio="auto"
                fallbackAlt={b.title}
                fill
              />
              <div className={styles.slideShade}>
                <div className={`container ${styles.slideText}`}>
                  <Title className={styles.slideTitle}>
                    <MixedText>{b.title}</MixedText>
                  </Title>
                  <p className={styles.slideSubtitle}>
                    <MixedText>{b.subtitle}</MixedText>
                  </p>
                  <p className={styles.slideBody}>
                    <MixedText>{b.body}</MixedText>
                  </p>
                  {b.link_url && (
                    <Link href={b.link_url} className={styles.goldButton}>
                      <MixedText>{b.link_title ?? b.title}</MixedText>
                    </Link>
                  )}
                  {boxes.length > 1 && (
                    <span className={styles.dots} aria-hidden>
                      {boxes.map((_, j) => (j === i ? '●' : '○')).join(' ')}
                    </span>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <HeroControls stripId="hero-strip" count={boxes.length} />
    </section>
  );
}
