import { createHash } from 'node:crypto';
import type { Storage } from '../../storage';
import { storeSvgImage } from '../../storage/images';

/**
 * Demo cover images of the content seed (news, articles, albums and their photos, CMS boxes): a gradient with
 * geometric shapes, drawn from (kind, id) so every database gets the same pictures. Rendered to WebP once at seed
 * time by `storeSvgImage`; nothing is downloaded and no text is drawn (alt text is in the data).
 */

/** Gold palette of the theme (§9) and calm airport blues/greens: [dark, mid, light]. */
export const COVER_PALETTES: [string, string, string][] = [
  ['#1f2a44', '#c9a227', '#f4e3a1'],
  ['#0f3d56', '#3aa6b9', '#f2d388'],
  ['#2d1e4f', '#b4838f', '#f3c677'],
  ['#12372a', '#436850', '#dcc48e'],
  ['#3b2f2f', '#a47551', '#f6e7c1'],
  ['#0b2447', '#19376d', '#a5d7e8'],
];

/**
 * SVG of the cover of content item `kind`/`id` at `width`×`height`. The palette is picked from (kind, id) unless
 * given; the shapes' places come from the same hash.
 */
export function coverSvg(
  kind: string,
  id: number,
  width: number,
  height: number,
  palette?: [string, string, string],
): string {
  const h = createHash('sha256').update(`${kind}-${id}`).digest();
  const [dark, mid, light] = palette ?? COVER_PALETTES[h[0]! % COVER_PALETTES.length]!;
  const r = (i: number, max: number) => Math.round((h[i]! / 255) * max);
  const circles = [0, 1, 2]
    .map(
      (k) =>
        `<circle cx="${r(2 + k, width)}" cy="${r(5 + k, height)}" r="${Math.round(height * (0.15 + h[8 + k]! / 600))}" fill="${k % 2 ? light : mid}" fill-opacity="${0.18 + k * 0.1}"/>`,
    )
    .join('');
  // A stylised runway and a wing-like triangle.
  const runway = `<polygon points="${width * 0.45},${height} ${width * 0.55},${height} ${width * 0.52},${height * 0.55} ${width * 0.48},${height * 0.55}" fill="${light}" fill-opacity="0.25"/>`;
  const wing = `<polygon points="${r(12, width)},${r(13, height / 2)} ${r(14, width)},${r(15, height)} ${r(16, width)},${r(17, height)}" fill="${light}" fill-opacity="0.35"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${circles}${runway}${wing}</svg>`;
}

/**
 * Renders and stores the cover of `kind`/`id` and returns the image columns of its row (`imageColumns()`):
 * the storage key in `imageUrl`, the alt text and the full size.
 */
export async function storeCover(
  storage: Storage,
  kind: string,
  id: number,
  alt: string,
  width: number,
  height: number,
) {
  const ref = await storeSvgImage(storage, `cover-${kind}-${id}`, coverSvg(kind, id, width, height), { width, height });
  return { imageUrl: ref.key, imageAlt: alt, imageWidth: ref.width, imageHeight: ref.height };
}

/** Demo data: an instant `days` days before now, at `hour` UTC. */
export function daysAgo(days: number, hour = 8): Date {
  const d = new Date(Date.now() - days * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
}
