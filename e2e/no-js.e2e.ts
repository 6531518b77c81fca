// Issue 17 outcome 3: every public content page is readable with JavaScript off — its full text, prices, pictures
// and links are in the HTML the server sends (server components), not added by scripts.
import { api } from '@vip/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, chromiumPath, webUrl, WIDTHS } from './support';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  context = await browser.newContext({ javaScriptEnabled: false, viewport: WIDTHS.phone, locale: 'fa-IR' });
});
afterAll(async () => {
  await browser?.close();
});

/** A price as the site writes it: Persian digits with grouping, then «تومان». */
const PRICE = /[۰-۹][۰-۹,٬]* تومان/;

/** Opens a page without JavaScript and checks what every content page needs; returns the page for more checks. */
async function readable(path: string, { pageLinks = true } = {}): Promise<Page> {
  const page = await context.newPage();
  const res = await page.goto(`${webUrl()}${path}`, { waitUntil: 'load' });
  expect(res?.status(), path).toBe(200);
  // Really without scripts: nothing hydrated (the support button is added by the client only).
  await expect(page.locator('[data-testid="floating-widget"]').count(), path).resolves.toBe(0);
  await expect(page.locator('h1').count(), path).resolves.toBe(1);
  expect((await page.locator('h1').innerText()).trim().length, path).toBeGreaterThan(1);
  // The shell's links (header, footer) and the page's own, inside <main> (not in a streamed part that only a script
  // would move into place).
  await expect(page.locator('header a[href="/products"]').count(), path).resolves.toBeGreaterThan(0);
  await expect(page.locator('footer a[href="/faq"]').count(), path).resolves.toBe(1);
  if (pageLinks) expect(await page.locator('main a[href]').count(), `${path}: links in main`).toBeGreaterThan(0);
  await expect(page.locator('[data-testid="loading-backdrop"]').count(), path).resolves.toBe(0);
  // Every picture has a real address (no placeholder waiting for a script) and loads once scrolled to.
  const images = page.locator('main img');
  const n = await images.count();
  for (let i = 0; i < n; i++) {
    const img = images.nth(i);
    await img.scrollIntoViewIfNeeded().catch(() => {});
    const src = (await img.getAttribute('src')) ?? '';
    expect(src, `${path}: img ${i} src`).not.toBe('');
    expect(src.startsWith('data:'), `${path}: img ${i} is a placeholder`).toBe(false);
  }
  for (let i = 0; i < n; i++) {
    await expect
      .poll(() => images.nth(i).evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), {
        message: `${path}: img ${i} loaded`,
        timeout: 10_000,
      })
      .toBe(true);
  }
  return page;
}

describe('readable without JavaScript', () => {
  it('home, product list, category, brand and compare show products with prices and pictures', async () => {
    const products = await apiGet(api.listProducts, { limit: 2 });
    for (const path of [
      '/',
      '/products',
      '/category/110',
      '/brand/1',
      `/compare?ids=${products.data.map((p) => p.id)}`,
    ]) {
      const page = await readable(path);
      await expect(page.locator('main').innerText(), path).resolves.toMatch(PRICE);
      await expect(page.locator('main img').count(), path).resolves.toBeGreaterThan(0);
      await page.close();
    }
    const list = await readable('/products');
    const titles = await list.locator('[data-testid="product-title"]').allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    await list.close();
  });

  it('filters the product list and starts a VIP booking with plain forms', async () => {
    const expected = await apiGet(api.listProducts, { available_in_stock: true, limit: 12, offset: 0 });
    const list = await readable('/products');
    // The fields are in view on a phone without the fold button (it needs a script).
    await list.locator('[data-testid="filter-stock"]').check();
    await list.getByRole('button', { name: 'اعمال فیلترها' }).click();
    await list.waitForURL((u) => u.pathname === '/products' && u.searchParams.get('available_in_stock') === 'true');
    await expect(
      list
        .locator('[data-testid="product-title"]')
        .allInnerTexts()
        .then((t) => t.map((x) => x.trim())),
    ).resolves.toEqual(expected.data.map((p) => p.title));
    await list.close();

    const home = await readable('/');
    await home.locator('[data-testid="booking-q"]').fill('مشهد');
    await home.locator('[data-testid="booking-submit"]').click();
    await home.waitForURL((u) => u.pathname === '/cip/booking' && u.searchParams.get('q') === 'مشهد');
    expect(new URL(home.url()).searchParams.get('service')).toBe('cip');
    await home.close();
  });

  it('a product page shows its title, price, description, specs and gallery', async () => {
    const products = await apiGet(api.listProducts, { limit: 1 });
    const product = await apiGet(api.getProduct, {}, { id: products.data[0].id });
    const page = await readable(`/product/${product.data.id}`);
    const text = await page.locator('main').innerText();
    expect(text).toContain(product.data.title);
    expect(text).toMatch(PRICE);
    const firstWords = (product.data.description ?? '')
      .replace(/<[^>]+>/g, ' ')
      .trim()
      .split(/\s+/)
      .slice(0, 3);
    for (const w of firstWords) expect(text).toContain(w);
    await expect(page.locator('main img').count()).resolves.toBeGreaterThan(0);
    await page.close();
  });

  it('news, articles and albums show their lists and full items', async () => {
    const news = await apiGet(api.listNews, { limit: 1 });
    const article = await apiGet(api.listArticles, { limit: 1 });
    const album = await apiGet(api.listAlbums, { limit: 1 });
    for (const [list, item, title] of [
      ['/news', `/news/${news.data[0].id}`, news.data[0].title],
      ['/articles', `/articles/${article.data[0].id}`, article.data[0].title],
      ['/albums', `/albums/${album.data[0].id}`, album.data[0].title],
    ] as const) {
      const listPage = await readable(list);
      await expect(listPage.locator('main').innerText(), list).resolves.toContain(title);
      await listPage.close();
      const page = await readable(item);
      await expect(page.locator('h1').innerText(), item).resolves.toBe(title);
      await page.close();
    }
    const full = await apiGet(api.getNews, {}, { id: news.data[0].id });
    const page = await readable(`/news/${full.data.id}`);
    const body = (full.data.body ?? '').replace(/<[^>]+>/g, ' ').trim();
    const text = await page.locator('main').innerText();
    // The whole body is there, not a teaser: its last words too.
    for (const w of body.split(/\s+/).slice(-3)) expect(text).toContain(w);
    await page.close();
  });

  it('the FAQ shows every answer and brands, terms show their text', async () => {
    const faq = await readable('/faq');
    const questions = await faq.locator('[data-testid="faq-question"]').count();
    expect(questions).toBeGreaterThan(0);
    // Answers are in the page (a closed <details> still holds its text for search and reading when opened).
    await expect(faq.locator('main details').count()).resolves.toBeGreaterThan(0);
    await faq.close();
    await (await readable('/brands')).close();
    // The terms are one text without links of their own.
    await (await readable('/terms', { pageLinks: false })).close();
  });
});
