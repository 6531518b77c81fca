import { categoryDetail, categoryList, categoryListQuery, idParams } from '@vip/contract';
import type { AppInstance } from '../../app';
import { notFound } from '../../http/errors';
import { getCategory, listCategories } from './queries';

/** GET /v1/category/fa/categories and /{id} (§7). */
export default async function categoryRoutes(app: AppInstance) {
  app.get(
    '/v1/category/fa/categories',
    {
      schema: { tags: ['category'], querystring: categoryListQuery, response: { 200: categoryList } },
      config: { publicCache: true },
    },
    (request) => listCategories(app.db, request.query),
  );
  app.get(
    '/v1/category/fa/categories/:id',
    {
      schema: { tags: ['category'], params: idParams, response: { 200: categoryDetail } },
      config: { publicCache: true },
    },
    async (request) => {
      const item = await getCategory(app.db, request.params.id);
      if (!item) throw notFound('دسته‌بندی');
      return { data: item };
    },
  );
}
