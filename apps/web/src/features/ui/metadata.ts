import type { Metadata } from 'next';
import type { ApiImage } from './ResponsiveImage';

type OgImage = { url: string; width?: number; height?: number; alt?: string };

/**
 * A page's title and description, with `path` as its Open Graph address. The canonical address and the other
 * languages' twins (`hreflang`) come from the `[locale]` layout, which knows the page's language.
 * `path` is locale-less, as the layout's canonical is.
 * `og` adds to the Open Graph (type, publishedTime, authors, images) as given, key for key.
 */
export function pageMetadata({
  title,
  description,
  path,
  og,
}: {
  title: string;
  description: string;
  path: string;
  og?: { type?: 'article'; publishedTime?: string; authors?: string[]; images?: OgImage[] };
}): Metadata {
  return {
    title,
    description,
    openGraph: { title, description, url: path, ...og },
  };
}

/** An API image as an Open Graph image (URL, size, alt). */
export const ogImage = (i: ApiImage): OgImage => ({ url: i.url, width: i.width, height: i.height, alt: i.alt });

/** The Open Graph images of one optional API image. */
export const ogImages = (i: ApiImage | null | undefined) => (i ? [ogImage(i)] : undefined);
