import { expect, it } from 'vitest';
import { api as endpoints, localizedPath } from '@vip/contract';
import { categoryEndpoints as ep } from '@vip/contract';
import { describeEachBackend } from '../../../test/helpers';

type Cat = {
  id: number;
  title: string;
  parent_id: number | null;
  module_id: number;
  priority: number;
  disable_in_webservice: boolean;
};
const ids = (body: { data: Cat[] }) => body.data.map((c) => c.id);

describeEachBackend(`GET ${endpoints.listCategories.path}`, (api) => {
  it('titles the categories in the reader language under /en/ and /ar/', async () => {
    const path = `${endpoints.listCategories.path}?module_id=55&parent_id=103&limit=100`;
    const en = (await api().get(localizedPath(path, 'en'))).json() as { data: Cat[] };
    const ar = (await api().get(localizedPath(path, 'ar'))).json() as { data: Cat[] };
    expect(en.data.find((c) => c.id === 110)?.title).toBe('Luggage and travel bags');
    expect(en.data.every((c) => !/[\u0600-\u06ff]/.test(c.title))).toBe(true);
    expect(ar.data.find((c) => c.id === 110)?.title).toBe('الحقائب وحقائب السفر');
    const one = (await api().get(localizedPath(`/v1/category/fa/categories/113`, 'en'))).json();
    expect(one.data.title).toBe('Perfume and cologne');
  });

  it('defaults to limit 10, offset 0 with the paging block', async () => {
    const res = await api().call(ep.listCategories);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.paging).toMatchObject({ offset: 0, limit: 10, returned: 10 });
    expect(body.paging.total).toBeGreaterThan(10);
    expect(body.paging.has_more).toBe(true);
  });

  it('pages with limit and offset', async () => {
    const first = (await api().call(ep.listCategories, { query: { limit: '3', offset: '0' } })).json();
    const second = (await api().call(ep.listCategories, { query: { limit: '3', offset: '3' } })).json();
    expect(first.data).toHaveLength(3);
    expect(second.paging.offset).toBe(3);
    expect(ids(second).some((id) => ids(first).includes(id))).toBe(false);
  });

  it('caps limit at 100 and rejects a negative offset with a Persian message naming the field', async () => {
    const res = await api().call(ep.listCategories, { query: { limit: '500' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('limit');
    const neg = await api().call(ep.listCategories, { query: { offset: '-1' } });
    expect(neg.statusCode).toBe(400);
    expect(neg.json().errors[0].field).toBe('offset');
    expect(neg.json().error_message).toMatch(/[\u0600-\u06ff]/);
  });

  it('filters by module_id and parent_id (the top menu query of §2)', async () => {
    const res = await api().get(
      `${endpoints.listCategories.path}?module_id=55&parent_id=103&disable_in_webservice=false&sort=priority&offset=0&limit=10`,
    );
    const body = res.json();
    expect(body.data.length).toBeGreaterThan(5);
    for (const c of body.data as Cat[]) {
      expect(c.module_id).toBe(55);
      expect(c.parent_id).toBe(103);
      expect(c.disable_in_webservice).toBe(false);
    }
    const priorities = (body.data as Cat[]).map((c) => c.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    const news = (await api().call(ep.listCategories, { query: { module_id: '1' } })).json();
    expect((news.data as Cat[]).every((c) => c.module_id === 1)).toBe(true);
    expect(news.data.length).toBeGreaterThan(0);
  });

  it('disable_in_webservice=true lists only hidden categories', async () => {
    const body = (await api().call(ep.listCategories, { query: { disable_in_webservice: 'true' } })).json();
    expect(body.data.length).toBeGreaterThan(0);
    expect((body.data as Cat[]).every((c) => c.disable_in_webservice)).toBe(true);
  });

  it('sorts ascending and descending, by several fields', async () => {
    const asc = ids((await api().call(ep.listCategories, { query: { sort: 'id', limit: '100' } })).json());
    const desc = ids((await api().call(ep.listCategories, { query: { sort: '-id', limit: '100' } })).json());
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(desc).toEqual([...asc].reverse());
    const multi = (await api().call(ep.listCategories, { query: { sort: '-priority,title', limit: '100' } })).json();
    const pr = (multi.data as Cat[]).map((c) => c.priority);
    expect(pr).toEqual([...pr].sort((a, b) => b - a));
  });

  it('rejects an unknown sort field with 400 listing the allowed ones', async () => {
    const res = await api().call(ep.listCategories, { query: { sort: 'password' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ status_code: 400, error_code: 'invalid_sort' });
    expect(body.errors[0].field).toBe('sort');
    expect(body.errors[0].message).toContain('priority');
  });

  it('searches keywords in Persian, with Arabic letters and Persian digits normalised', async () => {
    const persian = (
      await api().get(`${endpoints.listCategories.path}?search_keywords=${encodeURIComponent('کیف')}`)
    ).json();
    expect((persian.data as Cat[]).map((c) => c.title)).toContain('چمدان و کیف سفر');
    const arabic = (
      await api().get(`${endpoints.listCategories.path}?search_keywords=${encodeURIComponent('كيف')}`)
    ).json();
    expect(ids(arabic)).toEqual(ids(persian));
  });

  it('every keyword must match (any with search_type=or); search_mode=title looks at titles only', async () => {
    const q = encodeURIComponent('چمدان کابین');
    const all = (
      await api().get(`${endpoints.listCategories.path}?search_keywords=${q}&search_mode=All&limit=100`)
    ).json();
    expect((all.data as Cat[]).map((c) => c.title).sort()).toEqual(['چمدان کابین', 'چمدان و کیف سفر'].sort());
    const title = (await api().get(`${endpoints.listCategories.path}?search_keywords=${q}&search_mode=title`)).json();
    expect((title.data as Cat[]).map((c) => c.title)).toEqual(['چمدان کابین']);
    const any = (await api().get(`${endpoints.listCategories.path}?search_text=${q}&search_type=or&limit=100`)).json();
    expect(any.paging.total).toBeGreaterThan(all.paging.total);
  });

  it('match_whole_word_for_search_keywords excludes partial words', async () => {
    const partial = (
      await api().get(`${endpoints.listCategories.path}?search_keywords=${encodeURIComponent('چمدا')}`)
    ).json();
    expect(partial.data.length).toBeGreaterThan(0);
    const whole = (
      await api().get(
        `${endpoints.listCategories.path}?search_keywords=${encodeURIComponent('چمدا')}&match_whole_word_for_search_keywords=true`,
      )
    ).json();
    expect(whole.data).toHaveLength(0);
    const wholeOk = (
      await api().get(
        `${endpoints.listCategories.path}?search_keywords=${encodeURIComponent('چمدان')}&match_whole_word_for_search_keywords=true`,
      )
    ).json();
    expect(wholeOk.data.length).toBeGreaterThan(0);
  });

  it('answers a category by id and 404 with a Persian message for a missing one', async () => {
    const ok = await api().call(ep.getCategory, { params: { id: 103 } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ id: 103, module_id: 55, parent_id: null });
    const missing = await api().call(ep.getCategory, { params: { id: 999999 } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status_code: 404, error_code: 'not_found' });
    expect(missing.json().error_message).toMatch(/پیدا نشد/);
    const bad = await api().get(`${endpoints.listCategories.path}/abc`);
    expect(bad.statusCode).toBe(400);
  });

  it('sends ETag and Cache-Control and answers 304 to a matching If-None-Match', async () => {
    const first = await api().call(ep.listCategories, { query: { limit: '5' } });
    expect(first.headers['cache-control']).toContain('max-age');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await api().get(`${endpoints.listCategories.path}?limit=5`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await api().get(`${endpoints.listCategories.path}?limit=6`, { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
  });
});
