import { favoriteEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { requireMember } from '../../http/auth';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { openStorage } from '../../storage';
import { addFavorite, deleteFavorite, getFavorite, listFavorites } from './queries';

/** The member's favorite products (§7). */
export default async function favoriteRoutes(app: AppInstance) {
  const storage = openStorage(app.config);
  route(app, api.addFavorite, async (request) => {
    const item = await addFavorite(app.db, storage, await requireMember(request), request.params.id);
    if (!item) throw notFound('محصول');
    return { data: item };
  });
  route(app, api.listFavorites, async (request) =>
    listFavorites(app.db, storage, await requireMember(request), request.query),
  );
  route(app, api.getFavorite, async (request) => {
    const item = await getFavorite(app.db, storage, await requireMember(request), request.params.id);
    if (!item) throw notFound('علاقه‌مندی');
    return { data: item };
  });
  route(app, api.deleteFavorite, async (request) => {
    if (!(await deleteFavorite(app.db, await requireMember(request), request.params.id))) throw notFound('علاقه‌مندی');
    return undefined;
  });
}
