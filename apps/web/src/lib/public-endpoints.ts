import 'server-only';
import { api, refOf } from '@vip/contract';
import type { PublicEndpoints } from './public-config';

/** The endpoint references the public islands call (made here, so the contract stays on the server). */
export const publicEndpoints = (): PublicEndpoints => ({
  searchSuggestions: refOf(api.searchSuggestions),
  listFavorites: refOf(api.listFavorites),
  addFavorite: refOf(api.addFavorite),
  deleteFavorite: refOf(api.deleteFavorite),
});
