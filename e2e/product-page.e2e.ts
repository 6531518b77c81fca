// The product page's islands after issue 17 took MUI and the app providers out of it: its reviews page by plain
// links (with or without JavaScript), the gallery switches pictures by mouse and keyboard, and a member who bought
// the product writes a review with a form whose code is fetched only for them.
import { api } from '@vip/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_MOBILE, fa, memberSend, signInByMobile } from './signin';
import { apiGet, hydrated, openPage, useBrowser, WIDTHS, webUrl } from './support';

useBrowser();

const REVIEWS_PER_PAGE = 5;

/** A product with more reviews than one page shows. */
async function productWithReviewPages() {
  const list = await apiGet(api.listProducts, { limit: 100, offset: 0 });
  const found = list.data.find((p) => p.review_count > REVIEWS_PER_PAGE);
  if (!found) throw new Error('no seeded product with more than one page of reviews');
  return {
    ...found,
    reviews: await apiGet(api.listProductReviews, { limit: 100, offset: 0 }, { productId: found.id }),
  };
}

describe('product page', () => {
  it('pages the reviews with links that work without JavaScript', async () => {
    const product = await productWithReviewPages();
    // The file's browser, in a context of its own with scripts off.
    const { context, close } = await openPage(WIDTHS.phone);
    const noJs = await context
      .browser()!
      .newContext({ javaScriptEnabled: false, viewport: WIDTHS.phone, locale: 'fa-IR' });
    await close();
    const bare = await noJs.newPage();
    await bare.goto(`${webUrl()}/product/${product.id}`);
    const reviews = bare.getByTestId('reviews').locator('li');
    await expect(reviews.count()).resolves.toBe(REVIEWS_PER_PAGE);
    await bare.getByRole('navigation', { name: 'صفحه‌های دیدگاه‌ها' }).getByRole('link', { name: 'صفحه ۲' }).click();
    await bare.waitForURL((u) => u.searchParams.get('page') === '2' && u.hash === '#reviews-title');
    const rest = product.reviews.data.slice(REVIEWS_PER_PAGE, REVIEWS_PER_PAGE * 2);
    await expect(reviews.count()).resolves.toBe(rest.length);
    await expect(reviews.first().locator('h3').innerText()).resolves.toBe(rest[0].title);
    await noJs.close();
  });

  it('switches the gallery picture by click and by keyboard, and keeps the reader at the reviews when paging', async () => {
    const product = await productWithReviewPages();
    const detail = await apiGet(api.getProduct, {}, { id: product.id });
    expect(detail.data.images.length).toBeGreaterThan(2);
    const { page, errors, close } = await openPage(WIDTHS.phone);
    await page.goto(`${webUrl()}/product/${product.id}`);
    const main = page.getByTestId('gallery-main');
    const second = page.getByRole('button', { name: 'نمایش تصویر ۲' });
    await second.click();
    await expect.poll(() => second.getAttribute('aria-pressed')).toBe('true');
    await expect(main.getAttribute('src')).resolves.toBe(detail.data.images[1].url);
    await page.getByRole('button', { name: 'نمایش تصویر ۳' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => main.getAttribute('src')).toBe(detail.data.images[2].url);

    await page.getByRole('link', { name: 'صفحه ۲' }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await expect
      .poll(() => page.getByTestId('reviews').locator('li').count())
      .toBe(Math.min(product.reviews.paging.total - REVIEWS_PER_PAGE, REVIEWS_PER_PAGE));
    // The heading of the reviews is on screen, not the page's top.
    await expect
      .poll(() => page.locator('#reviews-title').evaluate((h) => h.getBoundingClientRect().top))
      .toBeLessThan(WIDTHS.phone.height);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('lets a member who bought a product review it, tells one who did not why; no form code for a visitor', async () => {
    const { page, errors, close } = await openPage(WIDTHS.phone);
    // A visitor's page never asks for the form's code.
    const formScripts: string[] = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script' && (await res.text().catch(() => '')).includes('write-review'))
        formScripts.push(res.url());
    });
    await page.goto(`${webUrl()}/product/1`, { waitUntil: 'networkidle' });
    await expect(page.getByTestId('write-review').count()).resolves.toBe(0);
    expect(formScripts).toEqual([]);

    await page.goto(`${webUrl()}/member/signin?callbackUrl=${encodeURIComponent('/products')}`);
    await signInByMobile(page, DEMO_MOBILE);
    await page.waitForURL('**/products', { timeout: 20_000 });
    // A product the demo member bought (a paid order) and has not reviewed yet.
    const list = await apiGet(api.listProducts, { limit: 100, offset: 0 });
    let productId: number | undefined;
    let notBought: number | undefined;
    for (const p of list.data) {
      const res = await memberSend(page, api.getReviewEligibility.path.replace(':id', String(p.id)));
      const d = (res.json as { data: { has_bought: boolean; review: unknown } }).data;
      if (d.has_bought && !d.review) productId ??= p.id;
      if (!d.has_bought) notBought ??= p.id;
      if (productId && notBought) break;
    }
    expect(productId).toBeDefined();
    expect(notBought).toBeDefined();

    // A product the member has not bought: no form, a line saying reviews come from buyers.
    await page.goto(`${webUrl()}/product/${notBought}`);
    await expect
      .poll(() => page.getByTestId('review-buy-first').innerText(), { timeout: 15_000 })
      .toContain('خریداران');
    expect(await page.getByTestId('write-review').count()).toBe(0);

    await page.goto(`${webUrl()}/product/${productId}`);
    await hydrated(page);
    // The member's review list is read into the tab's cache first (a visit in the same tab, no page load) ...
    const softVisit = (path: string) =>
      page.evaluate(
        (p) => (window as unknown as { next: { router: { push(p: string): void } } }).next.router.push(p),
        path,
      );
    await softVisit('/dashboard/reviews');
    await page.getByRole('heading', { name: 'دیدگاه‌های من' }).waitFor();
    await expect
      .poll(() => page.getByText('هنوز دیدگاهی ننوشته‌اید', { exact: false }).or(page.getByTestId('my-reviews')).count())
      .toBeGreaterThan(0);
    const before = await page.getByTestId('my-reviews').locator(':scope > li').count();
    await softVisit(`/product/${productId}`);
    const form = page.getByTestId('write-review');
    await form.waitFor();
    await expect.poll(() => formScripts.length).toBeGreaterThan(0);
    await form.getByRole('button', { name: 'ثبت دیدگاه' }).click();
    await expect(form.getByRole('alert').innerText()).resolves.toContain('امتیاز را انتخاب کنید');
    // The stars are the labels of visually hidden radios: a click on the fourth star checks «۴ از ۵».
    const four = `امتیاز ${fa('4')} از ۵`;
    await form.locator('label').filter({ hasText: four }).click();
    await expect(form.getByRole('radio', { name: four }).isChecked()).resolves.toBe(true);
    await form.getByLabel('عنوان (اختیاری)').fill('خرید خوبی بود');
    await form.getByLabel('متن دیدگاه').fill('بسته‌بندی سالم بود و به موقع در فرودگاه تحویل شد.');
    await form.getByRole('button', { name: 'ثبت دیدگاه' }).click();
    await expect
      .poll(() => page.getByTestId('my-review-state').innerText())
      .toBe('دیدگاه شما ثبت شده است و پس از بررسی نمایش داده می‌شود.');
    // ... and the list shows the new review on the next visit, not the cached one of a moment ago.
    await softVisit('/dashboard/reviews');
    await expect.poll(() => page.getByTestId('my-reviews').locator(':scope > li').count()).toBe(before + 1);
    // It stays so on the product page's next visit (the API has it, waiting for moderation).
    await page.goto(`${webUrl()}/product/${productId}`);
    await expect
      .poll(() => page.getByTestId('my-review-state').innerText())
      .toBe('دیدگاه شما ثبت شده است و پس از بررسی نمایش داده می‌شود.');
    expect(errors.filter((e) => !/401|Failed to load resource/.test(e))).toEqual([]);
    await close();
  });
});
