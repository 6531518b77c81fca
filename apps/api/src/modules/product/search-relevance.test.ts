import { productListQuery } from '@vip/contract';
import { afterAll, expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { openStorage } from '../../storage';
import { listProducts } from './queries';

/**
 * Relevance set of product search (issue #16): queries a shopper types, in Persian, Latin and mixed, misspelt
 * ones included, each with the product expected first and the pattern of every product that answers it well.
 * precision@3 = share of the first three results that are relevant (out of 3, or of all relevant ones when fewer).
 */
const CASES: { query: string; first: RegExp; relevant: RegExp }[] = [
  { query: 'چمدان ۵۵', first: /S'Cure سایز ۵۵/, relevant: /^چمدان کابین/ },
  { query: 'چمدان 55', first: /S'Cure سایز ۵۵/, relevant: /^چمدان کابین/ },
  { query: 'Samsonite', first: /سامسونت/, relevant: /سامسونت/ },
  { query: 'samsonite چمدان', first: /^چمدان .*سامسونت/, relevant: /چمدان.*سامسونت/ },
  { query: 'سامسونت', first: /سامسونت/, relevant: /سامسونت/ },
  { query: 'sony', first: /سونی/, relevant: /سونی/ },
  { query: 'xm5', first: /WH-1000XM5/, relevant: /WH-1000XM5/ },
  { query: 'WH-1000XM5', first: /WH-1000XM5/, relevant: /WH-1000XM5/ },
  { query: 'هدفون سونی', first: /^هدفون بی‌سیم سونی/, relevant: /^هدفون بی‌سیم سونی/ },
  { query: 'هدفن سونی', first: /^هدفون بی‌سیم سونی/, relevant: /^هدفون بی‌سیم سونی/ },
  { query: 'چمدون', first: /چمدان/, relevant: /چمدان/ },
  { query: 'چمدان سامسونيت', first: /^چمدان .*سامسونت/, relevant: /چمدان.*سامسونت/ },
  { query: 'پاوربانک انکر', first: /^پاوربانک .*انکر/, relevant: /^پاوربانک .*انکر/ },
  { query: 'پاوربانک ۲۰۰۰۰', first: /^پاوربانک ۲۰۰۰۰/, relevant: /^پاوربانک ۲۰۰۰۰/ },
  { query: 'پاور بانک', first: /^پاوربانک/, relevant: /^پاوربانک/ },
  { query: 'شارژر ۶۵ وات', first: /^شارژر .*۶۵ وات/, relevant: /^شارژر .*۶۵ وات/ },
  { query: 'redmi buds', first: /Redmi Buds 4 Pro/, relevant: /Redmi Buds/ },
  { query: 'هندزفری شیائومی', first: /Redmi Buds/, relevant: /^هندزفری .*شیائومی/ },
  { query: 'sauvage', first: /Sauvage/, relevant: /Sauvage/ },
  { query: 'عطر دیور', first: /دیور/, relevant: /دیور/ },
  { query: 'Chanel', first: /شنل/, relevant: /شنل/ },
  { query: 'bleu de chanel', first: /Bleu de Chanel/, relevant: /Bleu de Chanel/ },
  { query: 'کاسیو', first: /کاسیو/, relevant: /کاسیو/ },
  { query: 'ga-2100', first: /GA-2100/, relevant: /GA-2100/ },
  { query: 'جی شاک', first: /جی‌شاک/, relevant: /جی‌شاک/ },
  { query: 'عینک آفتابی', first: /^عینک آفتابی/, relevant: /^عینک آفتابی/ },
  { query: 'rayban', first: /ری‌بن/, relevant: /ری‌بن/ },
  { query: 'ساعت هوشمند', first: /Redmi Watch/, relevant: /Redmi Watch/ },
  { query: 'زعفران', first: /^زعفران/, relevant: /^زعفران/ },
  { query: 'زغفران', first: /^زعفران/, relevant: /^زعفران/ },
  { query: 'گز پسته', first: /^گز آردی/, relevant: /^گز / },
  { query: 'بالش گردنی', first: /^بالش گردنی/, relevant: /^بالش گردنی/ },
  { query: 'قفل tsa', first: /^قفل TSA/, relevant: /^قفل TSA/ },
  { query: 'کوله پشتی لپ تاپ', first: /Guardit/, relevant: /^کوله‌پشتی/ },
  { query: 'delsey', first: /دلسی/, relevant: /دلسی/ },
  { query: 'دلسی ۶۶', first: /Segur سایز ۶۶/, relevant: /Segur/ },
  { query: 'american tourister', first: /آمریکن توریستر/, relevant: /آمریکن توریستر/ },
  { query: 'mi business', first: /Mi Business/, relevant: /Mi Business/ },
  { query: 'anker 737', first: /737/, relevant: /737/ },
  { query: 'کرم ضد آفتاب', first: /^کرم ضدآفتاب/, relevant: /^کرم ضدآفتاب/ },
  { query: 'ضد افتاب', first: /^کرم ضدآفتاب/, relevant: /^کرم ضدآفتاب/ },
  { query: 'کیمیاگر', first: /کیمیاگر/, relevant: /کیمیاگر/ },
  { query: 'صد سال تنهایی', first: /صد سال تنهایی/, relevant: /صد سال تنهایی/ },
  { query: 'ملت عشق', first: /ملت عشق/, relevant: /ملت عشق/ },
  { query: 'جوراب پرواز', first: /^جوراب طبی پرواز/, relevant: /^جوراب/ },
  { query: 'هودی آدیداس', first: /^هودی .*آدیداس/, relevant: /^هودی/ },
];

describeEachBackend('product search relevance', (api, backend) => {
  const scores: { query: string; p1: number; p3: number; top: string[] }[] = [];

  it(`ranks the expected product first or near it for ${CASES.length} queries`, async () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
    const storage = openStorage(api().config);
    const all = (await listProducts(api().app.db, productListQuery.parse({ limit: 100 }), storage)).data;
    for (const c of CASES) {
      const top = (
        await listProducts(api().app.db, productListQuery.parse({ search_keywords: c.query, limit: 3 }), storage)
      ).data.map((p) => p.title);
      const relevantCount = all.filter((p) => c.relevant.test(p.title)).length;
      expect(relevantCount, `no seeded product is relevant to ${c.query}`).toBeGreaterThan(0);
      scores.push({
        query: c.query,
        p1: top[0] && c.first.test(top[0]) ? 1 : 0,
        p3: top.filter((t) => c.relevant.test(t)).length / Math.min(3, relevantCount),
        top,
      });
    }
    const missed = scores.filter((s) => s.p1 === 0);
    const mean = (k: 'p1' | 'p3') => scores.reduce((sum, s) => sum + s[k], 0) / scores.length;
    console.log(
      `[${backend}] product search over ${scores.length} queries: precision@3 = ${mean('p3').toFixed(3)}, ` +
        `first result expected = ${mean('p1').toFixed(3)}` +
        missed.map((s) => `\n  missed first: ${s.query} → ${s.top.join(' | ')}`).join(''),
    );
    // The bar this set holds the search to; a change that lowers it is a regression to look at.
    expect(mean('p1')).toBeGreaterThanOrEqual(0.9);
    expect(mean('p3')).toBeGreaterThanOrEqual(0.9);
  });

  it('finds nothing for words that resemble no product', async () => {
    const storage = openStorage(api().config);
    for (const query of ['بلیط قطار', 'xylophone', 'تلویزیون']) {
      const found = await listProducts(api().app.db, productListQuery.parse({ search_keywords: query }), storage);
      expect(
        found.data.map((p) => p.title),
        query,
      ).toEqual([]);
    }
  });

  afterAll(() => {
    scores.length = 0;
  });
});
