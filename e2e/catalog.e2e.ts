import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '@vip/contract';
import { apiGet, expectNoSeriousA11yViolations, openPage, useBrowser, WIDTHS, webUrl } from './support';

useBrowser();

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const fa = (n: number) => String(n).replace(/\d/g, (d) => PERSIAN_DIGITS[Number(d)]);
/** Persian ی/ک written the Arabic way (ي/ك), as many keyboards type them. */
const arabicize = (s: string) => s.replace(/ی/g, 'ي').replace(/ک/g, 'ك');

async function goto(page: Page, path: string) {
  const res = await page.goto(`${webUrl()}${path}`, { waitUntil: 'load' });
  expect(res?.status(), path).toBe(200);
  // The page is interactive once React hydrated (the route progress bar and client layers mount).
  await page.waitForLoadState('networkidle').catch(() => {});
}

describe('storefront catalog', () => {
  it('home → category → filter → product → cart twice → quantity 2 on /cart', async () => {
    const { page, errors, close } = await openPage(WIDTHS.desktop);
    await goto(page, '/');
    // Home shows the CMS hero, the VIP booking bar and the three product rails.
    await expect(page.locator('[data-testid="hero-banners"] li').count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('[data-testid="booking-bar"]').isVisible()).resolves.toBe(true);
    for (const id of [329, 335, 334]) {
      await expect(
        page.locator(`[data-testid="rail-${id}"] [data-testid="product-card"]`).count(),
      ).resolves.toBeGreaterThan(0);
    }

    const category = page.locator('[data-testid="home-category"]').first();
    const categoryName = (await category.textContent())?.trim();
    await category.click();
    await page.waitForURL(/\/category\/\d+$/);
    await expect(page.locator('h1').textContent()).resolves.toBe(categoryName);
    const categoryId = Number(new URL(page.url()).pathname.split('/').pop());

    await page.locator('[data-testid="filter-link"]').click();
    await page.waitForURL(
      (u) => u.pathname === '/products' && u.searchParams.get('category_ids') === String(categoryId),
    );
    await page.locator('[data-testid="filter-stock"]').check();
    await page.waitForURL((u) => u.searchParams.get('available_in_stock') === 'true');
    // The filtered list matches the API's answer for the same filters and shows no out-of-stock product.
    const expected = await apiGet(api.listProducts, {
      category_ids: categoryId,
      available_in_stock: true,
      limit: 12,
      offset: 0,
    });
    await expect
      .poll(async () => (await page.locator('[data-testid="product-title"]').allTextContents()).map((s) => s.trim()))
      .toEqual(expected.data.map((p) => p.title));
    await expect(page.locator('[data-testid="result-count"]').textContent()).resolves.toContain(
      fa(expected.paging.total),
    );
    await expect(page.getByText('ناموجود', { exact: true }).count()).resolves.toBe(0);

    const first = page.locator('[data-testid="product-card"] a').first();
    await first.click();
    await page.waitForURL(/\/product\/\d+$/);
    const productId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(expected.data[0].id).toBe(productId);
    await expect(page.locator('h1').textContent()).resolves.toBe(expected.data[0].title);
    // Price in Toman with Persian digits; Product JSON-LD; favorite leads a visitor to sign in.
    await expect(page.locator('[data-testid="price"]').first().textContent()).resolves.toMatch(/^[۰-۹,]+ تومان$/);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(ld['@type']).toBe('Product');
    expect(ld.name).toBe(expected.data[0].title);
    expect(await page.locator('[data-testid="favorite"]').getAttribute('href')).toBe(
      `/member/signin?callbackUrl=${encodeURIComponent(`/product/favorite?add=${productId}`)}`,
    );

    const add = page.locator('[data-testid="add-to-cart"]');
    await add.click();
    await add.click();
    await expect.poll(() => page.locator('[data-testid="cart-badge"]').textContent()).toContain('۲');
    const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '{}');
    expect(saved.items).toEqual([expect.objectContaining({ id: productId, quantity: 2 })]);

    await page.locator('header a[href="/cart"]').click();
    await page.waitForURL(/\/cart$/);
    await expect.poll(() => page.locator('[data-testid="cart-quantity"]').textContent()).toBe('۲');
    await expect(page.locator('[data-testid="cart-item"]').count()).resolves.toBe(1);
    await page.locator('[data-testid="cart-decrease"]').click();
    await expect.poll(() => page.locator('[data-testid="cart-quantity"]').textContent()).toBe('۱');
    expect(errors).toEqual([]);
    await close();
  });

  it('compares two products side by side (ids kept in local storage)', async () => {
    const { page, errors, close } = await openPage(WIDTHS.phone);
    await goto(page, '/products');
    const cards = page.locator('[data-testid="product-card"]');
    const names = [
      (await cards.nth(0).locator('[data-testid="product-title"]').textContent())?.trim(),
      (await cards.nth(1).locator('[data-testid="product-title"]').textContent())?.trim(),
    ];
    await cards.nth(0).locator('[data-testid="compare-toggle"]').click();
    await cards.nth(1).locator('[data-testid="compare-toggle"]').click();
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('productCompare') ?? '[]').length))
      .toBe(2);
    await page.locator('[data-testid="compare-go"]').click();
    await page.waitForURL(/\/compare\?ids=\d+,\d+$/);
    await expect.poll(() => page.locator('[data-testid="compare-product"]').allTextContents()).toEqual(names);
    await expect(page.locator('[data-testid="compare-table"] tbody tr').count()).resolves.toBeGreaterThan(4);
    // Without ids in the URL the stored list is shown.
    await goto(page, '/compare');
    await page.waitForURL(/\/compare\?ids=\d+,\d+$/);
    await expect.poll(() => page.locator('[data-testid="compare-product"]').count()).toBe(2);
    expect(errors).toEqual([]);
    await close();
  });

  it("a card's compare toggle follows the compare list: on home's rails, after a client navigation and a reload", async () => {
    const { page, errors, close } = await openPage(WIDTHS.phone);
    await goto(page, '/');
    const rail = page.locator('[data-testid="rail-329"]');
    const toggles = rail.locator('[data-testid="compare-toggle"]');
    await expect(toggles.count()).resolves.toBeGreaterThan(4);
    const first = toggles.nth(0);
    const firstTitle = (await rail.locator('[data-testid="product-title"]').first().textContent())!.trim();
    const firstId = await first.getAttribute('data-compare');
    // Plain HTML from the server: not pressed, named for adding; the page's one island handles the press.
    await expect(first.getAttribute('aria-pressed')).resolves.toBe('false');
    await first.click();
    await expect.poll(() => first.getAttribute('aria-pressed')).toBe('true');
    await expect(first.getAttribute('aria-label')).resolves.toBe(`حذف ${firstTitle} از مقایسه`);
    await expect(first.getAttribute('title')).resolves.toBe('در فهرست مقایسه');
    await expect.poll(() => page.getByTestId('toasts').textContent()).toContain('به فهرست مقایسه اضافه شد');
    // The same product in another rail is pressed too; the bar counts one.
    for (const same of await page.locator(`[data-compare="${firstId}"]`).all())
      await expect(same.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect.poll(() => page.getByTestId('compare-bar').textContent()).toContain(`${fa(1)} کالا برای مقایسه`);

    // Three more fill the list (four at most): a fifth is refused with a warning and stays unpressed.
    for (const i of [1, 2, 3]) await toggles.nth(i).click();
    await expect.poll(() => page.getByTestId('compare-bar').textContent()).toContain(`${fa(4)} کالا برای مقایسه`);
    await toggles.nth(4).click();
    await expect.poll(() => page.getByTestId('toasts').textContent()).toContain(`حداکثر ${fa(4)} کالا`);
    await expect(toggles.nth(4).getAttribute('aria-pressed')).resolves.toBe('false');
    // Pressed again, the first leaves the list: unpressed, named for adding again.
    await first.click();
    await expect.poll(() => first.getAttribute('aria-pressed')).toBe('false');
    await expect(first.getAttribute('aria-label')).resolves.toBe(`افزودن ${firstTitle} به مقایسه`);
    await expect.poll(() => page.getByTestId('compare-bar').textContent()).toContain(`${fa(3)} کالا برای مقایسه`);
    const chosen = JSON.parse((await page.evaluate(() => localStorage.getItem('productCompare'))) ?? '[]');
    expect(chosen).toHaveLength(3);

    // A client navigation to the rail's list: its cards arrive later and are in step at once (pressed exactly when
    // chosen), as is the bar.
    await rail.getByRole('link', { name: 'مشاهده همه' }).click();
    await page.waitForURL((u) => u.pathname === '/products' && u.searchParams.get('category_ids') === '329');
    const grid = page.locator('[data-testid="product-grid"] [data-compare]');
    const states = () =>
      grid.evaluateAll((els) =>
        els.map((el) => [Number(el.getAttribute('data-compare')), el.getAttribute('aria-pressed')]),
      );
    await expect
      .poll(async () => (await states()).filter(([id]) => chosen.includes(id)).map(([, pressed]) => pressed))
      .toEqual(expect.arrayContaining(['true']));
    for (const [id, pressed] of await states()) expect(pressed, `product ${id}`).toBe(String(chosen.includes(id)));
    await expect(page.getByTestId('compare-bar').textContent()).resolves.toContain(`${fa(3)} کالا برای مقایسه`);
    await page.reload();
    await expect
      .poll(() => page.locator('[data-compare][aria-pressed="true"]').count())
      .toBeGreaterThanOrEqual(chosen.length);
    await expect(page.locator(`[data-compare="${firstId}"]`).first().getAttribute('aria-pressed')).resolves.toBe(
      'false',
    );
    expect(errors).toEqual([]);
    await close();
  });

  it('filters by price: Toman typed in Persian digits, grouped as typed, the list within the range', async () => {
    const all = await apiGet(api.listProducts, { limit: 100, offset: 0, sort: 'price' });
    // A bound in whole Toman between the cheapest and the dearest product (prices are Rial).
    const rials = all.data.map((p) => p.price);
    const toman = Math.floor(rials[Math.floor(rials.length / 2)] / 10);
    const expected = await apiGet(api.listProducts, { min_price: toman * 10, limit: 12, offset: 0 });
    expect(expected.paging.total).toBeLessThan(all.paging.total);

    const { page, errors, close } = await openPage(WIDTHS.phone);
    await goto(page, '/products');
    // On a phone the fields fold under one button.
    await page.locator('[data-testid="filters-toggle"]').click();
    const min = page.locator('[data-testid="filter-price-min"]');
    await min.pressSequentially(fa(toman));
    await expect(min.inputValue()).resolves.toBe(fa(toman).replace(/\B(?=(.{3})+$)/g, ','));
    await min.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('price_min') === String(toman));
    // Only the filled field goes into the address.
    expect([...new URL(page.url()).searchParams.keys()]).toEqual(['price_min']);
    await expect
      .poll(async () => (await page.locator('[data-testid="product-title"]').allTextContents()).map((s) => s.trim()))
      .toEqual(expected.data.map((p) => p.title));
    await expect(page.locator('[data-testid="result-count"]').textContent()).resolves.toContain(
      fa(expected.paging.total),
    );
    // The bound stays in its field after the list reloads.
    await expect(min.inputValue()).resolves.toBe(fa(toman).replace(/\B(?=(.{3})+$)/g, ','));
    expect(errors).toEqual([]);
    await close();
  });

  it('filters by brand from its list, and the focus stays on the list', async () => {
    const brands = await apiGet(api.listBrands, { limit: 100, offset: 0 });
    const brand = brands.data[0];
    const expected = await apiGet(api.listProducts, { brand_ids: brand.id, limit: 12, offset: 0 });
    const { page, errors, close } = await openPage(WIDTHS.desktop);
    await goto(page, '/products');
    const list = page.locator('[data-testid="filter-brand"]');
    await list.focus();
    await list.selectOption(String(brand.id));
    await page.waitForURL((u) => u.searchParams.get('brand_ids') === String(brand.id));
    await expect
      .poll(async () => (await page.locator('[data-testid="product-title"]').allTextContents()).map((s) => s.trim()))
      .toEqual(expected.data.map((p) => p.title));
    await expect(page.locator('h1').textContent()).resolves.toBe(brand.title);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('filter-brand');
    await expect(list.inputValue()).resolves.toBe(String(brand.id));
    expect(errors).toEqual([]);
    await close();
  });

  it('finds a Persian title when the search is typed with Arabic ي and ك', async () => {
    const all = await apiGet(api.listProducts, { limit: 100, offset: 0 });
    // A word with ی or ک whose Arabic spelling brings its product onto the first page of results.
    let found: { word: string; title: string } | undefined;
    for (const p of all.data) {
      for (const word of p.title.split(/\s+/).filter((w) => /[یک]/.test(w) && w.length >= 4)) {
        const res = await apiGet(api.listProducts, {
          search_text: arabicize(word),
          search_type: 'or',
          search_mode: 'all',
          limit: 12,
          offset: 0,
        });
        if (res.data.some((x) => x.id === p.id)) {
          found = { word, title: p.title };
          break;
        }
      }
      if (found) break;
    }
    if (!found) throw new Error('no searchable word with ی/ک in the demo titles');
    const query = arabicize(found.word);
    expect(query).not.toBe(found.word);

    const { page, errors, close } = await openPage(WIDTHS.phone);
    await goto(page, '/products');
    await page.locator('[data-testid="product-search"]').fill(query);
    await page.locator('[data-testid="product-search"]').press('Enter');
    await page.waitForURL((u) => u.searchParams.get('q') === query);
    await expect
      .poll(async () => (await page.locator('[data-testid="product-title"]').allTextContents()).map((s) => s.trim()))
      .toContain(found.title);
    expect(errors).toEqual([]);
    await close();
  });

  it('opens news, an article, an album (play / pause / stop) and the FAQs', async () => {
    const { page, errors, close } = await openPage(WIDTHS.desktop);
    const news = await apiGet(api.listNews, { limit: 1, offset: 0, sort: '-published_at' });
    await goto(page, '/news');
    await page.locator('[data-testid="news-card"] a').first().click();
    await page.waitForURL(`**/news/${news.data[0].id}`);
    await expect(page.locator('h1').textContent()).resolves.toBe(news.data[0].title);

    const articles = await apiGet(api.listArticles, { limit: 1, offset: 0, sort: '-published_at' });
    await goto(page, '/articles');
    await page.locator('[data-testid="article-card"] a').first().click();
    await page.waitForURL(`**/articles/${articles.data[0].id}`);
    await expect(page.locator('h1').textContent()).resolves.toBe(articles.data[0].title);

    await goto(page, '/albums');
    await page.locator('[data-testid="album-card"] a').first().click();
    await page.waitForURL(/\/albums\/\d+$/);
    const state = page.locator('[data-testid="player-state"]');
    await expect(state.getAttribute('data-state')).resolves.toBe('3');
    await page.locator('[data-testid="player-play"]').click();
    await expect.poll(() => state.getAttribute('data-state')).toBe('1');
    await page.locator('[data-testid="player-pause"]').click();
    await expect.poll(() => state.getAttribute('data-state')).toBe('2');
    await page.locator('[data-testid="player-stop"]').click();
    await expect.poll(() => state.getAttribute('data-state')).toBe('3');

    await goto(page, '/faq');
    const question = page.locator('[data-testid="faq-question"]').first();
    await question.click();
    // The question opens its answer (a native <details>: open and its answer visible).
    await expect(question.evaluate((el) => el.closest('details')?.open)).resolves.toBe(true);
    await page.locator('[data-testid="faq-category"]').first().click();
    await page.waitForURL(/\/faq\?category=\d+$/);
    await expect(page.locator('[data-testid="faq-question"]').count()).resolves.toBeGreaterThan(0);
    await goto(page, `/faq?q=${encodeURIComponent('ويزا')}`);
    const found = await page.locator('[data-testid="faq-question"]').allTextContents();
    expect(found.some((q) => q.includes('ویزا'))).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('serves robots.txt and a sitemap built from the API', async () => {
    const robots = await (await fetch(`${webUrl()}/robots.txt`)).text();
    expect(robots).toContain('Sitemap:');
    const res = await fetch(`${webUrl()}/sitemap.xml`);
    expect(res.status).toBe(200);
    const xml = await res.text();
    const products = await apiGet(api.listProducts, { limit: 1, offset: 0 });
    expect(xml).toContain(`/product/${products.data[0].id}</loc>`);
    expect(xml).toMatch(/\/news\/\d+<\/loc>/);
    expect(xml).toMatch(/\/albums\/\d+<\/loc>/);
  });

  const pageTypes = (productId: number) => [
    '/products',
    `/product/${productId}`,
    '/category/110',
    '/brands',
    '/brand/1',
    '/compare?ids=1,2',
    '/cart',
    '/news',
    '/news/1',
    '/articles',
    '/articles/1',
    '/albums',
    '/albums/1',
    '/faq',
  ];
  for (const [name, size] of Object.entries(WIDTHS)) {
    it(`every page type has a title, a description, Persian alt text and no serious axe violation at ${name} width`, async () => {
      const { page, errors, close } = await openPage(size);
      // A cart with something in it, so its page shows its controls.
      const inStock = await apiGet(api.listProducts, { available_in_stock: true, limit: 1, offset: 0 });
      const productId = inStock.data[0].id;
      await goto(page, `/product/${productId}`);
      await page.locator('[data-testid="add-to-cart"]').click();
      for (const path of pageTypes(productId)) {
        await goto(page, path);
        await expect(page.title(), path).resolves.toMatch(/آسمان ویژه/);
        await expect(page.locator('h1').count(), path).resolves.toBe(1);
        if (!path.startsWith('/cart') && !path.startsWith('/compare')) {
          await expect(page.locator('meta[name="description"]').getAttribute('content'), path).resolves.toBeTruthy();
          await expect(page.locator('meta[property="og:title"]').count(), path).resolves.toBe(1);
        }
        const badAlt = await page.$$eval('img', (imgs) =>
          imgs.filter((i) => i.alt !== '' && !/[\u0600-\u06FF]/.test(i.alt)).map((i) => i.src),
        );
        expect(badAlt, path).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
        await expectNoSeriousA11yViolations(page);
      }
      expect(errors).toEqual([]);
      await close();
    });
  }
});
