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

it('refuses a wrong API key for a cached URL too', async () => {
  await api.get(URL);
  const res = await api.app.inject({ method: 'GET', url: URL, headers: { 'x-api-key': 'not-a-key-of-ours' } });
  expect(res.statusCode).toBe(401);
  expect(res.headers['x-cache']).toBeUndefined();
});

it('answers the same request with unknown parameters, another order or the default spelled out from the same entry', async () => {
  const path = endpoints.listCategories.path;
  const first = await api.get(`${path}?limit=4&module_id=55`);
  expect(first.statusCode).toBe(200);
  for (const variant of [
    `${path}?limit=4&module_id=55&utm_source=sms&_=12345`,
    `${path}?module_id=55&limit=4`,
    `${path}?module_id=55&limit=4&offset=0`,
  ]) {
    const res = await api.get(variant);
    expect(res.headers['x-cache'], variant).toBe('hit');
    expect(res.body).toBe(first.body);
  }
  // A known parameter with another value is another answer.
  const other = await api.get(`${path}?limit=3&module_id=55`);
  expect(other.headers['x-cache']).toBeUndefined();
  expect(other.json().data.length).toBeLessThan(first.json().data.length);
});

it('forgets every answer on clear(), so the next request reads the database again', async () => {
  await api.get(URL);
  expect((await api.get(URL)).headers['x-cache']).toBe('hit');
  const generation = api.app.publicCache.generation;
  api.app.publicCache.clear();
  expect(api.app.publicCache.generation).toBe(generation + 1);
  expect(api.app.publicCache.size).toBe(0);
  expect((await api.get(URL)).headers['x-cache']).toBeUndefined();
  expect((await api.get(URL)).headers['x-cache']).toBe('hit');
});
