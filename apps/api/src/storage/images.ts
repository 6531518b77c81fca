import { createHash } from 'node:crypto';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
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
/** Flat drawings with text (brand wordmarks) stay sharp-edged: lossless WebP, still small for few colours. */
const LOSSLESS = { lossless: true, effort: 0 } as const;

/** A raster change applied to a drawing before it is stored (a crop, a turn, another colour); keeps the size. */
export type Look = (image: Sharp) => Sharp;

interface StoreOptions {
  /** Lossless WebP (wordmarks, drawings with text) instead of quality 80. */
  lossless?: boolean;
}

type Size = { width: number; height: number };
type Raw = { data: Buffer; info: OutputInfo };

// Drawings are opaque (they paint their own background): three channels are a third less work than four.
const rasterOf = (svg: string, size: Size): Promise<Raw> =>
  sharp(Buffer.from(svg)).resize(size.width, size.height).removeAlpha().raw().toBuffer({ resolveWithObject: true });

/** Applies a look to a raster, back at `size` (a look may crop or turn the canvas). */
async function lookOf(raw: Raw, look: Look | undefined, size: Size): Promise<Raw> {
  if (!look) return raw;
  return look(sharp(raw.data, { raw: raw.info }))
    .raw()
    .toBuffer({ resolveWithObject: true })
    .then((r) =>
      sharp(r.data, { raw: r.info })
        .resize(size.width, size.height, { fit: 'cover' })
        .raw()
        .toBuffer({ resolveWithObject: true }),
    );
}

const encode = (raw: Raw, w: number, lossless?: boolean) =>
  sharp(raw.data, { raw: raw.info })
    .resize(w)
    .webp(lossless ? LOSSLESS : ENCODING)
    .toBuffer();

/**
 * Renders an SVG once and stores it as WebP in every width up to its own, once as drawn (look `''`) and once per
 * named look (a crop, a turn, another colour: cheap raster changes instead of drawing the SVG again). Names carry a
 * hash of the SVG, the look and the encoding, so they never change content (cacheable forever) and files already
 * stored are not drawn again. The in-memory storage of tests draws on first read instead. Returns the key and size
 * of each look, without alt text.
 */
export async function storeSvgLooks<L extends string>(
  storage: Storage,
  prefix: string,
  svg: string,
  size: Size,
  looks: Record<L, Look | undefined>,
  options: StoreOptions = {},
): Promise<Record<L, { key: string; width: number; height: number }>> {
  const widths = widthsOf(size.width);
  const names = Object.keys(looks) as L[];
  const refs = {} as Record<L, { key: string; width: number; height: number }>;
  for (const name of names) {
    const hash = createHash('sha1')
      .update(svg)
      .update(JSON.stringify([size, options.lossless ? LOSSLESS : ENCODING, IMAGE_WIDTHS, name, String(looks[name])]))
      .digest('hex');
    refs[name] = { key: `${prefix}${name ? `-${name}` : ''}-${hash.slice(0, 10)}`, ...size };
  }
  if (storage.putLazy) {
    for (const name of names)
      for (const w of widths)
        storage.putLazy(
          variantName(refs[name].key, w),
          async () => encode(await lookOf(await rasterOf(svg, size), looks[name], size), w, options.lossless),
          'image/webp',
        );
    return refs;
  }
  const missing = [];
  for (const name of names) if (!(await storage.get(variantName(refs[name].key, widths.at(-1)!)))) missing.push(name);
  if (!missing.length) return refs;
  const raw = await rasterOf(svg, size);
  for (const name of missing) {
    const drawn = await lookOf(raw, looks[name], size);
    const variants = await Promise.all(widths.map(async (w) => [w, await encode(drawn, w, options.lossless)] as const));
    // The largest last: its presence above means every variant is there.
    for (const [w, bytes] of variants) await storage.put(variantName(refs[name].key, w), bytes, 'image/webp');
  }
  return refs;
}

/**
 * Renders an SVG once and stores it as WebP in every width up to its own (see `storeSvgLooks`, without looks).
 * Returns the key and size, without alt text.
 */
export async function storeSvgImage(storage: Storage, prefix: string, svg: string, size: Size, options?: StoreOptions) {
  return (await storeSvgLooks(storage, prefix, svg, size, { '': undefined }, options))[''];
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
