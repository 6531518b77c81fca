import { randomUUID } from 'node:crypto';
import type { CatalogImage } from '@vip/contract';
import sharp from 'sharp';
import { apiError } from '../../http/errors';
import { bodyError } from './engine';
import type { Storage } from '../../storage';
import { type ImageRef, imageStored, imageView, storeRasterImage } from '../../storage/images';
import { acceptUpload } from '../upload/files';

/** A staff upload's key carries its full size: `img-<random>-<width>x<height>` (variants `…-<w>.webp`). */
const UPLOADED_KEY = /^img-[0-9a-f]{32}-(\d{1,5})x(\d{1,5})$/;

const refuse = (message: string) => apiError('unsupported_media_type', message, [{ field: 'file', message }]);

/**
 * A staff image upload: judged by its bytes with the upload module's checks (JPEG, PNG or WebP; empty, too large,
 * disguised or broken files refused), stored as WebP variants under a server-made key. Answers the key and size.
 */
export async function saveCatalogImage(storage: Storage, raw: Buffer) {
  const { type, bytes } = await acceptUpload(raw);
  if (type === 'application/pdf') throw refuse('فقط تصویر JPEG، PNG یا WebP پذیرفته می‌شود.');
  const id = randomUUID().replaceAll('-', '');
  // The key names the size, read before the variants are drawn (acceptUpload has decoded the image once already).
  const size = await sharpSize(bytes).catch(() => {
    throw refuse('تصویر خراب است یا خوانده نمی‌شود.');
  });
  const key = `img-${id}-${size.width}x${size.height}`;
  await storeRasterImage(storage, key, bytes);
  const view = imageView(storage, { key, alt: '', width: size.width, height: size.height })!;
  return { key, width: size.width, height: size.height, url: view.url, srcset: view.srcset };
}

/** Width and height of an image after EXIF rotation. */
async function sharpSize(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  if (!width || !height) throw new Error('no size');
  return { width, height };
}

/** An image field of a body: `{ key, alt }` (undefined: not sent; null: removed). */
export type ImageInput = { key: string; alt?: string } | null | undefined;

/**
 * The stored image a body names: the record's current image when the key is unchanged, else an uploaded image
 * (its size read from its key) that must exist in storage. Unknown keys are a 400 on `field`.
 */
export async function resolveImage(
  storage: Storage,
  field: string,
  input: ImageInput,
  current: ImageRef | null | undefined,
): Promise<ImageRef | null | undefined> {
  if (input === undefined || input === null) return input;
  const alt = input.alt ?? (current?.key === input.key ? current.alt : '');
  if (current && current.key === input.key) return { ...current, alt };
  const m = UPLOADED_KEY.exec(input.key);
  const width = Number(m?.[1]);
  const height = Number(m?.[2]);
  if (!m || !width || !height || !(await imageStored(storage, input.key, width))) {
    throw bodyError(`${field}.key`, 'این تصویر پیدا نشد؛ آن را دوباره بارگذاری کنید.');
  }
  return { key: input.key, alt, width, height };
}

/** A stored image as a record shows it (null when there is none). */
export function catalogImageOf(storage: Storage, ref: Partial<ImageRef> | null | undefined): CatalogImage | null {
  if (!ref?.key || !ref.width || !ref.height) return null;
  const full = { key: ref.key, alt: ref.alt ?? '', width: ref.width, height: ref.height };
  return { ...full, url: imageView(storage, full)!.url };
}

/** An `imageColumns()` row's image as an ImageRef. */
export const contentImageRef = (row: {
  imageUrl: string | null;
  imageAlt: string;
  imageWidth: number | null;
  imageHeight: number | null;
}): ImageRef | null =>
  row.imageUrl && row.imageWidth && row.imageHeight
    ? { key: row.imageUrl, alt: row.imageAlt, width: row.imageWidth, height: row.imageHeight }
    : null;

/** The `imageColumns()` values of an image (null clears them). */
export const contentImageColumns = (ref: ImageRef | null) => ({
  imageUrl: ref?.key ?? null,
  imageAlt: ref?.alt ?? '',
  imageWidth: ref?.width ?? null,
  imageHeight: ref?.height ?? null,
});
