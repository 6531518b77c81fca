import { expect, it } from 'vitest';
import { api as endpoints, pathOf } from '@vip/contract';
import { eq, sql } from 'drizzle-orm';
import { describeEachBackend } from '../../../test/helpers';
import { brands, productReviews, products, productTexts, REVIEW_STATUS } from './schema';
import { searchTuning } from './search-index';

type Item = {
  id: number;
  title: string;
  price: number;
  old_price: number | null;
  in_stock: boolean;
  stock: number;
  brand: { id: number; title: string } | null;
  image: { url: string; alt: string; width: number; height: number; srcset: string } | null;
  rating: number;
  review_count: number;
  category_ids: number[];
};
type List<T = Item> = {
  data: T[];
  paging: { total: number; returned: number; offset: number; limit: number; has_more: boolean };
};
const P = endpoints.listProducts.path;
const enc = encodeURIComponent;

describeEachBackend('product API', (api) => {
  const list = async <T = Item>(url: string): Promise<List<T>> => {
    const res = await api().get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const titles = (l: List) => l.data.map((p) => p.title);
  const all = () => list(`${P}?limit=100`);

  it('lists products with paging, the list-item fields and absolute image URLs', async () => {
    const body = await list(P);
    expect(body.paging).toMatchObject({ offset: 0, limit: 12, returned: 12, has_more: true });
    expect(body.paging.total).toBeGreaterThanOrEqual(80);
    const p = body.data[0];
    expect(Object.keys(p).sort()).toEqual(
      [
        'id',
        'title',
        'slug',
        'summary',
        'price',
        'old_price',
        'in_stock',
        'stock',
        'brand',
        'image',
        'rating',
        'review_count',
        'category_ids',
      ].sort(),
    );
    expect(p.image?.url).toMatch(/^http:\/\/localhost:4000\/media\/[a-z0-9-]+-640\.webp$/);
    expect(p.image?.srcset).toMatch(/-320\.webp 320w, .*-640\.webp 640w$/);
    expect(p.image).toMatchObject({ width: 640, height: 640 });
    expect(p.image?.alt).toMatch(/[\u0600-\u06ff]/);
    expect(Number.isInteger(p.price)).toBe(true);
  });

  it('limit and offset page through the products', async () => {
    const a = await list(`${P}?limit=5&offset=0&sort=id`);
    const b = await list(`${P}?limit=5&offset=5&sort=id`);
    expect(a.data).toHaveLength(5);
    expect(b.data[0].id).toBeGreaterThan(a.data[4].id);
  });

  it('category_ids filters by category and includes its descendants; a list of several means any', async () => {
    const cabin = await list(`${P}?category_ids=120&limit=100`);
    expect(cabin.paging.total).toBeGreaterThan(0);
    expect(cabin.data.every((p) => p.category_ids.includes(120))).toBe(true);
    const luggage = await list(`${P}?category_ids=110&limit=100`);
    expect(luggage.paging.total).toBeGreaterThan(cabin.paging.total);
    expect(luggage.data.some((p) => p.category_ids.includes(120) && !p.category_ids.includes(110))).toBe(true);
    const shop = await list(`${P}?category_ids=103&limit=100`);
    expect(shop.paging.total).toBe((await all()).paging.total);
    const two = await list(`${P}?category_ids=113,114&limit=100`);
    const perfume = await list(`${P}?category_ids=113&limit=100`);
    const watches = await list(`${P}?category_ids=114&limit=100`);
    expect(two.paging.total).toBe(perfume.paging.total + watches.paging.total);
  });

  it('the special categories (promotions 329, best sellers 335, new arrivals 334) have products', async () => {
    const promo = await list(`${P}?category_ids=329&limit=100`);
    expect(promo.paging.total).toBeGreaterThan(5);
    expect(promo.data.every((p) => p.old_price !== null && p.old_price > p.price)).toBe(true);
    expect((await list(`${P}?category_ids=335`)).paging.total).toBeGreaterThan(5);
    expect((await list(`${P}?category_ids=334`)).paging.total).toBeGreaterThan(5);
  });

  it('brand_ids filters by brand', async () => {
    const body = await list(`${P}?brand_ids=1&limit=100`);
    expect(body.paging.total).toBeGreaterThan(0);
    expect(body.data.every((p) => p.brand?.id === 1)).toBe(true);
    const two = await list(`${P}?brand_ids=1,2&limit=100`);
    expect(two.paging.total).toBeGreaterThan(body.paging.total);
  });

  it('available_in_stock=true hides out-of-stock products', async () => {
    const everything = await all();
    expect(everything.data.some((p) => !p.in_stock && p.stock === 0)).toBe(true);
    const inStock = await list(`${P}?available_in_stock=true&limit=100`);
    expect(inStock.paging.total).toBeLessThan(everything.paging.total);
    expect(inStock.data.every((p) => p.in_stock && p.stock > 0)).toBe(true);
  });

  it('ids answers those products in the order asked (the compare page)', async () => {
    const body = await list(`${P}?ids=7,3,42`);
    expect(body.data.map((p) => p.id)).toEqual([7, 3, 42]);
    const sorted = await list(`${P}?ids=7,3,42&sort=id`);
    expect(sorted.data.map((p) => p.id)).toEqual([3, 7, 42]);
  });

  it('min_price and max_price bound the price (Rials)', async () => {
    const body = await list(`${P}?min_price=10000000&max_price=50000000&limit=100`);
    expect(body.paging.total).toBeGreaterThan(0);
    expect(body.paging.total).toBeLessThan((await all()).paging.total);
    expect(body.data.every((p) => p.price >= 10_000_000 && p.price <= 50_000_000)).toBe(true);
  });

  it('sorts ascending and descending by every sortable field', async () => {
    const fields: [string, (p: Item) => number | string][] = [
      ['price', (p) => p.price],
      ['rating', (p) => p.rating],
      ['review_count', (p) => p.review_count],
      ['stock', (p) => p.stock],
      ['id', (p) => p.id],
    ];
    for (const [field, value] of fields) {
      const asc = (await list(`${P}?sort=${field}&limit=100`)).data.map(value) as number[];
      const desc = (await list(`${P}?sort=-${field}&limit=100`)).data.map(value) as number[];
      expect(asc, field).toEqual([...asc].sort((a, b) => a - b));
      expect(desc, field).toEqual([...desc].sort((a, b) => b - a));
      expect(asc[0]).not.toEqual(desc[0]);
    }
    for (const field of ['title', 'created_at', 'sales', 'popularity', 'priority']) {
      const asc = (await list(`${P}?sort=${field},id&limit=100`)).data.map((p) => p.id);
      const desc = (await list(`${P}?sort=-${field},-id&limit=100`)).data.map((p) => p.id);
      expect(desc, field).toEqual([...asc].reverse());
      expect(asc, field).not.toEqual([...asc].sort((a, b) => a - b));
    }
  });

  it('created_at sorts by the product date and sales by popularity (checked through the detail)', async () => {
    const newest = (await list(`${P}?sort=-created_at&limit=3`)).data.map((p) => p.id);
    const dates = await Promise.all(
      newest.map(async (id) => (await api().get(`${P}/${id}`)).json().data.created_at as string),
    );
    expect(dates).toEqual([...dates].sort().reverse());
    const best = (await list(`${P}?sort=-sales&limit=3`)).data.map((p) => p.id);
    const sales = await Promise.all(best.map(async (id) => (await api().get(`${P}/${id}`)).json().data.sales_count));
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it('rejects an unknown sort field with 400 listing the allowed ones', async () => {
    const res = await api().get(`${P}?sort=password`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status_code: 400, error_code: 'invalid_sort' });
    expect(res.json().errors[0].message).toContain('price');
    for (const url of [
      `${endpoints.listBrands.path}?sort=x`,
      `${endpoints.listUnits.path}?sort=x`,
      `${P}/1/reviews?sort=x`,
    ]) {
      expect((await api().get(url)).statusCode, url).toBe(400);
    }
  });

  it('search_text: Persian digits find a title with Latin digits and vice versa', async () => {
    const latin = await list(`${P}?search_text=20000`);
    expect(titles(latin)).toContain('پاوربانک ۲۰۰۰۰ میلی‌آمپر انکر مدل PowerCore');
    const persian = await list(`${P}?search_text=${enc('۱۰۰۰')}&search_mode=title`);
    expect(titles(persian)).toContain('هدفون بی‌سیم سونی مدل WH-1000XM5');
  });

  it('search_text: Arabic ي and ك find Persian ی and ک; a ZWNJ is a space, and the solid spelling is found by likeness', async () => {
    const persian = await list(`${P}?search_text=${enc('پاوربانک انکر')}`);
    expect(persian.paging.total).toBeGreaterThan(0);
    const arabic = await list(`${P}?search_text=${enc('پاوربانك انكر')}`);
    expect(arabic.data.map((p) => p.id)).toEqual(persian.data.map((p) => p.id));
    const yeh = await list(`${P}?search_text=${enc('كيت')}&search_mode=title`);
    expect(titles(yeh).length).toBeGreaterThan(0);
    expect(titles(yeh).every((t) => t.includes('کیت'))).toBe(true);
    const withZwnj = await list(`${P}?search_text=${enc('میلی\u200cآمپر')}&search_mode=title`);
    const spaced = await list(`${P}?search_text=${enc('میلی آمپر')}&search_mode=title`);
    const solid = await list(`${P}?search_text=${enc('میلیآمپر')}&search_mode=title`);
    expect(withZwnj.paging.total).toBeGreaterThan(0);
    expect(spaced.data.map((p) => p.id)).toEqual(withZwnj.data.map((p) => p.id));
    // Written solid it is no word of the titles: likeness finds them, the same ones first.
    const exact = withZwnj.data.map((p) => p.id);
    expect(solid.data.slice(0, exact.length).map((p) => p.id)).toEqual(exact);
  });

  it('search_type or finds more than and; search_mode title is narrower than all', async () => {
    const q = enc('سونی انکر');
    const and = await list(`${P}?search_text=${q}&search_type=and`);
    const or = await list(`${P}?search_text=${q}&search_type=or&limit=100`);
    expect(and.paging.total).toBe(0);
    expect(or.paging.total).toBeGreaterThan(5);
    const inTitle = await list(`${P}?search_text=${enc('کابین')}&search_mode=title&limit=100`);
    const anywhere = await list(`${P}?search_text=${enc('کابین')}&search_mode=all&limit=100`);
    expect(anywhere.paging.total).toBeGreaterThan(inTitle.paging.total);
    const whole = await list(`${P}?search_text=${enc('پاوربان')}&match_whole_word_for_search_keywords=true`);
    expect(whole.paging.total).toBe(0);
  });

  it('a search by relevance pages through every match once, with the total on every page and past the last', async () => {
    const q = `${P}?search_text=${enc('سونی انکر')}&search_type=or`;
    const all = await list(`${q}&limit=100`);
    expect(all.paging.total).toBe(all.data.length);
    const paged: number[] = [];
    for (let offset = 0; offset < all.paging.total; offset += 4) {
      const page = await list(`${q}&limit=4&offset=${offset}`);
      expect(page.paging.total).toBe(all.paging.total);
      paged.push(...page.data.map((p) => p.id));
    }
    expect(paged).toEqual(all.data.map((p) => p.id));
    const past = await list(`${q}&limit=4&offset=${all.paging.total + 8}`);
    expect(past.data).toEqual([]);
    expect(past.paging.total).toBe(all.paging.total);
    expect(past.paging.has_more).toBe(false);
  });

  // The relevance order reads the search index (product_search_postings); an explicit sort reads the products' own
  // texts. Both must find the same products for every kind of query.
  it('a search by relevance finds exactly what the same search sorted by id finds (the index agrees with the texts)', async () => {
    const queries = [
      'چمدان',
      'چمدون',
      'سونی',
      'sony',
      'هدفون بی‌سیم',
      'كيف',
      'مدل',
      'کابین',
      'سفر',
      '۲۴',
      'ای',
      'زعفران سرگل',
      'پاوربانک انکر',
      'چرم',
      // One letter: most words hold it, so its thousands of vocabulary words go to the index as one array.
      'ا',
      'ا ی',
    ];
    const variants = ['', '&search_type=or', '&search_mode=title', '&match_whole_word_for_search_keywords=true'];
    let compared = 0;
    for (const text of queries)
      for (const variant of variants) {
        const q = `${P}?search_text=${enc(text)}${variant}&limit=100`;
        const [byRelevance, byId] = await Promise.all([list(q), list(`${q}&sort=id`)]);
        expect(byRelevance.paging.total, `${text} ${variant}`).toBe(byId.paging.total);
        if (byId.paging.total <= 100) {
          const ids = (l: List) => l.data.map((p) => p.id).sort((a, b) => a - b);
          expect(ids(byRelevance), `${text} ${variant}`).toEqual(ids(byId));
        }
        if (byId.paging.total > 0) compared++;
      }
    expect(compared).toBeGreaterThan(30);
  });

  // One-word and any-word searches put the longest posting list together with the other rows in one of two ways: by
  // `not in` and a look-up per other product when those are few, by a full join when many. Both must answer the same
  // pages, in the same order, with the same totals.
  it('a search by relevance answers the same pages whether the other rows are few or many', async () => {
    const texts = ['چمدان', 'سونی', 'sony', 'کابین', 'ای', 'سفر', 'ا', 'زعفران سرگل', 'پاوربانک انکر'];
    const variants = ['', '&search_type=or', '&search_mode=title', '&offset=4'];
    const pages = async () => {
      const out: unknown[] = [];
      for (const text of texts)
        for (const variant of variants) {
          const page = await list(`${P}?search_text=${enc(text)}${variant}&limit=8`);
          out.push([text, variant, page.paging.total, page.data.map((p) => p.id)]);
        }
      return out;
    };
    const few = await pages();
    const saved = searchTuning.fewOtherPostings;
    searchTuning.fewOtherPostings = -1;
    try {
      expect(await pages()).toEqual(few);
    } finally {
      searchTuning.fewOtherPostings = saved;
    }
  });

  // A two-letter word has no trigram: products' two-letter pieces (bigrams_search, migration 0019) narrow the search
  // by it. Checked here against the texts themselves, as `like` reads them, not against another path of the API.
  it('an every-word search with a two-letter word finds exactly the products whose texts hold every word', async () => {
    const { db } = api().database;
    const holdingAll = async (words: string[]) => {
      const { rows } = await db.execute<{ id: number }>(
        sql`select id from ${products} where published and ${sql.join(
          words.map((w) => sql`(${productTexts}) like ${`%${w}%`}`),
          sql` and `,
        )} order by id`,
      );
      return rows.map((r) => Number(r.id));
    };
    for (const [text, words] of [
      ['چمدان ۲۴', ['چمدان', '24']],
      ['سفر ای', ['سفر', 'ای']],
      ['کابین ۵۵', ['کابین', '55']],
      ['هدفون با', ['هدفون', 'با']],
    ] as const) {
      const expected = await holdingAll([...words]);
      expect(expected.length, text).toBeGreaterThan(0);
      for (const variant of ['', '&sort=id']) {
        const found = await list(`${P}?search_text=${enc(text)}${variant}&limit=100`);
        expect(
          found.data.map((p) => p.id).sort((a, b) => a - b),
          `${text} ${variant}`,
        ).toEqual(expected);
      }
    }
  });

  it('search follows edits: a new title word finds the product, the old no longer; unpublished or deleted, it is gone', async () => {
    const { db } = api().database;
    const search = async (text: string) =>
      (await list(`${P}?search_text=${enc(text)}&limit=100`)).data.map((p) => p.id);
    const [inserted] = await db
      .insert(products)
      .values({ title: 'قطب‌نمای کوهنوردی نقره‌ای', slug: 'test-compass-index', price: 4_500_000, stock: 3 })
      .returning({ id: products.id });
    const id = inserted.id;
    expect(await search('قطبنما')).toEqual([id]);
    await db.update(products).set({ title: 'دوربین شکاری کوهنوردی' }).where(eq(products.id, id));
    expect(await search('قطبنما')).not.toContain(id);
    expect(await search('دوربین شکاری')).toEqual([id]);
    await db.update(products).set({ summary: 'با بند چرمی شترمرغ' }).where(eq(products.id, id));
    expect(await search('شترمرغ')).toEqual([id]);
    // A two-letter word inside a longer one, in the description only: found, then gone with the edit.
    await db.update(products).set({ description: 'بدنه مدل X۳۶۰' }).where(eq(products.id, id));
    expect(await search('شترمرغ ۳۶')).toEqual([id]);
    await db.update(products).set({ description: 'بدنه آلومینیومی' }).where(eq(products.id, id));
    expect(await search('شترمرغ ۳۶')).toEqual([]);
    // Its brand's names are searched too: a new brand, a renamed brand, a brand taken away.
    const [brand] = await db
      .insert(brands)
      .values({ title: 'کوهپیما', titleEn: 'Zephyrix', slug: 'test-brand-index' })
      .returning({ id: brands.id });
    await db.update(products).set({ brandId: brand.id }).where(eq(products.id, id));
    expect(await search('zephyrix')).toEqual([id]);
    await db.update(brands).set({ titleEn: 'Quorvex' }).where(eq(brands.id, brand.id));
    expect(await search('zephyrix')).toEqual([]);
    expect(await search('quorvex')).toEqual([id]);
    await db.update(products).set({ brandId: null }).where(eq(products.id, id));
    expect(await search('quorvex')).toEqual([]);
    await db.delete(brands).where(eq(brands.id, brand.id));
    await db.update(products).set({ published: false }).where(eq(products.id, id));
    expect(await search('شترمرغ')).toEqual([]);
    await db.update(products).set({ published: true }).where(eq(products.id, id));
    expect(await search('شکاری شترمرغ')).toEqual([id]);
    await db.delete(products).where(eq(products.id, id));
    expect(await search('شترمرغ')).toEqual([]);
  });

  it('a misspelling like two words of a title together (not either alone) still finds it, in both orders', async () => {
    const { db } = api().database;
    const [{ id }] = await db
      .insert(products)
      .values({ title: 'کوله‌پشتی کوهنوردی exp orer', slug: 'test-split-word', price: 9_000_000, stock: 2 })
      .returning({ id: products.id });
    const q = `${P}?search_text=explorer&limit=100`;
    const [byRelevance, byId] = await Promise.all([list(q), list(`${q}&sort=id`)]);
    expect(byRelevance.data.map((p) => p.id)).toContain(id);
    expect(byRelevance.data.map((p) => p.id).sort()).toEqual(byId.data.map((p) => p.id).sort());
    await db.delete(products).where(eq(products.id, id));
  });

  it('answers a product page with gallery, brand, categories, unit, specs and rating', async () => {
    const res = await api().get(`${P}/1`);
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p.images.length).toBeGreaterThanOrEqual(2);
    expect(p.images[0]).toEqual(p.image);
    expect(p.brand).toMatchObject({ id: 1, title: 'سامسونت', title_en: 'Samsonite', slug: 'samsonite' });
    expect(p.brand.logo.url).toMatch(/\/media\/brand-samsonite-[a-f0-9]+-640\.webp$/);
    expect(p.categories.map((c: { id: number }) => c.id)).toContain(120);
    expect(p.unit).toEqual({ id: 1, title: 'عدد' });
    expect(p.attributes.length).toBeGreaterThan(3);
    expect(p.attributes[0]).toEqual({ title: 'برند', value: 'سامسونت' });
    expect(p.description.split('\n\n').length).toBeGreaterThanOrEqual(3);
    expect(p.created_at).toMatch(/Z$/);
    const reviews = await list<{ rate: number }>(`${P}/1/reviews?limit=100`);
    expect(p.review_count).toBe(reviews.paging.total);
    if (reviews.paging.total) {
      const avg = reviews.data.reduce((s, r) => s + r.rate, 0) / reviews.paging.total;
      expect(p.rating).toBeCloseTo(avg, 2);
    }
  });

  it('404 with a Persian message for a missing product, brand, unit or review; 400 for a bad id', async () => {
    for (const url of [
      `${P}/999999`,
      `${endpoints.listBrands.path}/999999`,
      `${endpoints.listUnits.path}/999999`,
      pathOf(endpoints.getReview, { id: 999999 }),
      `${P}/999999/reviews`,
    ]) {
      const res = await api().get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error_message).toMatch(/پیدا نشد/);
    }
    expect((await api().get(`${P}/abc`)).statusCode).toBe(400);
  });

  it('reviews: only approved ones, paged and sorted by created_at and rate; review detail', async () => {
    const everything = await all();
    const product = everything.data.find((p) => p.review_count >= 3)!;
    const url = `${P}/${product.id}/reviews`;
    type R = {
      id: number;
      product_id: number;
      rate: number;
      created_at: string;
      author_name: string;
      description: string;
    };
    const body = await list<R>(url);
    expect(body.paging.total).toBe(product.review_count);
    expect(body.data.every((r) => r.product_id === product.id && /[\u0600-\u06ff]/.test(r.author_name))).toBe(true);
    const newest = body.data.map((r) => r.created_at);
    expect(newest).toEqual([...newest].sort().reverse());
    const oldest = (await list<R>(`${url}?sort=created_at`)).data.map((r) => r.created_at);
    expect(oldest).toEqual([...oldest].sort());
    const byRate = (await list<R>(`${url}?sort=-rate`)).data.map((r) => r.rate);
    expect(byRate).toEqual([...byRate].sort((a, b) => b - a));
    const rateAsc = (await list<R>(`${url}?sort=rate`)).data.map((r) => r.rate);
    expect(rateAsc).toEqual([...rateAsc].sort((a, b) => a - b));
    const paged = await list<R>(`${url}?limit=1&offset=1`);
    expect(paged.data[0].id).toBe(body.data[1].id);
    const detail = await api().get(pathOf(endpoints.getReview, { id: body.data[0].id }));
    expect(detail.json().data).toEqual(body.data[0]);
  });

  it('pending reviews are never public', async () => {
    const [row] = await api()
      .database.db.select({ id: productReviews.id, product_id: productReviews.productId })
      .from(productReviews)
      .where(eq(productReviews.status, REVIEW_STATUS.pending))
      .limit(1);
    expect(row).toBeTruthy();
    expect((await api().get(pathOf(endpoints.getReview, { id: row.id }))).statusCode).toBe(404);
    const listed = await list<{ id: number }>(`${P}/${row.product_id}/reviews?limit=100`);
    expect(listed.data.map((r) => r.id)).not.toContain(row.id);
  });

  it('brands: list with logos, paging, sort, search and detail', async () => {
    type B = {
      id: number;
      title: string;
      title_en: string;
      priority: number;
      product_count: number;
      logo: { url: string } | null;
    };
    const body = await list<B>(`${endpoints.listBrands.path}?limit=100`);
    expect(body.paging.total).toBeGreaterThanOrEqual(12);
    expect(body.data.every((b) => b.logo?.url.endsWith('.webp') && b.product_count > 0)).toBe(true);
    const page = await list<B>(`${endpoints.listBrands.path}?limit=3&offset=3`);
    expect(page.data.map((b) => b.id)).toEqual(body.data.slice(3, 6).map((b) => b.id));
    const asc = (await list<B>(`${endpoints.listBrands.path}?sort=title&limit=100`)).data.map((b) => b.id);
    const desc = (await list<B>(`${endpoints.listBrands.path}?sort=-title&limit=100`)).data.map((b) => b.id);
    expect(desc).toEqual([...asc].reverse());
    const counts = (await list<B>(`${endpoints.listBrands.path}?sort=-product_count&limit=100`)).data.map(
      (b) => b.product_count,
    );
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // «ری‌بن» typed with an Arabic yeh: with its ZWNJ, a space (one spelling in search) or solid.
    for (const typed of ['ري\u200cبن', 'ري بن', 'ريبن']) {
      const found = await list<B>(`${endpoints.listBrands.path}?search_keywords=${enc(typed)}&search_mode=title`);
      expect(found.data.map((b) => b.title_en)).toEqual(['Ray-Ban']);
    }
    const latin = await list<B>(`${endpoints.listBrands.path}?search_text=anker`);
    expect(latin.data.map((b) => b.title)).toEqual(['انکر']);
    const one = await api().get(`${endpoints.listBrands.path}/${latin.data[0].id}`);
    expect(one.json().data).toEqual(latin.data[0]);
  });

  it('units: list, paging, sort, search and detail', async () => {
    type U = { id: number; title: string; slug: string; priority: number };
    const body = await list<U>(endpoints.listUnits.path);
    expect(body.data.map((u) => u.title)).toEqual(expect.arrayContaining(['عدد', 'بسته', 'جفت', 'گرم']));
    expect((await list<U>(`${endpoints.listUnits.path}?limit=2&offset=2`)).data.map((u) => u.id)).toEqual(
      body.data.slice(2, 4).map((u) => u.id),
    );
    const desc = (await list<U>(`${endpoints.listUnits.path}?sort=-id`)).data.map((u) => u.id);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect((await list<U>(`${endpoints.listUnits.path}?search_text=${enc('گرم')}`)).data.map((u) => u.slug)).toEqual([
      'gram',
      'kg',
    ]);
    expect((await api().get(`${endpoints.listUnits.path}/3`)).json().data).toMatchObject({ id: 3, title: 'جفت' });
  });

  it('lists and details send ETag and Cache-Control and answer 304 to a matching If-None-Match', async () => {
    for (const url of [
      `${P}?limit=5`,
      `${P}/1`,
      endpoints.listBrands.path,
      endpoints.listUnits.path,
      `${P}/1/reviews`,
    ]) {
      const first = await api().get(url);
      expect(first.headers['cache-control'], url).toContain('max-age');
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await api().get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it('/media serves a generated image without an API key, typed and cached forever', async () => {
    const p = (await list(`${P}?limit=1`)).data[0];
    for (const src of p.image!.srcset.split(', ')) {
      const path = new URL(src.split(' ')[0]).pathname;
      const res = await api().app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    }
  });

  it('/media refuses path traversal and unknown names', async () => {
    for (const url of [
      '/media/..%2f..%2fpackage.json',
      '/media/..%2fdb',
      '/media/%2e%2e%2fx.webp',
      '/media/x.svg',
      '/media/X.html',
    ]) {
      const res = await api().app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
    }
    expect((await api().app.inject({ method: 'GET', url: '/media/missing-640.webp' })).statusCode).toBe(404);
  });
});
