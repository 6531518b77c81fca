import { parse } from 'node:querystring';
import { articleDetail, articleList, articleListQuery, idParams } from '@vip/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { notFound } from '../../http/errors';
import { openStorage } from '../../storage';
import { getArticle, listArticles } from './queries';

/**
 * The original client builds the article query with malformed separators (§7): `?limit=12?offset=0`,
 * `?&limit=12&&offset=0`. Every further `?` is read as `&` and empty pairs are dropped before validation.
 */
export function tolerantQuery(url: string): Record<string, string | string[]> {
  const at = url.indexOf('?');
  if (at < 0) return {};
  return parse(url.slice(at + 1).replace(/\?/g, '&')) as Record<string, string | string[]>;
}

async function repairQuery(request: FastifyRequest) {
  const raw = request.raw.url ?? request.url;
  if (raw.indexOf('?', raw.indexOf('?') + 1) >= 0 || raw.includes('&&') || raw.includes('?&')) {
    request.query = tolerantQuery(raw);
  }
}

/** GET /v1/article/fa/articles and /{id} (§7). */
export default async function articleRoutes(app: AppInstance) {
  const storage = openStorage(app.config);
  app.get(
    '/v1/article/fa/articles',
    {
      schema: { tags: ['article'], querystring: articleListQuery, response: { 200: articleList } },
      config: { publicCache: true },
      onRequest: repairQuery,
    },
    (request) => listArticles(app.db, request.query, storage),
  );
  app.get(
    '/v1/article/fa/articles/:id',
    {
      schema: { tags: ['article'], params: idParams, response: { 200: articleDetail } },
      config: { publicCache: true },
    },
    async (request) => {
      const item = await getArticle(app.db, request.params.id, storage);
      if (!item) throw notFound('مقاله');
      return { data: item };
    },
  );
}
