import { parse } from 'node:querystring';
import { articleEndpoints as api } from '@vip/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { detailOr404, route } from '../../http/route';
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

/** Articles (§7). */
export default async function articleRoutes(app: AppInstance) {
  const storage = openStorage(app.config);
  route(app, api.listArticles, (request) => listArticles(app.db, request.query, storage), { onRequest: repairQuery });
  route(app, api.getArticle, async (request) =>
    detailOr404(await getArticle(app.db, request.params.id, storage), 'مقاله'),
  );
}
