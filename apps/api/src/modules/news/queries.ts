import { and, desc, inArray, type SQL } from 'drizzle-orm';
import { newsEndpoints, type NewsDetailItem, type NewsItem, type newsListQuery } from '@vip/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { imageFields, imageOf, isoOf } from '../../db/image-ref';
import { categoryTitleOf, parseSort, sortColumns } from '../../db/list';
import { getById, type RowOf, runList } from '../../db/run-list';
import { searchWhere } from '../../db/search';
import type { Storage } from '../../storage';
import { news } from './schema';

type ListQuery = z.output<typeof newsListQuery>;

const listColumns = {
  id: news.id,
  categoryId: news.categoryId,
  categoryTitle: categoryTitleOf(news),
  typeId: news.typeId,
  outputId: news.outputId,
  subdomainId: news.subdomainId,
  title: news.title,
  summary: news.summary,
  source: news.source,
  ...imageFields(news),
  publishedAt: news.publishedAt,
  viewCount: news.viewCount,
  priority: news.priority,
};
const detailColumns = { ...listColumns, body: news.body };

const sortable = sortColumns(newsEndpoints.listNews.sort, {
  published_at: news.publishedAt,
  title: news.title,
  id: news.id,
  view_count: news.viewCount,
  priority: news.priority,
});

const toItem = (r: RowOf<typeof listColumns>, storage: Storage): NewsItem => ({
  id: r.id,
  category_id: r.categoryId,
  category_title: r.categoryTitle,
  type_id: r.typeId,
  output_id: r.outputId,
  subdomain_id: r.subdomainId,
  title: r.title,
  summary: r.summary,
  image: imageOf(storage, r),
  source: r.source,
  published_at: isoOf(r.publishedAt),
  view_count: r.viewCount,
  priority: r.priority,
});

/** News matching §7's filters (newest first by default). */
export function listNews(db: Db, q: ListQuery, storage: Storage) {
  const subdomain = q.subdomain_Id ?? q.subdomain_id;
  const filters: (SQL | undefined)[] = [
    q.category_ids?.length ? inArray(news.categoryId, q.category_ids) : undefined,
    q.type_ids?.length ? inArray(news.typeId, q.type_ids) : undefined,
    q.output_ids?.length ? inArray(news.outputId, q.output_ids) : undefined,
    // Main-site news (0) show on every subdomain.
    subdomain !== undefined ? inArray(news.subdomainId, [...new Set([0, subdomain])]) : undefined,
    searchWhere(q, [news.titleSearch, news.summarySearch, news.bodySearch]),
  ];
  return runList(
    db,
    {
      table: news,
      columns: listColumns,
      where: and(...filters),
      orderBy: parseSort(q.sort, sortable, [desc(news.publishedAt), desc(news.id)]),
      limit: q.limit,
      offset: q.offset,
    },
    (r) => toItem(r, storage),
  );
}

/** One news item with its body, or undefined. */
export function getNews(db: Db, id: number, storage: Storage): Promise<NewsDetailItem | undefined> {
  return getById(db, news, detailColumns, news.id, id, (r) => ({ ...toItem(r, storage), body: r.body }));
}
