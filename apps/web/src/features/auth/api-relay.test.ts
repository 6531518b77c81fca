import { api, localizedPath, pathOf } from '@vip/contract';
import { describe, expect, it } from 'vitest';
import { isRelayed, type RelayOptions, relay } from './api-relay';

const SITE = 'https://site.test';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.member.sig';

/** A relay with a fake API that records what it was sent. */
function relayWith(kind: RelayOptions['kind'] = 'member', token: string | null = TOKEN) {
  const sent: { url: string; init: RequestInit }[] = [];
  const fakeFetch = (async (url: URL, init: RequestInit) => {
    sent.push({ url: String(url), init });
    return new Response(JSON.stringify({ data: { ok: true } }), {
      status: 201,
      headers: { 'content-type': 'application/json', 'set-cookie': 'api=1', etag: '"e1"' },
    });
  }) as unknown as typeof fetch;
  const options: RelayOptions = {
    kind,
    apiUrl: 'http://api.internal:4000',
    apiKey: 'store-key',
    token: async () => token,
    clientIp: '203.0.113.7',
    siteOrigins: [SITE],
    fetch: fakeFetch,
  };
  return { sent, send: (path: string, init: RequestInit = {}) => relay(new Request(`${SITE}${path}`, init), options) };
}

const favorite = `/api/member${pathOf(api.addFavorite, { id: 12 })}`;

describe('the relay of member calls', () => {
  it('adds the token, the storefront key and the visitor address on the server, never the browser’s own', async () => {
    const { sent, send } = relayWith();
    const res = await send(`${favorite}?x=1`, {
      method: 'POST',
      headers: {
        'sec-fetch-site': 'same-origin',
        authorization: 'Bearer forged',
        'x-client-ip': '1.2.3.4',
        cookie: 'next-auth.session-token=secret',
        'idempotency-key': 'k-1',
      },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ data: { ok: true } });
    expect(res.headers.get('etag')).toBe('"e1"');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe(`http://api.internal:4000${pathOf(api.addFavorite, { id: 12 })}?x=1`);
    const h = new Headers(sent[0].init.headers);
    expect(h.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(h.get('x-api-key')).toBe('store-key');
    expect(h.get('x-client-ip')).toBe('203.0.113.7');
    expect(h.get('idempotency-key')).toBe('k-1');
    expect(h.get('cookie')).toBeNull();
  });

  it('refuses a path that is not a member endpoint (404), so it relays nothing else to the API', async () => {
    const { sent, send } = relayWith();
    for (const path of [
      `/api/member${pathOf(api.listProducts)}`,
      `/api/member${pathOf(api.adminMe)}`,
      `/api/member${pathOf(api.listDevOutbox)}`,
      '/api/member/v1/member/fa/../../admin/fa/me',
      '/api/member/health',
    ]) {
      const res = await send(path);
      expect(res.status, path).toBe(404);
      expect((await res.json()).error_code).toBe('route_not_found');
    }
    // The right path with a method it does not have.
    expect((await send(favorite, { method: 'PUT', headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(404);
    expect(sent).toHaveLength(0);
  });

  it('refuses a write another site makes the browser send (403), by Sec-Fetch-Site or else Origin', async () => {
    const { sent, send } = relayWith();
    const attempts: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.test' },
      { 'sec-fetch-site': 'same-site', origin: 'https://shop.site.test' },
      { origin: 'https://evil.test' },
      {},
    ];
    for (const headers of attempts) {
      const res = await send(favorite, { method: 'POST', headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      const body = await res.json();
      expect(body.error_code).toBe('forbidden');
      expect(body.error_message).toMatch(/[\u0600-\u06FF]/);
    }
    expect(sent).toHaveLength(0);
    // A page of the site itself, with or without Sec-Fetch-Site.
    expect((await send(favorite, { method: 'POST', headers: { origin: SITE } })).status).toBe(201);
    expect(sent).toHaveLength(1);
  });

  it('answers 401 in the API’s envelope without calling the API when the visitor has no session', async () => {
    const { sent, send } = relayWith('member', null);
    const res = await send(`/api/member${pathOf(api.getMe)}`);
    expect(res.status).toBe(401);
    expect((await res.json()).error_code).toBe('unauthorized');
    expect(sent).toHaveLength(0);
  });

  it('lets each relay through only its own kind of endpoint', () => {
    expect(isRelayed('member', 'GET', pathOf(api.getMe))).toBe(true);
    expect(isRelayed('member', 'GET', pathOf(api.adminMe))).toBe(false);
    expect(isRelayed('staff', 'GET', pathOf(api.adminMe))).toBe(true);
    expect(isRelayed('staff', 'GET', pathOf(api.getMe))).toBe(false);
    // A page under /en or /ar calls the same endpoint under its language; another language is no endpoint.
    expect(isRelayed('member', 'GET', localizedPath(pathOf(api.getMe), 'en'))).toBe(true);
    expect(isRelayed('member', 'GET', localizedPath(pathOf(api.getMe), 'ar'))).toBe(true);
    expect(isRelayed('member', 'GET', pathOf(api.getMe).replace('/fa/', '/de/'))).toBe(false);
    expect(isRelayed('staff', 'POST', pathOf(api.adminSignIn))).toBe(false);
  });
});
