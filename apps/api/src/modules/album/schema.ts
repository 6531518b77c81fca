import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { publishedContentColumns } from '../../db/image-ref';
import { searchColumn } from '../../db/search';

/** Photo/video albums (categories of module 10); the cover is the album's image. */
export const albums = pgTable(
  'albums',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    ...publishedContentColumns(),
    titleSearch: searchColumn('title'),
    descriptionSearch: searchColumn('description'),
  },
  (t) => [
    index('albums_category_idx').on(t.categoryId),
    index('albums_title_trgm_idx').using('gin', t.titleSearch.op('gin_trgm_ops')),
  ],
);

/** Items of an album: an image's `url` and a video's `poster` hold storage keys (`storage/images.ts`), sized by width/height. */
export const albumMedia = pgTable(
  'album_media',
  {
    id: serial('id').primaryKey(),
    albumId: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['image', 'video', 'audio'] }).notNull(),
    title: text('title').notNull().default(''),
    url: text('url').notNull(),
    alt: text('alt').notNull().default(''),
    width: integer('width'),
    height: integer('height'),
    poster: text('poster'),
    durationSeconds: integer('duration_seconds'),
    priority: integer('priority').notNull().default(0),
  },
  (t) => [index('album_media_album_idx').on(t.albumId, t.priority)],
);
