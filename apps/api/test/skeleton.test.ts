import { expect, it } from 'vitest';
import { api as endpoints } from '@vip/contract';
import { ConfigError, loadConfig } from '../src/config';
import { describeEachBackend } from './helpers';

describeEachBackend('API skeleton', (api) => {
  it('refuses /v1 calls without an API key or with a wrong one (401, Persian message)', async () => {
    const none = await api().app.inject({ method: 'GET', url: endpoints.listCategories.path });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ status_code: 401, error_code: 'api_key_missing' });
    const wrong = await api().get(endpoints.listCategories.path, { 'x-api-key': 'nope-nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error_message).toMatch(/کلید API/);
  });

  it('GET /health checks the database', async () => {
    const res = await api().app.inject({ method: 'GET', url: endpoints.getHealth.path });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });

  it('serves the OpenAPI document with the category paths', async () => {
    const res = await api().app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain(`${endpoints.listCategories.path}/{id}`);
  });

  it('answers an unknown route with the Persian error body', async () => {
    const res = await api().get(`${endpoints.listNews.path}-nothing-here`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status_code: 404, error_code: 'route_not_found' });
  });
});

it('a bad configuration value stops the start with the variable named', () => {
  expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(ConfigError);
  expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
  expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  expect(loadConfig({}).API_PORT).toBe(4000);
});

describeEachBackend('CORS for the site in the browser', (api) => {
  it('allows the methods and headers member calls use (PUT and DELETE included)', async () => {
    const res = await api().app.inject({
      method: 'OPTIONS',
      url: endpoints.updateMyProfile.path,
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,x-api-key,content-type',
      },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(String(res.headers['access-control-allow-methods'])).toMatch(/PUT/);
    expect(String(res.headers['access-control-allow-methods'])).toMatch(/DELETE/);
  });
});
