import { preload } from 'react-dom';
import styles from './ResponsiveImage.module.css';

/** An API image (WebP, `srcset` of several widths, Persian alt) as a plain responsive <img>. */
export interface ApiImage {
  url: string;
  alt: string;
  width: number;
  height: number;
  srcset?: string;
}

interface Props {
  image: ApiImage | null | undefined;
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string;
  /** Above-the-fold image: loaded eagerly with high priority. */
  priority?: boolean;
  /** Shown (with this Persian alt) when there is no image. */
  fallbackAlt?: string;
  aspectRatio?: string;
  /** Rounded corners (two thirds of the theme radius). */
  rounded?: boolean;
  /** Cover the positioned parent instead of taking its own height. */
  fill?: boolean;
  testId?: string;
}

/**
 * Responsive image with width/height (no layout shift), lazy by default. Plain HTML and a CSS module, not MUI:
 * it is rendered in long server lists and must cost nothing to hydrate.
 */
export function ResponsiveImage({ image, sizes, priority, fallbackAlt, aspectRatio, rounded, fill, testId }: Props) {
  const cls = [styles.image, rounded && styles.rounded, fill && styles.fill].filter(Boolean).join(' ');
  if (!image) {
    return (
      <div role="img" aria-label={fallbackAlt ?? ''} className={cls} style={{ aspectRatio: aspectRatio ?? '1 / 1' }} />
    );
  }
  if (priority) {
    // Announce the above-the-fold picture in <head>, so it downloads alongside the CSS rather than after the
    // browser has parsed down to it; it is then painted before the scripts start hydrating.
    preload(image.url, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: image.srcset || undefined,
      imageSizes: image.srcset ? sizes : undefined,
    });
  }
  return (
    // biome-ignore lint/performance/noImgElement: the API already serves sized WebP with a srcset; next/image would re-encode them
    <img
      src={image.url}
      srcSet={image.srcset || undefined}
      sizes={image.srcset ? sizes : undefined}
      alt={image.alt || fallbackAlt || ''}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      // The above-the-fold picture is decoded with the frame that paints it (async decoding can defer its paint).
      decoding={priority ? undefined : 'async'}
      className={cls}
      style={{ aspectRatio: aspectRatio ?? `${image.width} / ${image.height}` }}
      data-testid={testId}
    />
  );
}
