import type { AnyColumn } from 'drizzle-orm';
import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import type { Storage } from '../storage';
import { imageView } from '../storage/images';

/**
 * Nullable columns of a stored image (see `storage/images.ts`): `image_url` holds its storage key (variants are
 * served at /media/{key}-{w}.webp), with its Persian alt text and full pixel size. Spread into a table:
 * `{ ...imageColumns() }`.
 */
export function imageColumns() {
  return {
    imageUrl: text('image_url'),
    imageAlt: text('image_alt').notNull().default(''),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
  };
}

/**
 * The tail shared by published content (news, articles, albums): `imageColumns()`, then publication instant, view
 * count, priority and creation instant. Spread into a table after its own columns: `{ ...publishedContentColumns() }`.
 */
export function publishedContentColumns() {
  return {
    ...imageColumns(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    viewCount: integer('view_count').notNull().default(0),
    priority: integer('priority').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

type ImageKey = 'imageUrl' | 'imageAlt' | 'imageWidth' | 'imageHeight';

/** A table's `imageColumns()` to select (what `imageOf` reads): `{ ...imageFields(table) }`. */
export function imageFields<T extends Record<ImageKey, AnyColumn>>(t: T): Pick<T, ImageKey> {
  return { imageUrl: t.imageUrl, imageAlt: t.imageAlt, imageWidth: t.imageWidth, imageHeight: t.imageHeight };
}

/**
 * The `image` field of a content answer (news, article, album, CMS box) from its `imageColumns()`: the same
 * `imageView` as products, or null when the row has no image.
 */
export function imageOf(
  storage: Storage,
  row: { imageUrl: string | null; imageAlt: string; imageWidth: number | null; imageHeight: number | null },
) {
  if (!row.imageUrl || !row.imageWidth || !row.imageHeight) return null;
  return imageView(storage, { key: row.imageUrl, alt: row.imageAlt, width: row.imageWidth, height: row.imageHeight });
}

/** An instant as ISO-8601 UTC. */
export const isoOf = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
