import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Storage } from './index';

/** Widths every raster image is stored in (WebP); the API answers the 640 one with a srcset of all. */
export const IMAGE_WIDTHS = [320, 640, 1024] as const;
const DEFAULT_WIDTH = 640;

/** What a table keeps about an image: the stored key (variants are `${key}-${w}.webp`), alt text and full size. */
export interface ImageRef {
  key: string;
  alt: string;
  width: number;
  height: number;
}

/** The `image` object of an API answer. */
export interface ImageView {
  url: string;
  alt: string;
  width: number;
  height: number;
  srcset: string;
}

const variantName = (key: string, width: number) => `${key}-${width}.webp`;
const widthsOf = (full: number) => {
  const ws = IMAGE_WIDTHS.filter((w) => w <= full);
  return ws.length ? ws : [full];
};

/**
 * Absolute URLs of a stored image: the variant of `mainWidth` (default 640; or the largest below it), its size, and
 * a srcset of every variant. Products, brands and content (news, articles, albums, CMS boxes) all answer with it.
 */
export function imageView(
  storage: Storage,
  ref: ImageRef | null | undefined,
  mainWidth: number = DEFAULT_WIDTH,
): ImageView | null {
  if (!ref?.key || !ref.width || !ref.height) return null;
  const widths = widthsOf(ref.width);
  const main = widths.filter((w) => w <= mainWidth).at(-1) ?? widths[0];
  const heightAt = (w: number) => Math.round((w * ref.height) / ref.width);
  return {
    url: storage.url(variantName(ref.key, main)),
    alt: ref.alt,
    width: main,
    height: heightAt(main),
    srcset: widths.map((w) => `${storage.url(variantName(ref.key, w))} ${w}w`).join(', '),
  };
}

const ENCODING = { quality: 80, effort: 0 } as const;

/** Draws an SVG at `size` and encodes the WebP variant of width `w`. */
async function drawVariant(svg: string, size: { width: number; height: number }, w: number) {
  return sharp(Buffer.from(svg)).resize(size.width, size.height).resize(w).webp(ENCODING).toBuffer();
}

/**
 * Renders an SVG once and stores it as WebP in every width up to its own. Names carry a hash of the SVG and the
 * encoding, so they never change content (cacheable forever) and files already stored are not drawn again.
 * The in-memory storage of tests draws on first read instead. Returns the key and size, without alt text.
 */
export async function storeSvgImage(
  storage: Storage,
  prefix: string,
  svg: string,
  size: { width: number; height: number },
) {
  const hash = createHash('sha1')
    .update(svg)
    .update(JSON.stringify([size, ENCODING, IMAGE_WIDTHS]))
    .digest('hex');
  const key = `${prefix}-${hash.slice(0, 10)}`;
  const widths = widthsOf(size.width);
  const ref = { key, width: size.width, height: size.height };
  if (storage.putLazy) {
    for (const w of widths) storage.putLazy(variantName(key, w), () => drawVariant(svg, size, w), 'image/webp');
    return ref;
  }
  if (await storage.get(variantName(key, widths.at(-1)!))) return ref;
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(size.width, size.height)
    .raw()
    .toBuffer({ resolveWithObject: true });
  // The largest last: its presence above means every variant is there.
  const variants = await Promise.all(
    widths.map(async (w) => [w, await sharp(data, { raw: info }).resize(w).webp(ENCODING).toBuffer()] as const),
  );
  for (const [w, bytes] of variants) await storage.put(variantName(key, w), bytes, 'image/webp');
  return ref;
}

/**
 * Stores an uploaded raster image (already checked by its bytes) under `key` as WebP in every width up to its own,
 * encoded as the seed's images are; anything but the pixels (metadata, appended bytes) is dropped. Answers its size.
 */
export async function storeRasterImage(storage: Storage, key: string, bytes: Buffer) {
  const { data, info } = await sharp(bytes, { limitInputPixels: 40_000_000 })
    .rotate()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const size = { width: info.width, height: info.height };
  for (const w of widthsOf(size.width)) {
    const variant = await sharp(data, { raw: info }).resize(w).webp(ENCODING).toBuffer();
    await storage.put(variantName(key, w), variant, 'image/webp');
  }
  return size;
}

/** Whether the stored image `key` of this full width exists (its smallest variant is there). */
export async function imageStored(storage: Storage, key: string, width: number) {
  return (await storage.get(variantName(key, widthsOf(width)[0]))) !== undefined;
}

/** Runs `fn` over `items` with at most `limit` at a time (keeps sharp's thread pool busy without flooding it). */
export async function mapLimit<T, R>(
  items: T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
