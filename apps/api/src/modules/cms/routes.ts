import { cmsEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { detailOr404, route } from '../../http/route';
import { openStorage } from '../../storage';
import { getBox, listBoxes } from './queries';

/** CMS boxes (§7). */
export default async function cmsRoutes(app: AppInstance) {
  const storage = openStorage(app.config);
  route(app, api.listCmsBoxes, (request) => listBoxes(app.db, request.query, storage, request.lang));
  route(app, api.getCmsBox, async (request) => detailOr404(await getBox(app.db, request.params.id, storage), 'باکس'));
}
