import { idParams, newsDetail, newsList, newsListQuery } from '@vip/contract';
import type { AppInstance } from '../../app';
import { notFound } from '../../http/errors';
import { openStorage } from '../../storage';
import { getNews, listNews } from './queries';

/** GET /v1/news/fa/news and /{id} (§7). */
export default async function newsRoutes(app: AppInstance) {
  const storage = openStorage(app.config);
  app.get(
    '/v1/news/fa/news',
    {
      schema: { tags: ['news'], querystring: newsListQuery, response: { 200: newsList } },
      config: { publicCache: true },
    },
    (request) => listNews(app.db, request.query, storage),
  );
  app.get(
    '/v1/news/fa/news/:id',
    {
      schema: { tags: ['news'], params: idParams, response: { 200: newsDetail } },
      config: { publicCache: true },
    },
    async (request) => {
      const item = await getNews(app.db, request.params.id, storage);
      if (!item) throw notFound('خبر');
      return { data: item };
    },
  );
}
