import { categoryEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { detailOr404, route } from '../../http/route';
import { getCategory, listCategories } from './queries';

/** Categories (§7). */
export default async function categoryRoutes(app: AppInstance) {
  route(app, api.listCategories, (request) => listCategories(app.db, request.query, request.lang));
  route(app, api.getCategory, async (request) =>
    detailOr404(await getCategory(app.db, request.params.id, request.lang), 'دسته‌بندی'),
  );
}
