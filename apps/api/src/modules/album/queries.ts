import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import {
  albumEndpoints,
  type AlbumDetailItem,
  type AlbumItem,
  type AlbumMedia,
  type albumListQuery,
} from '@vip/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { imageFields, imageOf, isoOf } from '../../db/image-ref';
import { categoryTitleOf, parseSort, sortColumns } from '../../db/list';
import { getById, type RowOf, runList } from '../../db/run-list';
import { searchWhere } from '../../db/search';
import type { Storage } from '../../storage';
import { imageView } from '../../storage/images';
import { albumMedia, albums } from './schema';

type ListQuery = z.output<typeof albumListQuery>;

const columns = {
  id: albums.id,
  categoryId: albums.categoryId,
  categoryTitle: categoryTitleOf(albums),
  title: albums.title,
  description: albums.description,
  ...imageFields(albums),
  mediaCount: sql<number>`(select count(*)::int from album_media m where m.album_id = "albums"."id")`,
  publishedAt: albums.publishedAt,
  viewCount: albums.viewCount,
  priority: albums.priority,
};

const sortable = sortColumns(albumEndpoints.listAlbums.sort, {
  published_at: albums.publishedAt,
  title: albums.title,
  id: albums.id,
  view_count: albums.viewCount,
  priority: albums.priority,
});

const toItem = (r: RowOf<typeof columns>, storage: Storage): AlbumItem => ({
  id: r.id,
  category_id: r.categoryId,
  category_title: r.categoryTitle,
  title: r.title,
  description: r.description,
  image: imageOf(storage, r),
  media_count: r.mediaCount,
  published_at: isoOf(r.publishedAt),
  view_count: r.viewCount,
  priority: r.priority,
});

/** Albums matching §7's filters (newest first by default). */
export function listAlbums(db: Db, q: ListQuery, storage: Storage) {
  const filters: (SQL | undefined)[] = [
    q.category_id !== undefined ? eq(albums.categoryId, q.category_id) : undefined,
    searchWhere(q, [albums.titleSearch, albums.descriptionSearch]),
  ];
  return runList(
    db,
    {
      table: albums,
      columns,
      where: and(...filters),
      orderBy: parseSort(q.sort, sortable, [desc(albums.publishedAt), desc(albums.id)]),
      limit: q.limit,
      offset: q.offset,
    },
    (r) => toItem(r, storage),
  );
}

/** One album with its media in order, or undefined. */
export async function getAlbum(db: Db, id: number, storage: Storage): Promise<AlbumDetailItem | undefined> {
  const album = await getById(db, albums, columns, albums.id, id, (r) => toItem(r, storage));
  if (!album) return undefined;
  const media = await db
    .select()
    .from(albumMedia)
    .where(eq(albumMedia.albumId, id))
    .orderBy(asc(albumMedia.priority), asc(albumMedia.id));
  return { ...album, media: media.map((m) => mediaItem(storage, m)) };
}

/**
 * An album item. An image keeps its storage key in `url` and answers its largest stored variant with a srcset of
 * all; a video/audio `url` is a stored file name (or an absolute URL) and its `poster` the storage key of a still
 * drawn at the item's size.
 */
function mediaItem(storage: Storage, m: typeof albumMedia.$inferSelect): AlbumMedia {
  const size = m.width && m.height ? { width: m.width, height: m.height } : null;
  const base = { id: m.id, type: m.type, title: m.title, alt: m.alt, duration_seconds: m.durationSeconds };
  if (m.type === 'image') {
    const view = size && imageView(storage, { key: m.url, alt: m.alt, ...size }, Number.POSITIVE_INFINITY);
    return view
      ? { ...base, url: view.url, srcset: view.srcset, width: view.width, height: view.height, poster: null }
      : { ...base, url: storage.url(m.url), srcset: '', width: m.width, height: m.height, poster: null };
  }
  const poster = m.poster && size ? imageView(storage, { key: m.poster, alt: m.alt, ...size })?.url : undefined;
  return {
    ...base,
    url: /^https?:\/\//.test(m.url) ? m.url : storage.url(m.url),
    srcset: '',
    width: m.width,
    height: m.height,
    poster: poster ?? null,
  };
}
