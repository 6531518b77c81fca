// Desks staff can work from all day (issue #29): every back-office screen fits 1280 and 360 px without a page-wide
// horizontal scroll, finance's money confirmations name the member, a review hidden by mistake is undone from the
// toast, the dashboard shows today's numbers, an editor
// edits a product's attributes as rows (no JSON), and a wrong sign-in says how many tries are left without a stray
// «please sign in» toast.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { api, pathOf } from '@vip/contract';
import { formatToman, type StaffRole, toPersianDigits } from '@vip/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { fa } from './signin';
import { send, staffSignIn, staffSignInOnPage, totpCode } from './staff';
import { expectNoSeriousA11yViolations, openPage, useBrowser, WIDTHS, webUrl } from './support';

useBrowser();

const PASSWORD = 'Mizkhedmat!1405x';
const SHOTS = process.env.E2E_SCREENSHOTS;

let adminToken = '';
let made = 0;

async function ok(path: string, init: Parameters<typeof send>[1] = {}) {
  const res = await send(path, init);
  if (res.status >= 300) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${res.text}`);
  return res.json;
}

type Staff = { email: string; secret: string };
/** A new staff account of a role (one browser sign-in each: a TOTP code signs in once). */
async function newStaff(role: StaffRole): Promise<Staff> {
  const email = `e2e-desks-${role.replace('_', '-')}-${Date.now()}-${++made}@asemanvip.ir`;
  const { data } = await ok(pathOf(api.adminCreateStaff), {
    method: 'POST',
    token: adminToken,
    body: { email, full_name: `کارمند میز ${fa(String(made))}`, role, password: PASSWORD },
  });
  return { email, secret: data.totp_secret };
}

const signInOnPage = (page: Page, who: Staff) => staffSignInOnPage(page, { ...who, password: PASSWORD });

async function shot(page: Page, name: string) {
  const dir = SHOTS ?? '/tmp/shots/h4';
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** The page is no wider than the window: nothing, not even an action button, starts off-screen. */
const pageFits = (page: Page) =>
  page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));

/** Every screen of an admin: the desks' lists, their pages, and some catalogue lists. */
const SCREENS = [
  '',
  'cip-bookings',
  'checkin',
  'credit-requests',
  'adjustments',
  'refunds',
  'payments',
  'reconciliation',
  'tickets',
  'reviews',
  'store-orders',
  'stock',
  'staff',
  'audit',
  'products',
  'brands',
  'airports',
  'cip-services',
  'discount-codes',
  'agencies',
];

beforeAll(async () => {
  const admin = inject('staffAdmin');
  adminToken = await staffSignIn(admin.email, admin.password, admin.secret);
});

describe('desks staff work from all day', () => {
  it('every back-office screen fits 1280 and 360 px (no page-wide horizontal scroll), axe clean', async () => {
    for (const size of [WIDTHS.desktop, WIDTHS.phone]) {
      const { page, close } = await openPage(size);
      await signInOnPage(page, await newStaff('admin'));
      for (const screen of SCREENS) {
        await page.goto(`${webUrl()}/admin#/${screen}`);
        await page.locator('#main-content, main').first().waitFor();
        if (screen === '') await page.getByText('رزروهای امروز').first().waitFor({ timeout: 30_000 });
        // A list has loaded when its rows, cards or "no results" are drawn.
        if (!['', 'checkin', 'adjustments', 'refunds', 'reconciliation', 'stock'].includes(screen)) {
          await page
            .locator('.RaDatagrid-table, [data-testid="desk-cards"] li')
            .or(page.getByText(/یافت نشد|نتیجه‌ای پیدا نشد/))
            .first()
            .waitFor({ timeout: 30_000 })
            .catch(async (err) => {
              await shot(page, `${screen}-${size.width}-FAILED`);
              throw err;
            });
        }
        await page.waitForLoadState('networkidle');
        const { scroll, inner } = await pageFits(page);
        expect(scroll, `${screen || 'dashboard'} at ${size.width}px is ${scroll}px wide`).toBeLessThanOrEqual(inner);
        await expectNoSeriousA11yViolations(page);
        await shot(page, `${screen || 'dashboard'}-${size.width}`);
      }
      await close();
    }
  }, 600_000);

  it('the dashboard shows today’s numbers: bookings per airport and hour, waiting top-ups, tickets per desk (360px)', async () => {
    const numbers = (await ok(pathOf(api.adminDashboard), { token: adminToken })).data;
    const { page, close } = await openPage(WIDTHS.phone);
    await signInOnPage(page, await newStaff('admin'));
    const figure = (label: string) => page.locator('.MuiCard-root', { hasText: label }).first();
    await figure('رزروهای امروز').waitFor({ timeout: 30_000 });
    await expect(figure('افزایش اعتبار در انتظار').textContent()).resolves.toContain(
      toPersianDigits(numbers.pending_topups),
    );
    await expect(figure('سفارش‌های آمادهٔ ارسال').textContent()).resolves.toContain(
      toPersianDigits(numbers.store_orders_to_ship),
    );
    await page.getByRole('heading', { name: 'رزروهای تشریفات امروز به تفکیک فرودگاه و ساعت' }).waitFor();
    for (const slot of numbers.cip_today as { airport: string; hour: number }[]) {
      await page
        .getByRole('link', { name: toPersianDigits(`${String(slot.hour).padStart(2, '0')}:00`) })
        .first()
        .waitFor();
    }
    await page.getByRole('heading', { name: 'تیکت‌های در انتظار پاسخ به تفکیک واحد' }).waitFor();
    expect((await pageFits(page)).scroll).toBeLessThanOrEqual(WIDTHS.phone.width);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'dashboard-numbers-360');
    // A number opens its desk already filtered.
    await figure('سفارش‌های آمادهٔ ارسال').click();
    await expect.poll(() => decodeURIComponent(page.url())).toContain('#/store-orders?filter={"stage":"to_ship"}');
    await close();
  }, 240_000);

  it('finance’s wallet adjustment and refund confirmations name the member and mobile before anything moves (1280px, 360px)', async () => {
    const orders = (await ok(`${pathOf(api.adminListStoreOrders)}?stage=to_ship`, { token: adminToken })).data as {
      order_id: number;
    }[];
    if (!orders.length) throw new Error('the demo seed has no paid store order');
    const order = (await ok(pathOf(api.adminGetRefundableOrder, { id: orders[0].order_id }), { token: adminToken }))
      .data;
    const balanceOf = async () =>
      (await ok(pathOf(api.adminGetDeskMember, { id: order.member_id }), { token: adminToken })).data.balance as number;
    const before = await balanceOf();

    const { page, close } = await openPage(WIDTHS.desktop);
    await signInOnPage(page, await newStaff('finance'));
    await page.goto(`${webUrl()}/admin#/adjustments`);
    await page.getByLabel('شناسهٔ کاربر').fill(fa(String(order.member_id)));
    await page.getByLabel('مبلغ (تومان؛ منفی برای کسر)').fill(fa('1000'));
    await page.getByLabel('دلیل').fill('جبران تأخیر خدمت در فرودگاه');
    await page.getByRole('button', { name: 'ثبت اصلاح' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ timeout: 30_000 });
    const said = (await dialog.textContent()) ?? '';
    expect(said).toContain(order.member_name);
    if (order.member_mobile) expect(said).toContain(toPersianDigits(order.member_mobile));
    expect(said).toContain(formatToman(10_000));
    expect(await balanceOf()).toBe(before);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'adjust-confirm-1280');
    await dialog.getByRole('button', { name: 'بله، انجام شود' }).click();
    await page.getByText(`موجودی جدید: ${formatToman(before + 10_000)}`).waitFor({ timeout: 30_000 });
    expect(await balanceOf()).toBe(before + 10_000);
    // An id that names no one is said under its field; no confirmation opens.
    await page.getByLabel('شناسهٔ کاربر').fill(fa('999999'));
    await page.getByRole('button', { name: 'ثبت اصلاح' }).click();
    await page.getByText('کاربر پیدا نشد.').waitFor({ timeout: 30_000 });
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await close();

    const phone = await openPage(WIDTHS.phone);
    await signInOnPage(phone.page, await newStaff('finance'));
    await phone.page.goto(`${webUrl()}/admin#/refunds`);
    await phone.page.getByLabel('شناسهٔ سفارش').fill(fa(String(order.id)));
    await phone.page.getByLabel('مبلغ بازپرداخت (تومان)').fill(fa('1000'));
    await phone.page.getByLabel('دلیل').fill('کالای آسیب‌دیده در ارسال');
    await phone.page.getByRole('button', { name: 'ثبت بازپرداخت' }).click();
    const refund = phone.page.getByRole('dialog');
    await refund.waitFor({ timeout: 30_000 });
    const restated = (await refund.textContent()) ?? '';
    expect(restated).toContain(toPersianDigits(order.reference));
    expect(restated).toContain(order.member_name);
    expect((await pageFits(phone.page)).scroll).toBeLessThanOrEqual(WIDTHS.phone.width);
    await expectNoSeriousA11yViolations(phone.page);
    await shot(phone.page, 'refund-confirm-360');
    // Cancelled: nothing is refunded.
    await refund.getByRole('button', { name: 'انصراف' }).click();
    const after = (await ok(pathOf(api.adminGetRefundableOrder, { id: order.id }), { token: adminToken })).data;
    expect(after.refunded_amount).toBe(order.refunded_amount);
    await phone.close();
  }, 240_000);

  it('an editor adds a product attribute as a row of inputs, no JSON (1280px)', async () => {
    const editor = await newStaff('editor');
    const id = 5;
    const { page, close } = await openPage(WIDTHS.desktop);
    await signInOnPage(page, editor);
    await page.goto(`${webUrl()}/admin#/products/${id}`);
    const titles = page.locator('input[name^="attributes."][name$=".title"]');
    await page.getByText('ویژگی‌ها').first().waitFor({ timeout: 30_000 });
    await expect(page.locator('textarea[name="attributes"]').count()).resolves.toBe(0);
    const rows = await titles.count();
    await page.locator('.RaSimpleFormIterator-add button').first().click();
    await page.locator(`input[name="attributes.${rows}.title"]`).fill('گارانتی');
    await page.locator(`input[name="attributes.${rows}.value"]`).fill('۱۸ ماه');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'product-attributes-1280');
    await page.getByRole('button', { name: 'ذخیره' }).click();
    await expect
      .poll(
        async () =>
          (await ok(pathOf(api.adminCatalogGetProduct, { id }), { token: adminToken })).data.attributes as {
            title: string;
            value: string;
          }[],
        { timeout: 30_000 },
      )
      .toContainEqual({ title: 'گارانتی', value: '۱۸ ماه' });
    await close();
  }, 240_000);

  it('support hides a review with «بازگردانی» in the toast: undone, it stays published; left alone, it hides (360px)', async () => {
    type Review = { id: number; status: number };
    const reviewStatus = async (id: number) =>
      ((await ok(`${pathOf(api.adminListReviews)}?status=1&limit=100`, { token: adminToken })).data as Review[]).some(
        (r) => r.id === id,
      )
        ? 1
        : 2;
    const published = (await ok(`${pathOf(api.adminListReviews)}?status=1&limit=1`, { token: adminToken }))
      .data as Review[];
    if (!published.length) throw new Error('the demo seed has no published review');
    const review = published[0];
    const { page, close } = await openPage(WIDTHS.phone);
    await signInOnPage(page, await newStaff('support'));
    await page.goto(`${webUrl()}/admin#/reviews?filter=${encodeURIComponent(JSON.stringify({ status: '1' }))}`);
    const hide = page.locator(`[data-testid="hide-review-${review.id}"]:visible`);
    await hide.waitFor({ timeout: 30_000 });

    // Hidden, then undone from the toast: the server never hears of it.
    await hide.click();
    const undo = page.getByRole('button', { name: 'بازگردانی' });
    // The toast lasts a few seconds: undone at once, the window looked at while it shows.
    await undo.waitFor();
    await page.screenshot({ path: join(SHOTS ?? '/tmp/shots/h4', 'review-undo-360.png') });
    await undo.click();
    await page.getByText('نظر پنهان شد.').waitFor({ state: 'detached' });
    await hide.waitFor();
    // Past the toast's few seconds the review is still published.
    await page.waitForTimeout(6_000);
    await expect(reviewStatus(review.id)).resolves.toBe(1);
    await expectNoSeriousA11yViolations(page);

    // Hidden and left alone: once the toast goes, the review is hidden.
    await hide.click();
    await page.getByText('نظر پنهان شد.').waitFor();
    await page.getByText('نظر پنهان شد.').waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => reviewStatus(review.id), { timeout: 15_000 }).toBe(2);
    // Published again, as the seed had it.
    await ok(pathOf(api.adminModerateReview, { id: review.id }), {
      method: 'POST',
      token: adminToken,
      body: { decision: 'approve' },
    });
    await close();
  }, 180_000);

  it('a wrong password says how many tries are left and what to do, with no stray toast (360px)', async () => {
    const who = await newStaff('support');
    const { page, close } = await openPage(WIDTHS.phone);
    await page.goto(`${webUrl()}/admin`);
    await page.locator('input[name="email"]').waitFor();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('برای ادامه وارد شوید').count()).resolves.toBe(0);
    await page.locator('input[name="email"]').fill(who.email);
    await page.locator('input[name="password"]').fill('Wrong!pass1405');
    await page.locator('input[name="totp_code"]').fill(fa(totpCode(who.secret)));
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'درست نیست' });
    await alert.waitFor({ timeout: 30_000 });
    await expect(alert.textContent()).resolves.toMatch(/[۰-۹]+ تلاش دیگر دارید|این آخرین تلاش بود/);
    await expect(alert.textContent()).resolves.toContain('به مدیر سامانه خبر دهید');
    await expect(page.getByText('برای ادامه وارد شوید').count()).resolves.toBe(0);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'signin-wrong-360');
    await close();
  }, 120_000);
});
