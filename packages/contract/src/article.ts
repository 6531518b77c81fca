import { z } from 'zod';
import { detailOf, idParams, idList, listOf, pagingQuery, searchQuery } from './common';
import { contentImage } from './content';
import { defineEndpoints } from './endpoint';

/** Article (travel guide) as listed. */
export const articleItem = z.object({
  id: z.number().int(),
  category_id: z.number().int().nullable(),
  category_title: z.string().nullable(),
  title: z.string(),
  summary: z.string(),
  author: z.string(),
  reading_minutes: z.number().int(),
  image: contentImage.nullable(),
  published_at: z.string(),
  view_count: z.number().int(),
  priority: z.number().int(),
});
export type ArticleItem = z.infer<typeof articleItem>;
/** Article detail: the list fields plus the body (paragraphs separated by blank lines). */
export const articleDetailItem = articleItem.extend({ body: z.string() });
export type ArticleDetailItem = z.infer<typeof articleDetailItem>;

/** Query of GET /v1/article/fa/articles (§7). */
export const articleListQuery = pagingQuery(12).extend(searchQuery.shape).extend({ category_ids: idList.optional() });
export type ArticleListQuery = z.input<typeof articleListQuery>;

export const articleList = listOf(articleItem);
export const articleDetail = detailOf(articleDetailItem);

/** Endpoints of the article module (§7). */
export const articleEndpoints = defineEndpoints({
  listArticles: {
    method: 'GET',
    path: '/v1/article/fa/articles',
    tag: 'article',
    summary: 'List articles (malformed `?`/`&&` separators of the original client are tolerated)',
    auth: 'public',
    query: articleListQuery,
    response: articleList,
    sort: ['published_at', 'title', 'id', 'view_count', 'priority', 'reading_minutes'],
    publicCache: true,
  },
  getArticle: {
    method: 'GET',
    path: '/v1/article/fa/articles/:id',
    tag: 'article',
    summary: 'One article with its body',
    auth: 'public',
    params: idParams,
    response: articleDetail,
    publicCache: true,
  },
});
