import type { CmsBox } from '@vip/contract';
import { useLocale } from 'next-intl';
import { languageProps } from '@/features/content/in-persian';
import { LocaleLink as Link } from '@/i18n/LocaleLink';
import { localeDirection } from '@/i18n/routing';
import type { CSSProperties } from 'react';
import { MixedText } from '@/features/ui/MixedText';
import { ResponsiveImage } from '@/features/ui/ResponsiveImage';
import styles from './home.module.css';

/** The shop banners of the home page (CMS `home-banner`), each one link. Plain HTML. */
export function PromoBanners({ boxes, label }: { boxes: CmsBox[]; label: string }) {
  const locale = useLocale();
  if (!boxes.length) return null;
  // The arrow points the way the page reads.
  const forward = localeDirection(locale) === 'rtl' ? '←' : '→';
  const columns = { '--banner-columns': Math.min(boxes.length, 3) } as CSSProperties;
  return (
    <section aria-label={label} className={styles.banners} style={columns}>
      {boxes.map((b) => (
        <Link key={b.id} href={b.link_url ?? '/products'} className={styles.banner} {...languageProps(b.lang, locale)}>
          <ResponsiveImage
            image={b.image}
            sizes="(max-width: 900px) 100vw, 370px"
            aspectRatio="3 / 1"
            fallbackAlt={b.title}
          />
          <div className={styles.bannerShade}>
            <h2 className={styles.bannerTitle}>
              <MixedText>{b.title}</MixedText>
            </h2>
            <p className={styles.bannerSubtitle}>
              <MixedText>{b.subtitle}</MixedText>
            </p>
            {b.link_title && (
              <p className={styles.bannerLink}>
                <MixedText>{b.link_title}</MixedText> <span aria-hidden="true">{forward}</span>
              </p>
            )}
          </div>
        </Link>
      ))}
    </section>
  );
}
