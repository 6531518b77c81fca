import { describe, expect, it } from 'vitest';
import { api as endpoints, localizedPath } from '@vip/contract';
import { describeEachBackend } from '../../../test/helpers';
import {
  expectDetailAnd404,
  expectEtag304,
  expectPagesThrough,
  expectTitleSortReverses,
  expectUnknownSortRejected,
  idsOf,
  list,
} from '../../../test/list-asserts';
import { coverSvg } from '../../db/seed/cover-image';

const PATH = endpoints.listCmsBoxes.path;
type Box = {
  id: number;
  page_id: number;
  key: string;
  title: string;
  priority: number;
  link_url: string | null;
  image: { alt: string } | null;
};

describe('cover images', () => {
  it('draws a text-free SVG per (kind, id), the same every time', () => {
    const svg = coverSvg('news', 7, 1200, 675);
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="675"/);
    expect(svg).not.toContain('<text');
    expect(coverSvg('news', 7, 1200, 675)).toBe(svg);
    expect(coverSvg('news', 8, 1200, 675)).not.toBe(svg);
  });
});

describeEachBackend(`GET ${endpoints.listCmsBoxes.path}`, (api) => {
  it('lists the home page boxes (hero slides, banners, features, FAQ) by priority', async () => {
    const body = await list<Box>(api(), PATH, { pageId: 1, limit: 100 });
    const keys = new Set(body.data.map((b) => b.key));
    expect([...keys].sort()).toEqual(['home-banner', 'home-faq', 'home-features', 'home-hero']);
    const pr = body.data.map((b) => b.priority);
    expect(pr).toEqual([...pr].sort((a, b) => a - b));
    for (const b of body.data) if (b.image) expect(b.image.alt).toMatch(/[\u0600-\u06ff]/);
  });

  it('pageId (and page_id) narrows to one page', async () => {
    const all = await list<Box>(api(), PATH, { limit: 100 });
    const home = await list<Box>(api(), PATH, { pageId: 1, limit: 100 });
    const shop = await list<Box>(api(), PATH, { page_id: 2, limit: 100 });
    expect(home.data.every((b) => b.page_id === 1)).toBe(true);
    expect(shop.data.length).toBeGreaterThan(0);
    expect(shop.data.every((b) => b.page_id === 2)).toBe(true);
    expect(home.paging.total + shop.paging.total).toBe(all.paging.total);
  });

  it('under /en/ and /ar/ a slot answers its boxes in that language, and Persian where the slot has none', async () => {
    type LangBox = Box & { lang: string; subtitle: string; link_title: string | null };
    const en = await list<LangBox>(api(), localizedPath(PATH, 'en'), { pageId: 1, key: 'home-hero' });
    expect(en.data).toHaveLength(3);
    for (const b of en.data) {
      expect(b.lang).toBe('en');
      expect(`${b.title} ${b.subtitle} ${b.link_title}`).not.toMatch(/[\u0600-\u06ff]/);
    }
    expect(en.data[0].title).toMatch(/journey/i);
    const ar = await list<LangBox>(api(), localizedPath(PATH, 'ar'), { pageId: 1, key: 'home-hero' });
    expect(ar.data.map((b) => b.lang)).toEqual(['ar', 'ar', 'ar']);
    // Persian-only letters (pe, che, zhe, gaf, keheh, Farsi yeh) would betray Persian text under Arabic.
    for (const b of ar.data) expect(`${b.title} ${b.subtitle}`).not.toMatch(/[پچژگکی]/);
    // The shop page has no English boxes yet: its Persian ones stand in.
    const shop = await list<LangBox>(api(), localizedPath(PATH, 'en'), { page_id: 2 });
    expect(shop.data.length).toBeGreaterThan(0);
    expect(shop.data.every((b) => b.lang === 'fa')).toBe(true);
    // Persian readers see only Persian boxes.
    const fa = await list<LangBox>(api(), PATH, { pageId: 1, limit: 100 });
    expect(fa.data.every((b) => b.lang === 'fa')).toBe(true);
  });

  it('key narrows to one slot', async () => {
    const hero = await list<Box>(api(), PATH, { pageId: 1, key: 'home-hero' });
    expect(hero.data).toHaveLength(3);
    expect(hero.data.every((b) => b.key === 'home-hero' && b.link_url?.includes('booking=open'))).toBe(true);
  });

  it('limit and offset page through the list', async () => {
    await expectPagesThrough(api(), PATH, 4);
  });

  it('search_keywords with whole words, Arabic letters, digits and half-spaces', async () => {
    const q = { pageId: 1, search_mode: 'All', match_whole_word_for_search_keywords: 'true' };
    // The half-space is not a word break: فست‌ترک is one word, found whole with or without the ZWNJ typed.
    const whole = await list<Box>(api(), PATH, { ...q, search_keywords: 'فستترک' });
    expect(whole.data.map((b) => b.title)).toContain('فست‌ترک؛ کوتاه‌ترین راه تا گیت پرواز');
    expect((await list(api(), PATH, { ...q, search_keywords: 'فس' })).data).toHaveLength(0);
    expect((await list(api(), PATH, { pageId: 1, search_keywords: 'فس' })).data.length).toBeGreaterThan(0);
    const arabic = await list<Box>(api(), PATH, { ...q, search_keywords: 'كوتاهترين' });
    expect(idsOf(arabic)).toEqual(idsOf(await list(api(), PATH, { ...q, search_keywords: 'کوتاه‌ترین' })));
    expect(arabic.data.length).toBeGreaterThan(0);
    const digits = await list<Box>(api(), PATH, { ...q, search_keywords: '24', search_mode: 'title' });
    expect(digits.data.map((b) => b.title)).toEqual(['پشتیبانی ۲۴ ساعته']);
  });

  it('sorts by priority, id and title, both ways', async () => {
    const desc = await list<Box>(api(), PATH, { sort: '-priority', limit: 100 });
    const pr = desc.data.map((b) => b.priority);
    expect(pr).toEqual([...pr].sort((a, b) => b - a));
    const ids = idsOf(await list(api(), PATH, { sort: '-id', limit: 100 }));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    await expectTitleSortReverses(api(), PATH);
  });

  it('rejects an unknown sort field', async () => {
    await expectUnknownSortRejected(api(), PATH, 'priority');
  });

  it('answers one box, 404 for a missing one', async () => {
    const box = await expectDetailAnd404(api(), PATH, 1);
    expect(box).toMatchObject({ page_id: 1, key: 'home-hero', link_title: 'رزرو CIP' });
  });

  it('sends ETag and answers 304', async () => {
    await expectEtag304(api(), `${PATH}?pageId=1`);
  });
});
