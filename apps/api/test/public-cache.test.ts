import { afterAll, beforeAll, expect, it } from 'vitest';
import { api as endpoints } from '@vip/contract';
import { startTestApi } from './helpers';

let api: Awaited<ReturnType<typeof startTestApi>>;
beforeAll(async () => {
  api = await startTestApi('pglite', { PUBLIC_CACHE_TTL_MS: '60000' });
});
afterAll(() => api.close());

const URL = `${endpoints.listCategories.path}?module_id=55&limit=5`;

it('answers a repeated public list from the in-process cache with the same body and ETag', async () => {
  const first = await api.get(URL);
  expect(first.headers['x-cache']).toBeUndefined();
  const second = await api.get(URL);
  expect(second.headers['x-cache']).toBe('hit');
  expect(second.body).toBe(first.body);
  expect(second.headers.etag).toBe(first.headers.etag);
  expect(second.headers['content-type']).toMatch(/application\/json/);
  const notModified = await api.get(URL, { 'if-none-match': first.headers.etag as string });
  expect(notModified.statusCode).toBe(304);
});

it('still checks the API key before answering from the cache', async () => {
  await api.get(URL);
  const res = await api.app.inject({ method: 'GET', url: URL });
  expect(res.statusCode).toBe(401);
});

it('does not cache errors', async () => {
  const bad = `${endpoints.listCategories.path}?sort=nope`;
  await api.get(bad);
  const again = await api.get(bad);
  expect(again.statusCode).toBe(400);
  expect(again.headers['x-cache']).toBeUndefined();
});
