import { albumDetail, albumList, albumListQuery, idParams } from '@vip/contract';
import type { AppInstance } from '../../app';
import { notFound } from '../../http/errors';
import { openStorage } from '../../storage';
import { getAlbum, listAlbums } from './queries';

/** GET /v1/album/fa/albums and /{id} (§7). */
export default async function albumRoutes(app: AppInstance) {
  const storage = openStorage(app.config);
  app.get(
    '/v1/album/fa/albums',
    {
      schema: { tags: ['album'], querystring: albumListQuery, response: { 200: albumList } },
      config: { publicCache: true },
    },
    (request) => listAlbums(app.db, request.query, storage),
  );
  app.get(
    '/v1/album/fa/albums/:id',
    {
      schema: { tags: ['album'], params: idParams, response: { 200: albumDetail } },
      config: { publicCache: true },
    },
    async (request) => {
      const item = await getAlbum(app.db, request.params.id, storage);
      if (!item) throw notFound('آلبوم');
      return { data: item };
    },
  );
}
