import { and, asc, eq, type SQL } from 'drizzle-orm';
import { cmsEndpoints, type CmsBox, type cmsBoxListQuery } from '@vip/contract';
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
  title: r.title,
  subtitle: r.subtitle,
  body: r.body,
  link_url: r.linkUrl,
  link_title: r.linkTitle,
  image: imageOf(storage, r),
  priority: r.priority,
});

/** Boxes of a page (and slot) matching §7's filters, by priority by default. */
export function listBoxes(db: Db, q: ListQuery, storage: Storage) {
  const page = q.pageId ?? q.page_id;
  const filters: (SQL | undefined)[] = [
    page !== undefined && page > 0 ? eq(cmsBoxes.pageId, page) : undefined,
    q.key ? eq(cmsBoxes.key, q.key) : undefined,
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
