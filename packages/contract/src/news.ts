import { z } from 'zod';
import { detailOf, idParams, idList, listOf, pagingQuery, searchQuery } from './common';
import { contentImage, queryInt } from './content';
import { defineEndpoints } from './endpoint';

/** News item (module 1) as listed. */
export const newsItem = z.object({
  id: z.number().int(),
  category_id: z.number().int().nullable(),
  category_title: z.string().nullable(),
  /** 1 text, 2 photo report, 3 video report. */
  type_id: z.number().int(),
  /** 1 site and app, 2 site only, 3 newsletter. */
  output_id: z.number().int(),
  /** 0 the main site (shown everywhere), otherwise one subdomain. */
  subdomain_id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  image: contentImage.nullable(),
  source: z.string(),
  published_at: z.string(),
  view_count: z.number().int(),
  priority: z.number().int(),
});
export type NewsItem = z.infer<typeof newsItem>;
/** News detail: the list fields plus the body (paragraphs separated by blank lines). */
export const newsDetailItem = newsItem.extend({ body: z.string() });
export type NewsDetailItem = z.infer<typeof newsDetailItem>;

/** Query of GET /v1/news/fa/news (§7). */
export const newsListQuery = pagingQuery(12).extend(searchQuery.shape).extend({
  category_ids: idList.optional(),
  type_ids: idList.optional(),
  output_ids: idList.optional(),
  /** Spelled `subdomain_Id` by the original client; main-site news (0) are included for any subdomain. */
  subdomain_Id: queryInt.optional(),
  subdomain_id: queryInt.optional(),
});
export type NewsListQuery = z.input<typeof newsListQuery>;

export const newsList = listOf(newsItem);
export const newsDetail = detailOf(newsDetailItem);

/** Endpoints of the news module (§7). */
export const newsEndpoints = defineEndpoints({
  listNews: {
    method: 'GET',
    path: '/v1/news/fa/news',
    tag: 'news',
    summary: 'List news (newest first by default)',
    auth: 'public',
    query: newsListQuery,
    response: newsList,
    sort: ['published_at', 'title', 'id', 'view_count', 'priority'],
    publicCache: true,
  },
  getNews: {
    method: 'GET',
    path: '/v1/news/fa/news/:id',
    tag: 'news',
    summary: 'One news item with its body',
    auth: 'public',
    params: idParams,
    response: newsDetail,
    publicCache: true,
  },
});
