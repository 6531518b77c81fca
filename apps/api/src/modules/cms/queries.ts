import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import { type CmsBox, cmsEndpoints, type cmsBoxListQuery, isLang, type Lang } from '@vip/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { imageFields, imageOf } from '../../db/image-ref';
import { parseSort, sortColumns } from '../../db/list';
import { getById, type RowOf, runList } from '../../db/run-list';
import { searchWhere } from '../../db/search';
import type { Storage } from '../../storage';
import { cmsBoxes } from './schema';

type ListQuery = z.output<typeof cmsBoxListQuery>;

const columns = {
  id: cmsBoxes.id,
  pageId: cmsBoxes.pageId,
  key: cmsBoxes.key,
  lang: cmsBoxes.lang,
  title: cmsBoxes.title,
  subtitle: cmsBoxes.subtitle,
  body: cmsBoxes.body,
  linkUrl: cmsBoxes.linkUrl,
  linkTitle: cmsBoxes.linkTitle,
  ...imageFields(cmsBoxes),
  priority: cmsBoxes.priority,
};

const sortable = sortColumns(cmsEndpoints.listCmsBoxes.sort, {
  priority: cmsBoxes.priority,
  id: cmsBoxes.id,
  title: cmsBoxes.title,
  key: cmsBoxes.key,
});

const toBox = (r: RowOf<typeof columns>, storage: Storage): CmsBox => ({
  id: r.id,
  page_id: r.pageId,
  key: r.key,
  lang: isLang(r.lang) ? r.lang : 'fa',
  title: r.title,
  subtitle: r.subtitle,
  body: r.body,
  link_url: r.linkUrl,
  link_title: r.linkTitle,
  image: imageOf(storage, r),
  priority: r.priority,
});

/**
 * The boxes a reader of `lang` sees: those written in it, and a slot's Persian boxes when the slot (page and key) has
 * none in that language, so an untranslated slot still shows.
 */
function readableIn(lang: Lang): SQL | undefined {
  if (lang === 'fa') return eq(cmsBoxes.lang, 'fa');
  return or(
    eq(cmsBoxes.lang, lang),
    and(
      eq(cmsBoxes.lang, 'fa'),
      // Raw qualified names: drizzle leaves single-table selects unqualified, which would read `other`'s columns.
      sql`not exists (select 1 from cms_boxes other where other.page_id = "cms_boxes"."page_id" and other.key = "cms_boxes"."key" and other.lang = ${lang})`,
    ),
  );
}

/** Boxes of a page (and slot) matching §7's filters in the reader's language, by priority by default. */
export function listBoxes(db: Db, q: ListQuery, storage: Storage, lang: Lang = 'fa') {
  const page = q.pageId ?? q.page_id;
  const filters: (SQL | undefined)[] = [
    page !== undefined && page > 0 ? eq(cmsBoxes.pageId, page) : undefined,
    q.key ? eq(cmsBoxes.key, q.key) : undefined,
    readableIn(lang),
    searchWhere(q, [cmsBoxes.titleSearch, cmsBoxes.subtitleSearch, cmsBoxes.bodySearch]),
  ];
  return runList(
    db,
    {
      table: cmsBoxes,
      columns,
      where: and(...filters),
      orderBy: parseSort(q.sort, sortable, [asc(cmsBoxes.priority), asc(cmsBoxes.id)]),
      limit: q.limit,
      offset: q.offset,
    },
    (r) => toBox(r, storage),
  );
}

/** One box by id, or undefined. */
export function getBox(db: Db, id: number, storage: Storage) {
  return getById(db, cmsBoxes, columns, cmsBoxes.id, id, (r) => toBox(r, storage));
}
