import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type EndpointDef, errorCodesByStatus, errorCodesOf, errorStatusesOf, pathOf, refOf } from './endpoint';
import { api } from './endpoints';
import { ERROR_MEANINGS } from './error-meanings';
import { ERRORS, isErrorCode } from './errors';

const all = Object.entries(api) as [string, EndpointDef & { operationId: string }][];
/** The only paths outside /v1: the health probe and stored media (an <img> cannot send the API key). */
const OUTSIDE_V1 = ['/health', '/media/:name'];

describe('the endpoint table', () => {
  it('has an answer schema for every endpoint except 204, file answers and browser redirects', () => {
    for (const [id, e] of all) {
      if (e.status === 204) expect(e.response, id).toBeUndefined();
      else if (e.produces) expect(e.response, id).toBeUndefined();
      // A bank's callback answers the browser with a redirect to the site, not a body.
      else if (e.browser && !e.response) expect(e.method === 'GET' || e.method === 'POST', id).toBe(true);
      else expect(e.response, id).toBeInstanceOf(z.ZodType);
    }
  });

  it('has one endpoint per method + path', () => {
    const keys = all.map(([, e]) => `${e.method} ${e.path.replace(/:[A-Za-z_]+/g, ':p')}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('names every endpoint by a unique camelCase operationId equal to its key', () => {
    const ids = all.map(([key, e]) => {
      expect(e.operationId).toBe(key);
      expect(key).toMatch(/^[a-z][A-Za-z0-9]*$/);
      return key;
    });
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('puts every path under /v1/ except the health probe and media', () => {
    for (const [id, e] of all) {
      if (!OUTSIDE_V1.includes(e.path)) expect(e.path, id).toMatch(/^\/v1\/[a-z]+\/fa\/|^\/v1\/dev\//);
    }
  });

  it('declares params exactly for the :segments of the path', () => {
    for (const [id, e] of all) {
      const segments = [...e.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]).sort();
      const declared = e.params instanceof z.ZodObject ? Object.keys(e.params.shape).sort() : [];
      expect(declared, id).toEqual(segments);
    }
  });

  it('gives valid, unique sort fields only to lists whose query accepts `sort`', () => {
    for (const [id, e] of all) {
      if (!e.sort) continue;
      expect(e.sort.length, id).toBeGreaterThan(0);
      expect(new Set(e.sort).size, id).toBe(e.sort.length);
      for (const f of e.sort) expect(f, id).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(e.method, id).toBe('GET');
      expect(e.query instanceof z.ZodObject && 'sort' in e.query.shape, id).toBe(true);
      expect(e.response instanceof z.ZodObject && 'paging' in e.response.shape, id).toBe(true);
    }
  });

  it('has a summary and a tag for every endpoint, and only vocabulary error codes', () => {
    for (const [id, e] of all) {
      expect(e.summary.trim().length, id).toBeGreaterThan(3);
      expect(e.tag, id).toMatch(/^[a-z-]+$/);
      for (const code of e.errors ?? []) expect(isErrorCode(code), `${id} ${code}`).toBe(true);
    }
  });

  it('derives the error answers from the declaration (auth, params, rate limit, own codes)', () => {
    // 401: every /v1 call needs the API key; 413: every body has a size limit.
    expect(errorStatusesOf(api.listCategories)).toEqual([400, 401]);
    expect(errorStatusesOf(api.getCategory)).toEqual([400, 401, 404]);
    expect(errorStatusesOf(api.getMe)).toEqual([400, 401, 404]);
    expect(errorStatusesOf(api.signupByEmail)).toEqual([400, 401, 413, 415, 429]);
    expect(errorStatusesOf(api.getHealth)).toEqual([400, 503]);
    expect(errorStatusesOf(api.paymentCallback)).toEqual([400, 404]);
    expect(errorStatusesOf({ ...api.getMe, auth: 'staff', idempotent: true })).toEqual([400, 401, 403, 404, 409]);
  });

  it('fills path parameters URI-encoded and refuses a missing one', () => {
    expect(pathOf(api.listProductReviews, { productId: 7 })).toBe('/v1/product/fa/products/7/reviews');
    expect(pathOf(api.createCaptcha, { id: 'a b/c' })).toBe('/v1/general/fa/captcha/a%20b%2Fc');
    expect(() => pathOf(api.getCategory, {})).toThrow(/id/);
    expect(refOf(api.getCategory)).toEqual({ method: 'GET', path: '/v1/category/fa/categories/:id' });
  });
});

describe('the error vocabulary', () => {
  it('gives every code a 4xx/5xx status, a Persian message and when it fires', () => {
    for (const [code, e] of Object.entries(ERRORS)) {
      expect(code).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(e.status).toBeGreaterThanOrEqual(400);
      expect(e.status).toBeLessThan(600);
      expect(e.message, code).toMatch(/[\u0600-\u06FF]/);
      // One line a stranger reads in the OpenAPI document: a sentence, not a placeholder.
      expect(ERROR_MEANINGS[code as keyof typeof ERRORS], code).toMatch(/^\S.{15,}\.$/);
      expect(ERROR_MEANINGS[code as keyof typeof ERRORS], code).not.toContain('\n');
    }
  });

  it('has one code per failure: the transition code is invalid_transition only', () => {
    expect(isErrorCode('invalid_transition')).toBe(true);
    expect(isErrorCode('illegal_transition')).toBe(false);
    expect(isErrorCode('staff_exists')).toBe(false);
  });

  it("lists an endpoint's codes by status, implied and declared", () => {
    const byStatus = errorCodesByStatus(api.createStoreOrder);
    expect(byStatus.get(409)).toEqual(
      expect.arrayContaining(['idempotency_conflict', 'out_of_stock', 'discount_expired']),
    );
    expect(byStatus.get(401)).toEqual(expect.arrayContaining(['api_key_missing', 'unauthorized', 'token_expired']));
    expect(byStatus.get(415)).toContain('unsupported_media_type');
    expect(errorCodesOf(api.listCategories)).not.toContain('unauthorized');
    expect(errorCodesOf(api.listProducts)).toContain('invalid_sort');
    for (const [status, codes] of byStatus) for (const code of codes) expect(ERRORS[code].status).toBe(status);
  });
});
