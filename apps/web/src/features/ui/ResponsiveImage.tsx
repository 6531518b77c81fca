import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

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
  sx?: SxProps<Theme>;
}

/** Responsive image with width/height (no layout shift), lazy by default. */
export function ResponsiveImage({ image, sizes, priority, fallbackAlt, aspectRatio, sx }: Props) {
  if (!image) {
    return (
      <Box
        role="img"
        aria-label={fallbackAlt ?? ''}
        sx={[
          { aspectRatio: aspectRatio ?? '1 / 1', bgcolor: 'action.hover', width: '100%' },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      />
    );
  }
  return (
    <Box
      component="img"
      src={image.url}
      srcSet={image.srcset || undefined}
      sizes={image.srcset ? sizes : undefined}
      alt={image.alt || fallbackAlt || ''}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      sx={[
        {
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: aspectRatio ?? `${image.width} / ${image.height}`,
          objectFit: 'cover',
          bgcolor: 'action.hover',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
