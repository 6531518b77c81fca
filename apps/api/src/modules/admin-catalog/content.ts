import type { z } from 'zod';
import type {
  catalogAlbum,
  catalogAlbumItemBody,
  catalogArticle,
  catalogCmsBox,
  catalogFaq,
  catalogNews,
} from '@vip/contract';
import { persianLetters } from '@vip/domain';
import { type AnyColumn, asc, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { imageColumns } from '../../db/image-ref';
import type { ImageRef } from '../../storage/images';
import { albumMedia, albums } from '../album/schema';
import { articles } from '../article/schema';
import { cmsBoxes } from '../cms/schema';
import { faqs } from '../faq/schema';
import { news } from '../news/schema';
import { type Body, columnsOf, type IdTable, type ResourceDef, recordOf, syncChildren, upsertRow } from './engine';
import { bodyError } from './engine';
import { catalogImageOf, contentImageColumns, contentImageRef, type ImageInput, resolveImage } from './images';
import { CATEGORY_MODULE, categoryRef } from './store';

type ImageRow = { [K in keyof ReturnType<typeof imageColumns>]: K extends 'imageAlt' ? string : string | null } & {
  imageWidth: number | null;
  imageHeight: number | null;
};
const IMAGE_COLUMNS = Object.keys(imageColumns());

/** A table with `imageColumns()` and an id. */
type ContentTable = IdTable & Record<'imageUrl' | 'imageAlt' | 'imageWidth' | 'imageHeight', AnyColumn>;

/** What differs between the content resources built by `contentResource`. */
interface ContentSpec<Rec extends { id: number }> {
  entity: string;
  what: string;
  table: ContentTable;
  search: AnyColumn[];
  sort: ResourceDef<Rec>['sort'];
  /** The category module its `category_id` must be of (none: no category). */
  categoryModule?: number;
  filters?: ResourceDef<Rec>['filters'];
  tag: string;
  /** Fields of a record besides its columns (album items), by id. */
  extra?: (db: Db, ids: number[], storage: Parameters<ResourceDef<Rec>['load']>[2]) => Promise<Map<number, object>>;
  /** Writes what is not a column (album items) after the row. */
  afterSave?: (
    tx: Db,
    id: number,
    body: Body,
    current: Rec | undefined,
    ctx: Parameters<ResourceDef<Rec>['save']>[3],
  ) => Promise<void>;
  /** Fields of the body written by `afterSave`. */
  skip?: string[];
  /** Turns a body into what is stored, before the columns are picked (a Persian box's letters). */
  prepare?: (body: Body, current: Rec | undefined) => Body;
}

/**
 * A content resource whose row carries one image in `imageColumns()` (news, articles, albums, CMS boxes): the
 * record shows it as `image`, a body sets it with `{ key, alt }` (null removes it).
 */
function contentResource<Rec extends { id: number; image: unknown }>(spec: ContentSpec<Rec>): ResourceDef<Rec> {
  const table = spec.table as PgTable;
  return {
    entity: spec.entity,
    what: spec.what,
    table: spec.table,
    search: spec.search,
    sort: spec.sort,
    filters: spec.filters,
    refs: spec.categoryModule === undefined ? [] : [categoryRef(spec.categoryModule)],
    async load(db, ids, ctx) {
      if (!ids.length) return [];
      const [rows, extra] = await Promise.all([
        db.select().from(table).where(inArray(spec.table.id, ids)),
        spec.extra?.(db, ids, ctx) ?? new Map<number, object>(),
      ]);
      return (rows as (Record<string, unknown> & ImageRow & { id: number })[]).map(
        (row) =>
          ({
            ...recordOf(row, IMAGE_COLUMNS),
            image: catalogImageOf(ctx.storage, contentImageRef(row)),
            ...(extra.get(row.id) ?? {}),
          }) as unknown as Rec,
      );
    },
    async save(tx, given, current, ctx) {
      const body = spec.prepare ? spec.prepare(given, current) : given;
      const values = columnsOf(table, body, ['image', ...(spec.skip ?? [])]);
      const image = await resolveImage(
        ctx.storage,
        'image',
        body.image as ImageInput,
        current?.image as ImageRef | null | undefined,
      );
      if (image !== undefined) Object.assign(values, contentImageColumns(image));
      const id = await upsertRow(tx, spec.table, current?.id, values);
      await spec.afterSave?.(tx, id, body, current, ctx);
      return id;
    },
    // Nothing refers to a news item, an article, an album (its items go with it) or a CMS box.
    tags: () => [spec.tag],
  };
}

const publishedSort = <T extends { id: AnyColumn; title: AnyColumn; publishedAt: AnyColumn; priority: AnyColumn }>(
  t: T,
) => ({ id: t.id, title: t.title, published_at: t.publishedAt, priority: t.priority });

const byCategory = (column: AnyColumn) => ({ category_id: (v: number) => eq(column, v) });

export const newsResource = contentResource<z.infer<typeof catalogNews>>({
  entity: 'news',
  what: 'خبر',
  table: news,
  search: [news.title, news.summary],
  sort: publishedSort(news),
  categoryModule: CATEGORY_MODULE.news,
  filters: byCategory(news.categoryId),
  tag: 'news',
});

export const articleResource = contentResource<z.infer<typeof catalogArticle>>({
  entity: 'article',
  what: 'مقاله',
  table: articles,
  search: [articles.title, articles.summary, articles.author],
  sort: publishedSort(articles),
  categoryModule: CATEGORY_MODULE.article,
  filters: byCategory(articles.categoryId),
  tag: 'article',
});

type AlbumItemBody = z.infer<typeof catalogAlbumItemBody>;

/** An item's stored row: an image item keeps its picture in url/width/height, a video its poster. */
async function albumItemRow(
  storage: Parameters<ResourceDef<z.infer<typeof catalogAlbum>>['save']>[3]['storage'],
  item: AlbumItemBody,
  index: number,
  current: z.infer<typeof catalogAlbum>['items'][number] | undefined,
) {
  const field = `items.${index}`;
  const image = await resolveImage(storage, `${field}.image`, item.image ?? undefined, current?.image);
  if (item.type === 'image') {
    const picture = image === undefined ? current?.image : image;
    if (!picture) throw bodyError(`${field}.image`, 'برای مورد تصویری، تصویر را بارگذاری کنید.');
    return {
      type: item.type,
      title: item.title ?? '',
      url: picture.key,
      alt: picture.alt,
      width: picture.width,
      height: picture.height,
      poster: null,
      durationSeconds: null,
      priority: item.priority ?? index,
    };
  }
  const url = item.url ?? current?.url;
  if (!url) throw bodyError(`${field}.url`, 'نشانی https ویدیو یا صدا را وارد کنید.');
  const poster = image === undefined ? current?.image : image;
  return {
    type: item.type,
    title: item.title ?? '',
    url,
    alt: poster?.alt ?? '',
    width: poster?.width ?? null,
    height: poster?.height ?? null,
    poster: poster?.key ?? null,
    durationSeconds: item.duration_seconds ?? null,
    priority: item.priority ?? index,
  };
}

export const albumResource = contentResource<z.infer<typeof catalogAlbum>>({
  entity: 'album',
  what: 'آلبوم',
  table: albums,
  search: [albums.title, albums.description],
  sort: publishedSort(albums),
  categoryModule: CATEGORY_MODULE.album,
  filters: byCategory(albums.categoryId),
  tag: 'album',
  skip: ['items'],
  async extra(db, ids, { storage }) {
    const rows = await db
      .select()
      .from(albumMedia)
      .where(inArray(albumMedia.albumId, ids))
      .orderBy(asc(albumMedia.priority), asc(albumMedia.id));
    const out = new Map<number, { items: z.infer<typeof catalogAlbum>['items'] }>();
    for (const id of ids) out.set(id, { items: [] });
    for (const r of rows) {
      const isImage = r.type === 'image';
      const picture = isImage ? r.url : r.poster;
      out.get(r.albumId)!.items.push({
        id: r.id,
        type: r.type,
        title: r.title,
        image: catalogImageOf(
          storage,
          picture ? { key: picture, alt: r.alt, width: r.width ?? 0, height: r.height ?? 0 } : null,
        ),
        url: isImage ? null : r.url,
        duration_seconds: r.durationSeconds,
        priority: r.priority,
      });
    }
    return out;
  },
  async afterSave(tx, id, body, current, { storage }) {
    const items = body.items as AlbumItemBody[] | undefined;
    if (!items) return;
    const rows = await Promise.all(
      items.map((item, i) =>
        albumItemRow(
          storage,
          item,
          i,
          current?.items.find((c) => c.id === item.id),
        ),
      ),
    );
    const byItem = new Map(items.map((item, i) => [item, rows[i]]));
    await syncChildren(
      tx,
      { table: albumMedia, parent: albumMedia.albumId, parentId: id, field: 'items' },
      items,
      (item) => byItem.get(item)!,
    );
  },
});

/** A box's texts (kept as typed by the body: see `prepare`). */
const BOX_TEXTS = ['title', 'subtitle', 'body', 'link_title'] as const;

export const cmsBoxResource = contentResource<z.infer<typeof catalogCmsBox>>({
  entity: 'cms_box',
  what: 'جعبهٔ محتوا',
  table: cmsBoxes,
  search: [cmsBoxes.title, cmsBoxes.subtitle, cmsBoxes.key],
  sort: { id: cmsBoxes.id, page_id: cmsBoxes.pageId, key: cmsBoxes.key, priority: cmsBoxes.priority },
  filters: { page_id: (v) => eq(cmsBoxes.pageId, v) },
  tag: 'cms',
  // The body keeps texts as typed so an Arabic box keeps its ي/ك; a Persian box's get Persian letters, as other texts.
  prepare(body, current) {
    if ((body.lang ?? current?.lang ?? 'fa') !== 'fa') return body;
    const out = { ...body };
    for (const field of BOX_TEXTS) if (typeof out[field] === 'string') out[field] = persianLetters(out[field]);
    return out;
  },
});

type Faq = z.infer<typeof catalogFaq>;

export const faqResource: ResourceDef<Faq> = {
  entity: 'faq',
  what: 'پرسش',
  table: faqs,
  search: [faqs.question, faqs.answer],
  sort: { id: faqs.id, priority: faqs.priority, created_at: faqs.createdAt },
  filters: byCategory(faqs.categoryId),
  refs: [categoryRef(CATEGORY_MODULE.faq)],
  async load(db, ids) {
    if (!ids.length) return [];
    const rows = await db.select().from(faqs).where(inArray(faqs.id, ids));
    return rows.map((row) => recordOf(row) as Faq);
  },
  save: (tx, body, current) => upsertRow(tx, faqs, current?.id, columnsOf(faqs, body)),
  tags: () => ['faq'],
};
