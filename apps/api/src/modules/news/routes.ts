import { newsEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { detailOr404, route } from '../../http/route';
import { openStorage } from '../../storage';
import { getNews, listNews } from './queries';

/** News (§7). */
export default async function newsRoutes(app: AppInstance) {
  const storage = openStorage(app.config);
  route(app, api.listNews, (request) => listNews(app.db, request.query, storage));
  route(app, api.getNews, async (request) => detailOr404(await getNews(app.db, request.params.id, storage), 'خبر'));
}
