import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { api as endpoints, localizedPath } from '@vip/contract';
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
import { faqs } from './schema';
import { seedFaqs } from './seed';

// The member area's section names, as its navigation shows them (the site's messages).
const memberSections: string[] = Object.values(
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../../web/messages/fa/dashboard.json'), 'utf8')).dashboard
    .navItems,
);

const PATH = endpoints.listFaqs.path;
type Faq = {
  id: number;
  category_id: number;
  category_title: string;
  question: string;
  answer: string;
  priority: number;
};

describeEachBackend(`GET ${endpoints.listFaqs.path}`, (api) => {
  it('answers under /en/ in English and under /ar/ in Arabic, questions, answers and categories', async () => {
    const fa = await list<Faq>(api(), PATH, { limit: 100 });
    const en = await list<Faq>(api(), localizedPath(PATH, 'en'), { limit: 100 });
    const ar = await list<Faq>(api(), localizedPath(PATH, 'ar'), { limit: 100 });
    expect(idsOf(en)).toEqual(idsOf(fa));
    expect(idsOf(ar)).toEqual(idsOf(fa));
    for (const f of en.data)
      expect(`${f.question} ${f.answer} ${f.category_title}`, `FAQ ${f.id}`).not.toMatch(/[\u0600-\u06ff]/);
    expect(en.data.find((f) => f.id === 1)?.question).toBe('What exactly does the airport CIP service include?');
    expect(en.data.find((f) => f.id === 1)?.category_title).toBe('CIP and VIP airport services');
    for (const f of ar.data) {
      expect(`${f.question} ${f.answer} ${f.category_title}`, `FAQ ${f.id}`).toMatch(/[\u0600-\u06ff]/);
      // Arabic shares most letters with Persian; these are Persian's own.
      expect(`${f.question} ${f.answer} ${f.category_title}`, `FAQ ${f.id}`).not.toMatch(/[پچژگکی]/);
    }
    const one = (await api().get(localizedPath(`${PATH}/1`, 'en'))).json() as { data: Faq };
    expect(one.data.answer).toMatch(/private entrance/);
  });

  it('falls back to Persian where a question has no translation', async () => {
    await api().database.db.update(faqs).set({ questionEn: '', answerEn: '' }).where(eq(faqs.id, 2));
    try {
      const en = await list<Faq>(api(), localizedPath(PATH, 'en'), { limit: 100 });
      const two = en.data.find((f) => f.id === 2);
      expect(two?.question).toBe('تفاوت فست‌ترک، سالن بیزینس و CIP چیست؟');
    } finally {
      await seedFaqs(api().database.db);
    }
  });

  it('lists FAQs by priority, many about the airport VIP services', async () => {
    const body = await list<Faq>(api(), PATH, { limit: 100 });
    expect(body.paging.total).toBeGreaterThanOrEqual(20);
    const pr = body.data.map((f) => f.priority);
    expect(pr).toEqual([...pr].sort((a, b) => a - b));
    expect(body.data.filter((f) => f.category_id === 301).length).toBeGreaterThanOrEqual(10);
    expect(body.data[0]!.category_title).toBe('خدمات CIP و تشریفات فرودگاهی');
  });

  it('answers promise only what the site has: every section they name «…» is in the member area, no retired names', async () => {
    const body = await list<Faq>(api(), PATH, { limit: 100 });
    const named = body.data.flatMap((f) =>
      [...f.answer.matchAll(/«([^»]+)»/g)].map((m) => [f.question, m[1]!] as const),
    );
    expect(named.length).toBeGreaterThanOrEqual(5);
    for (const [question, section] of named) expect(memberSections, `${question}: «${section}»`).toContain(section);
    const text = body.data.map((f) => f.answer).join('\n');
    // Pages and options that do not exist (issue #16): «اعتبار من», a return button, card refunds, free shipping by total.
    for (const retired of ['اعتبار من', 'درخواست بازگشت', 'کارت بانکی شما', 'ریال ارسال رایگان', 'سفارش‌های CIP من'])
      expect(text, retired).not.toContain(retired);
  });

  it('re-seeding (version 2) rewrites an answer a database kept from before', async () => {
    await api().database.db.update(faqs).set({ answer: 'از صفحه «اعتبار من» …' }).where(eq(faqs.id, 1));
    await seedFaqs(api().database.db);
    const [row] = await api().database.db.select().from(faqs).where(eq(faqs.id, 1));
    expect(row!.answer).not.toContain('اعتبار من');
    expect(row!.answer).toContain('CIP');
  });

  it('FAQ categories are module 8 categories 301–305', async () => {
    const cats = (await api().get(`${endpoints.listCategories.path}?module_id=8&limit=100`)).json();
    expect(cats.data.map((c: { id: number }) => c.id)).toEqual([301, 302, 303, 304, 305]);
  });

  it('limit and offset page through the list', async () => {
    await expectPagesThrough(api(), PATH, 5);
  });

  it('category_ids narrows to those categories', async () => {
    await expectCategoryFilter(api(), PATH, 303, 305);
  });

  it('search_text with search_type=or needs any word, and every word', async () => {
    const q = { search_text: 'حیوان ویلچر', search_mode: 'all', limit: 100 };
    const and = await list<Faq>(api(), PATH, q);
    const or = await list<Faq>(api(), PATH, { ...q, search_type: 'or' });
    expect(or.paging.total).toBeGreaterThan(and.paging.total);
    expect(or.data.some((f) => f.question.includes('حیوان خانگی'))).toBe(true);
    expect(or.data.some((f) => f.question.includes('ویلچر'))).toBe(true);
  });

  it('search_mode=title looks at questions only; answers are searched by default', async () => {
    const all = await list(api(), PATH, { search_text: 'قرنطینه' });
    expect(all.data.length).toBeGreaterThan(0);
    expect((await list(api(), PATH, { search_text: 'قرنطینه', search_mode: 'title' })).data).toHaveLength(0);
  });

  it('Arabic ي/ك, Persian digits and half-spaces are normalised', async () => {
    const persian = await list<Faq>(api(), PATH, { search_text: 'ویلچر', limit: 100 });
    const arabic = await list<Faq>(api(), PATH, { search_text: 'ويلچر', limit: 100 });
    expect(persian.data.length).toBeGreaterThan(0);
    expect(idsOf(arabic)).toEqual(idsOf(persian));
    const latin = await list<Faq>(api(), PATH, { search_text: '72 ساعت', limit: 100 });
    expect(latin.data.length).toBeGreaterThan(0);
    expect(latin.data.every((f) => f.answer.includes('۷۲ ساعت'))).toBe(true);
    const zwnj = await list(api(), PATH, { search_text: 'کمتوان', search_mode: 'title' });
    expect(zwnj.data).toHaveLength(1);
    expect(idsOf(zwnj)).toEqual(idsOf(await list(api(), PATH, { search_text: 'کم‌توان', search_mode: 'title' })));
  });

  it('sorts by priority, view_count, created_at, id and title (question), both ways', async () => {
    for (const f of ['priority', 'view_count', 'created_at', 'id']) await expectSortsBy(api(), PATH, f);
    await expectTitleSortReverses(api(), PATH);
    await expectTitleSortReverses(api(), PATH, 'question');
  });

  it('rejects an unknown sort field', async () => {
    await expectUnknownSortRejected(api(), PATH, 'question');
  });

  it('answers one FAQ, 404 for a missing one', async () => {
    const faq = await expectDetailAnd404(api(), PATH, 1);
    expect(faq.question).toContain('CIP');
  });

  it('sends ETag and answers 304', async () => {
    await expectEtag304(api(), `${PATH}?category_ids=301`);
  });
});
