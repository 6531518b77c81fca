import { expect } from 'vitest';
import type { TestApi } from './helpers';

type Row = Record<string, unknown> & { id: number };
export type ListBody<T = Row> = {
  data: T[];
  paging: { offset: number; limit: number; total: number; returned: number; has_more: boolean };
};

/** GET `path` with query `params` (values URL-encoded); expects 200 and returns the list body. */
export async function list<T = Row>(api: TestApi, path: string, params: Record<string, string | number> = {}) {
  const qs = Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
  const res = await api.get(qs ? `${path}?${qs}` : path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListBody<T>;
}

export const idsOf = (b: { data: { id: number }[] }) => b.data.map((r) => r.id);

/** `sort=field` ascends and `sort=-field` descends on a numeric/ISO-date field. */
export async function expectSortsBy(
  api: TestApi,
  path: string,
  field: string,
  params: Record<string, string | number> = {},
) {
  const asc = await list(api, path, { ...params, sort: field, limit: 100 });
  const desc = await list(api, path, { ...params, sort: `-${field}`, limit: 100 });
  const values = (b: ListBody) => b.data.map((r) => r[field] as number | string);
  const cmp = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);
  expect(values(asc)).toEqual([...values(asc)].sort(cmp));
  expect(values(desc)).toEqual([...values(desc)].sort((a, b) => cmp(b, a)));
  expect(new Set(values(asc)).size).toBeGreaterThan(1);
}

/** `sort=title` and `sort=-title` give opposite orders (titles are unique; collation is the database's). */
export async function expectTitleSortReverses(
  api: TestApi,
  path: string,
  field = 'title',
  params: Record<string, string | number> = {},
) {
  const asc = idsOf(await list(api, path, { ...params, sort: field, limit: 100 }));
  const desc = idsOf(await list(api, path, { ...params, sort: `-${field}`, limit: 100 }));
  expect(desc).toEqual([...asc].reverse());
  expect(asc).not.toEqual(idsOf(await list(api, path, { ...params, sort: 'id', limit: 100 })));
}

/** Unknown sort field: 400 naming `sort` and listing the allowed ones. */
export async function expectUnknownSortRejected(api: TestApi, path: string, allowed: string) {
  const res = await api.get(`${path}?sort=password`);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ status_code: 400, error_code: 'invalid_sort' });
  expect(res.json().errors[0]).toMatchObject({ field: 'sort' });
  expect(res.json().errors[0].message).toContain(allowed);
}

/** Detail by id works, a missing id is 404 with a Persian message, a bad id 400. */
export async function expectDetailAnd404(api: TestApi, path: string, id: number) {
  const ok = await api.get(`${path}/${id}`);
  expect(ok.statusCode, ok.body).toBe(200);
  expect(ok.json().data.id).toBe(id);
  const missing = await api.get(`${path}/999999`);
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toMatchObject({ status_code: 404, error_code: 'not_found' });
  expect(missing.json().error_message).toMatch(/پیدا نشد/);
  expect((await api.get(`${path}/abc`)).statusCode).toBe(400);
  return ok.json().data;
}

/** A public list answers with Cache-Control and ETag, and 304 to a matching If-None-Match. */
export async function expectEtag304(api: TestApi, url: string) {
  const first = await api.get(url);
  expect(first.statusCode).toBe(200);
  expect(first.headers['cache-control']).toContain('max-age');
  const etag = first.headers.etag as string;
  expect(etag).toBeTruthy();
  const again = await api.get(url, { 'if-none-match': etag });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
}

/** `limit=n` answers n rows and `offset=n` the next page, which repeats none of them. */
export async function expectPagesThrough(api: TestApi, path: string, n: number) {
  const first = await list(api, path, { limit: n });
  const second = await list(api, path, { limit: n, offset: n });
  expect(first.data).toHaveLength(n);
  expect(idsOf(second).some((id) => idsOf(first).includes(id))).toBe(false);
  return { first, second };
}

/** `category_ids=one` answers more than `moreThan` rows, all of category `one`; `category_ids=one,other` more. */
export async function expectCategoryFilter(api: TestApi, path: string, one: number, other: number, moreThan = 0) {
  const only = await list<{ id: number; category_id: number }>(api, path, { limit: 100, category_ids: `${one}` });
  expect(only.data.length).toBeGreaterThan(moreThan);
  expect(only.data.every((r) => r.category_id === one)).toBe(true);
  const two = await list(api, path, { limit: 100, category_ids: `${one},${other}` });
  expect(two.paging.total).toBeGreaterThan(only.paging.total);
  return { only, two };
}
