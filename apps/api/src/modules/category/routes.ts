import { categoryEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../../app';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { getCategory, listCategories } from './queries';

/** Categories (§7). */
export default async function categoryRoutes(app: AppInstance) {
  route(app, api.listCategories, (request) => listCategories(app.db, request.query));
  route(app, api.getCategory, async (request) => {
    const item = await getCategory(app.db, request.params.id);
    if (!item) throw notFound('دسته‌بندی');
    return { data: item };
  });
}
