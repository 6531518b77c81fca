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

const PATH = endpoints.listNews.path;
type News = {
  id: number;
  category_id: number;
  type_id: number;
  output_id: number;
  subdomain_id: number;
  title: string;
  published_at: string;
  image: { url: string; alt: string; srcset: string } | null;
};

describeEachBackend(`GET ${endpoints.listNews.path}`, (api) => {
  it('defaults to 12 items, newest first, with the paging block and images with Persian alt text', async () => {
    const body = await list<News>(api(), PATH);
    expect(body.paging).toMatchObject({ offset: 0, limit: 12, returned: 12, has_more: true });
    expect(body.paging.total).toBeGreaterThanOrEqual(20);
    const dates = body.data.map((n) => n.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    for (const n of body.data) {
      expect(n.image?.url).toMatch(/^https?:\/\/.+\/media\/cover-news-\d+-[0-9a-f]{10}-640\.webp$/);
      expect(n.image?.alt).toMatch(/[\u0600-\u06ff]/);
      expect(n.image?.srcset).toMatch(/-320\.webp 320w, .+-640\.webp 640w, .+-1024\.webp 1024w$/);
    }
  });

  it('limit and offset page through the list', async () => {
    const { second } = await expectPagesThrough(api(), PATH, 5);
    expect(second.paging.offset).toBe(5);
  });

  it('category_ids narrows to those categories (module 1: 201–203)', async () => {
    const all = await list<News>(api(), PATH, { limit: 100 });
    const { two } = await expectCategoryFilter(api(), PATH, 202, 203);
    expect(two.paging.total).toBeLessThan(all.paging.total);
  });

  it('type_ids narrows by news type', async () => {
    const photo = await list<News>(api(), PATH, { limit: 100, type_ids: '2' });
    expect(photo.data.length).toBeGreaterThan(0);
    expect(photo.data.every((n) => n.type_id === 2)).toBe(true);
    const both = await list<News>(api(), PATH, { limit: 100, type_ids: '2,3' });
    expect(both.paging.total).toBeGreaterThan(photo.paging.total);
  });

  it('output_ids narrows by output channel', async () => {
    const out = await list<News>(api(), PATH, { limit: 100, output_ids: '2' });
    expect(out.data.length).toBeGreaterThan(0);
    expect(out.data.every((n) => n.output_id === 2)).toBe(true);
  });

  it('subdomain_Id (and subdomain_id) shows that subdomain and main-site news only', async () => {
    const all = await list<News>(api(), PATH, { limit: 100 });
    const one = await list<News>(api(), PATH, { limit: 100, subdomain_Id: 1 });
    expect(one.data.some((n) => n.subdomain_id === 1)).toBe(true);
    expect(one.data.every((n) => n.subdomain_id === 0 || n.subdomain_id === 1)).toBe(true);
    expect(one.paging.total).toBeLessThan(all.paging.total);
    const lower = await list<News>(api(), PATH, { limit: 100, subdomain_id: 1 });
    expect(idsOf(lower)).toEqual(idsOf(one));
    const main = await list<News>(api(), PATH, { limit: 100, subdomain_Id: 0 });
    expect(main.data.every((n) => n.subdomain_id === 0)).toBe(true);
  });

  it('search_keywords looks in title, summary and body; search_mode=title only in titles', async () => {
    // «زرشک‌پلو» is only in the body of the business-lounge news.
    const all = await list<News>(api(), PATH, { search_keywords: 'زرشک‌پلو', search_mode: 'All' });
    expect(all.data).toHaveLength(1);
    expect(all.data[0]!.title).toContain('بیزینس');
    const title = await list<News>(api(), PATH, { search_keywords: 'زرشک‌پلو', search_mode: 'title' });
    expect(title.data).toHaveLength(0);
  });

  it('Arabic ي/ك find Persian ی/ک, and a missing half-space does not matter', async () => {
    const persian = await list<News>(api(), PATH, { search_keywords: 'کیش', limit: 100 });
    expect(persian.data.length).toBeGreaterThan(0);
    const arabic = await list<News>(api(), PATH, { search_keywords: 'كيش', limit: 100 });
    expect(idsOf(arabic)).toEqual(idsOf(persian));
    const zwnj = await list<News>(api(), PATH, { search_keywords: 'کم‌توان', search_mode: 'title' });
    const noZwnj = await list<News>(api(), PATH, { search_keywords: 'کمتوان', search_mode: 'title' });
    expect(zwnj.data).toHaveLength(1);
    expect(idsOf(noZwnj)).toEqual(idsOf(zwnj));
  });

  it('Persian digits find Latin ones and the other way round', async () => {
    const persian = await list<News>(api(), PATH, { search_keywords: 'A۳۸۰', search_mode: 'title' });
    expect(persian.data.map((n) => n.title)).toContain('امارات (Emirates) هواپیمای A380 را به مسیر تهران بازمی‌گرداند');
    const terminal = await list<News>(api(), PATH, { search_keywords: 'ترمینال 2', search_mode: 'title' });
    expect(terminal.data.map((n) => n.title)).toContain('افتتاح سالن CIP جدید در ترمینال ۲ فرودگاه مهرآباد');
    const latin = await list<News>(api(), PATH, { search_keywords: '30 درصدی', search_mode: 'title' });
    expect(latin.data[0]?.title).toContain('۳۰ درصدی');
  });

  it('search_type=or needs any word, and (default) every word; whole-word matching on request', async () => {
    const and = await list(api(), PATH, { search_keywords: 'کیش مشهد', limit: 100 });
    const or = await list(api(), PATH, { search_keywords: 'کیش مشهد', search_type: 'or', limit: 100 });
    expect(or.paging.total).toBeGreaterThan(and.paging.total);
    const partial = await list(api(), PATH, { search_keywords: 'فرودگا', search_mode: 'title', limit: 100 });
    const whole = await list(api(), PATH, {
      search_keywords: 'فرودگا',
      search_mode: 'title',
      match_whole_word_for_search_keywords: 'true',
    });
    expect(partial.paging.total).toBeGreaterThan(0);
    expect(whole.paging.total).toBe(0);
  });

  it('sorts by published_at, view_count, priority, id and title, both ways', async () => {
    for (const f of ['published_at', 'view_count', 'priority', 'id']) await expectSortsBy(api(), PATH, f);
    await expectTitleSortReverses(api(), PATH);
  });

  it('rejects an unknown sort field', async () => {
    await expectUnknownSortRejected(api(), PATH, 'view_count');
  });

  it('answers one news item with its body, 404 for a missing one', async () => {
    const item = await expectDetailAnd404(api(), PATH, 1);
    expect(item.body.split('\n\n').length).toBeGreaterThanOrEqual(3);
    expect(item.category_title).toBe('خدمات CIP و تشریفات');
  });

  it('sends ETag and answers 304', async () => {
    await expectEtag304(api(), `${PATH}?limit=4`);
    await expectEtag304(api(), `${PATH}/2`);
  });
});
