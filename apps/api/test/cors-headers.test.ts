import { afterAll, beforeAll, expect, it } from 'vitest';
import { api as endpoints } from '@vip/contract';
import { startTestApi } from './helpers';

let api: Awaited<ReturnType<typeof startTestApi>>;
beforeAll(async () => {
  api = await startTestApi('pglite', {
    PUBLIC_CACHE_TTL_MS: '60000',
    WEB_URL: 'https://vip.example.ir',
    CORS_ORIGINS: 'https://partner.example.ir, http://localhost:3999',
  });
});
afterAll(() => api.close());

const list = { query: { module_id: 55, limit: 3 } };

it('allows CORS only for the site and CORS_ORIGINS, and never reflects an unknown origin', async () => {
  for (const origin of ['https://vip.example.ir', 'https://partner.example.ir', 'http://localhost:3999']) {
    const res = await api.call(endpoints.listCategories, list, { origin });
    expect(res.headers['access-control-allow-origin']).toBe(origin);
  }
  for (const origin of ['https://evil.example', 'null', 'https://vip.example.ir.evil.example']) {
    const res = await api.call(endpoints.listCategories, list, { origin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: '/v1/category/fa/categories',
      headers: { origin, 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  }
});

it('varies on Origin on every answer, answers from the public cache included', async () => {
  const first = await api.call(endpoints.listCategories, list, { origin: 'https://vip.example.ir' });
  const cached = await api.call(endpoints.listCategories, list, { origin: 'https://evil.example' });
  expect(cached.headers['x-cache']).toBe('hit');
  expect(cached.headers['access-control-allow-origin']).toBeUndefined();
  for (const res of [first, cached, await api.get('/v1/nowhere'), await api.get('/health')]) {
    expect(String(res.headers.vary)).toMatch(/\bOrigin\b/i);
  }
});

it('sends nosniff and no X-Powered-By', async () => {
  for (const res of [await api.call(endpoints.listCategories, list), await api.get('/v1/nowhere')]) {
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  }
});
