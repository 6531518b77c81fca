'use client';

import type { MediaImage } from '@vip/contract';
import { useLocale, useTranslations } from 'next-intl';
import { readerDigits } from '@/i18n/reader-digits';
import { useState } from 'react';
import { ResponsiveImage } from '@/features/ui/ResponsiveImage';
import styles from './ProductGallery.module.css';
import { ThumbnailButton } from '@/features/ui/ThumbnailButton';

/** Product pictures: the chosen one large, the others as thumbnail buttons (the shared `ThumbnailButton`). Plain HTML (no MUI on this page). */
export function ProductGallery({ images, title }: { images: MediaImage[]; title: string }) {
  const t = useTranslations('catalog');
  const locale = useLocale();
  const [index, setIndex] = useState(0);
  const current = images[index];
  if (!current) {
    return <div role="img" aria-label={t('imageOf', { title })} className={styles.empty} />;
  }
  return (
    <div>
      <ResponsiveImage
        image={current}
        sizes="(max-width: 900px) 100vw, 560px"
        fallbackAlt={t('imageOf', { title })}
        aspectRatio="1 / 1"
        // The first picture is the page's largest paint: preloaded and fetched first; later ones on click.
        priority={index === 0}
        rounded
        testId="gallery-main"
      />
      {images.length > 1 && (
        <div role="group" aria-label={t('gallery')} className={styles.thumbs}>
          {images.map((img, i) => (
            <ThumbnailButton
              key={img.url}
              // The API's smallest WebP of the srcset, as it is.
              src={img.srcset.split(',')[0]?.trim().split(' ')[0] || img.url}
              width={64}
              height={64}
              label={t('showImage', { n: readerDigits(locale, i + 1) })}
              selected={i === index}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
