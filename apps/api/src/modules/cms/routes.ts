import { cmsBoxDetail, cmsBoxList, cmsBoxListQuery, idParams } from '@vip/contract';
import type { AppInstance } from '../../app';
import { notFound } from '../../http/errors';
import { openStorage } from '../../storage';
import { getBox, listBoxes } from './queries';

/** GET /v1/cms/fa/boxes and /{id} (§7). */
export default async function cmsRoutes(app: AppInstance) {
  const storage = openStorage(app.config);
  app.get(
    '/v1/cms/fa/boxes',
    {
      schema: { tags: ['cms'], querystring: cmsBoxListQuery, response: { 200: cmsBoxList } },
      config: { publicCache: true },
    },
    (request) => listBoxes(app.db, request.query, storage),
  );
  app.get(
    '/v1/cms/fa/boxes/:id',
    {
      schema: { tags: ['cms'], params: idParams, response: { 200: cmsBoxDetail } },
      config: { publicCache: true },
    },
    async (request) => {
      const item = await getBox(app.db, request.params.id, storage);
      if (!item) throw notFound('باکس');
      return { data: item };
    },
  );
}
