import { searchEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { route } from '../../http/route';
import { openStorage } from '../../storage';
import { suggest } from './queries';

/** Site search: the header search box's suggestions (issue #16). */
export default async function searchRoutes(app: AppInstance) {
  const storage = openStorage(app.config);
  route(app, api.searchSuggestions, async (request) => ({ data: await suggest(app.db, storage, request.query.q) }));
}
