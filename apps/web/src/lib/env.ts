import 'server-only';

/** Server-side settings read at run time (not baked in at build), so one build serves any environment. */
export const serverEnv = {
  /** Where the site's server reaches the API. */
  apiUrl: process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`,
  /** Where browsers reach the API. */
  publicApiUrl: process.env.PUBLIC_API_URL ?? `http://localhost:${process.env.API_PORT ?? 4000}`,
  apiKey: process.env.API_KEY ?? 'demo-storefront-key-change-me',
  siteUrl: process.env.WEB_URL ?? `http://localhost:${process.env.WEB_PORT ?? 3000}`,
  /** Map tiles (`{z}/{x}/{y}` template) for the map picker; empty = no tiles (tests, offline). */
  mapTileUrl: process.env.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  /** Attribution the tile provider asks for. */
  mapTileAttribution: process.env.MAP_TILE_ATTRIBUTION ?? '© OpenStreetMap',
};
