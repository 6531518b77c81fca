import { expect, it } from 'vitest';
import { api as endpoints } from '@vip/contract';
import { describeEachBackend } from '../../../test/helpers';
import {
  expectCategoryFilter,
  expectDetailAnd404,
  expectEtag304,
  expectPagesThrough,
  expectSortsBy,
  expectTitleSortReverses,
  expectUnknownSortRejected,
  idsOf,
  list,
} from '../../../test/list-asserts';
import { tolerantQuery } from './routes';

const PATH = endpoints.listArticles.path;
type Article = { id: number; category_id: number; title: string; reading_minutes: number; published_at: string };

it('tolerantQuery reads ?-separated and doubled separators', () => {
  expect(tolerantQuery('/x?limit=12?offset=3&&sort=-id')).toEqual({ limit: '12', offset: '3', sort: '-id' });
  expect(tolerantQuery('/x?&category_ids=311&&')).toEqual({ category_ids: '311' });
  expect(tolerantQuery('/x')).toEqual({});
});

describeEachBackend(`GET ${endpoints.listArticles.path}`, (api) => {
  it('defaults to 12 items newest first', async () => {
    const body = await list<Article>(api(), PATH);
    expect(body.paging).toMatchObject({ offset: 0, limit: 12, returned: 12 });
    expect(body.paging.total).toBeGreaterThanOrEqual(15);
    const dates = body.data.map((a) => a.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('limit and offset page through the list', async () => {
    await expectPagesThrough(api(), PATH, 4);
  });

  it('category_ids narrows to those categories', async () => {
    await expectCategoryFilter(api(), PATH, 312, 313, 2);
  });

  it('tolerates the malformed separators of the original client (?limit=12?offset=0, &&)', async () => {
    const proper = (await api().get(`${PATH}?limit=3&offset=2&category_ids=311`)).json();
    const bad = await api().get(`${PATH}?limit=3?offset=2&&category_ids=311`);
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toEqual(proper);
    expect(bad.json().paging).toMatchObject({ limit: 3, offset: 2 });
  });

  it('search_keywords over title, summary and body; search_mode=title; Arabic letters, digits, half-space', async () => {
    const body = await list<Article>(api(), PATH, { search_keywords: 'کالسکه' });
    expect(body.data.length).toBeGreaterThan(0);
    expect((await list(api(), PATH, { search_keywords: 'کالسکه', search_mode: 'title' })).data).toHaveLength(0);
    const kish = await list<Article>(api(), PATH, { search_keywords: 'كيش', search_mode: 'title' });
    expect(kish.data.map((a) => a.title)).toContain('کیش در سه روز؛ برنامه سفر کوتاه به جزیره');
    const digits = await list<Article>(api(), PATH, { search_keywords: '72 ساعت', search_mode: 'title' });
    expect(digits.data[0]?.title).toContain('۷۲ ساعت');
    const zwnj = await list(api(), PATH, { search_keywords: 'کمتوان', search_mode: 'title' });
    expect(idsOf(zwnj)).toEqual(idsOf(await list(api(), PATH, { search_keywords: 'کم‌توان', search_mode: 'title' })));
    expect(zwnj.data).toHaveLength(1);
  });

  it('search_type=or widens the search', async () => {
    const and = await list(api(), PATH, { search_keywords: 'کیش شیراز', search_mode: 'title', limit: 100 });
    const or = await list(api(), PATH, {
      search_keywords: 'کیش شیراز',
      search_mode: 'title',
      search_type: 'or',
      limit: 100,
    });
    expect(and.paging.total).toBe(0);
    expect(or.paging.total).toBe(2);
  });

  it('sorts by published_at, view_count, priority, reading_minutes, id and title, both ways', async () => {
    for (const f of ['published_at', 'view_count', 'priority', 'reading_minutes', 'id'])
      await expectSortsBy(api(), PATH, f);
    await expectTitleSortReverses(api(), PATH);
  });

  it('rejects an unknown sort field', async () => {
    await expectUnknownSortRejected(api(), PATH, 'published_at');
  });

  it('answers one article with its body and category, 404 for a missing one', async () => {
    const item = await expectDetailAnd404(api(), PATH, 1);
    expect(item.title).toBe('راهنمای خدمات CIP فرودگاه امام');
    expect(item.body.split('\n\n').length).toBeGreaterThanOrEqual(3);
    expect(item.category_title).toBe('راهنمای فرودگاه');
    expect(item.image.alt).toMatch(/[\u0600-\u06ff]/);
  });

  it('sends ETag and answers 304', async () => {
    await expectEtag304(api(), `${PATH}?limit=3`);
  });
});
