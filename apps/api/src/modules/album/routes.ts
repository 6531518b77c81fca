import { albumEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { detailOr404, route } from '../../http/route';
import { openStorage } from '../../storage';
import { getAlbum, listAlbums } from './queries';

/** Albums (§7). */
export default async function albumRoutes(app: AppInstance) {
  const storage = openStorage(app.config);
  route(app, api.listAlbums, (request) => listAlbums(app.db, request.query, storage));
  route(app, api.getAlbum, async (request) => detailOr404(await getAlbum(app.db, request.params.id, storage), 'آلبوم'));
}
