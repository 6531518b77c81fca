import { api as endpoints, type Suggestions } from '@vip/contract';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';

describeEachBackend('search suggestions', (api) => {
  const suggest = async (q: string): Promise<Suggestions> => {
    const res = await api().call(endpoints.searchSuggestions, { query: { q } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('offers products, the brand and its shop categories for a brand typed in Latin or Persian', async () => {
    const latin = await suggest('Samsonite');
    expect(latin.brands[0]).toMatchObject({ title: 'سامسونت', title_en: 'Samsonite' });
    expect(latin.products.length).toBeGreaterThan(0);
    for (const p of latin.products) expect(p.brand).toBe('سامسونت');
    expect(latin.products[0].price).toBeGreaterThan(0);
    const persian = await suggest('سامسونت');
    expect(persian.brands[0].title_en).toBe('Samsonite');
  });

  it('ranks a model number and a size the way a shopper means them', async () => {
    expect((await suggest('xm5')).products[0].title).toMatch(/WH-1000XM5/);
    // A word found as typed is not also matched by likeness: "sony" does not bring the "Soundbox" suitcase.
    for (const p of (await suggest('sony')).products) expect(p.brand).toBe('سونی');
    expect((await suggest('چمدان ۵۵')).products[0].title).toMatch(/سایز ۵۵/);
  });

  it('offers shop categories and articles, never article categories', async () => {
    const s = await suggest('چمدان');
    expect(s.categories.map((c) => c.title).join('|')).toMatch(/چمدان/);
    const articles = await suggest('فرودگاه');
    expect(articles.articles.length).toBeGreaterThan(0);
    expect(articles.articles.length).toBeLessThanOrEqual(3);
  });

  it('still finds something for a misspelt word, and nothing for nonsense', async () => {
    expect((await suggest('چمدون')).products[0].title).toMatch(/چمدان/);
    const none = await suggest('xylophone');
    expect(none).toEqual({ products: [], brands: [], categories: [], articles: [] });
  });

  it('refuses an empty or overlong query in Persian', async () => {
    for (const q of ['  ', 'ا'.repeat(101)]) {
      const res = await api().call(endpoints.searchSuggestions, { query: { q } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error_message).toMatch(/[\u0600-\u06ff]/);
    }
  });
});
