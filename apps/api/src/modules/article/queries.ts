import { and, desc, inArray, or, type SQL } from 'drizzle-orm';
import { articleEndpoints, type ArticleDetailItem, type ArticleItem, type articleListQuery } from '@vip/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { imageFields, imageOf, isoOf } from '../../db/image-ref';
import { categoryTitleOf, parseSort, sortColumns } from '../../db/list';
import { getById, type RowOf, runList } from '../../db/run-list';
import { rankedSearch, searchWhere } from '../../db/search';
import type { Storage } from '../../storage';
import { articles } from './schema';

type ListQuery = z.output<typeof articleListQuery>;

const listColumns = {
  id: articles.id,
  categoryId: articles.categoryId,
  categoryTitle: categoryTitleOf(articles),
  title: articles.title,
  summary: articles.summary,
  author: articles.author,
  readingMinutes: articles.readingMinutes,
  ...imageFields(articles),
  publishedAt: articles.publishedAt,
  viewCount: articles.viewCount,
  priority: articles.priority,
};
const detailColumns = { ...listColumns, body: articles.body };

const sortable = sortColumns(articleEndpoints.listArticles.sort, {
  published_at: articles.publishedAt,
  title: articles.title,
  id: articles.id,
  view_count: articles.viewCount,
  priority: articles.priority,
  reading_minutes: articles.readingMinutes,
});

const toItem = (r: RowOf<typeof listColumns>, storage: Storage): ArticleItem => ({
  id: r.id,
  category_id: r.categoryId,
  category_title: r.categoryTitle,
  title: r.title,
  summary: r.summary,
  author: r.author,
  reading_minutes: r.readingMinutes,
  image: imageOf(storage, r),
  published_at: isoOf(r.publishedAt),
  view_count: r.viewCount,
  priority: r.priority,
});

/** Articles matching §7's filters (newest first by default). */
export function listArticles(db: Db, q: ListQuery, storage: Storage) {
  const filters: (SQL | undefined)[] = [
    q.category_ids?.length ? inArray(articles.categoryId, q.category_ids) : undefined,
    searchWhere(q, [articles.titleSearch, articles.summarySearch, articles.bodySearch]),
  ];
  return runList(
    db,
    {
      table: articles,
      columns: listColumns,
      where: and(...filters),
      orderBy: parseSort(q.sort, sortable, [desc(articles.publishedAt), desc(articles.id)]),
      limit: q.limit,
      offset: q.offset,
    },
    (r) => toItem(r, storage),
  );
}

/** One article with its body, or undefined. */
export function getArticle(db: Db, id: number, storage: Storage): Promise<ArticleDetailItem | undefined> {
  return getById(db, articles, detailColumns, articles.id, id, (r) => ({ ...toItem(r, storage), body: r.body }));
}

/** The header search box's articles: the few whose title or summary holds what was typed, most relevant first. */
export async function suggestArticles(db: Db, typed: string, limit: number) {
  const found = await rankedSearch(
    { search_keywords: typed },
    [
      { text: articles.titleSearch, weight: 3, fuzzy: true },
      { text: articles.summarySearch, weight: 1 },
    ],
    async (arms) => (await db.$count(articles, or(...arms))) > 0,
  );
  return db
    .select({ id: articles.id, title: articles.title })
    .from(articles)
    .where(found.where)
    .orderBy(...(found.score ? [desc(found.score)] : []), desc(articles.publishedAt))
    .limit(limit);
}
