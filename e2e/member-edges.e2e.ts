// The member's pages follow what happened (issue #28): a shipped and then delivered store order shows its stage,
// method, tracking number and dates, with «نظر بدهید» for its items; a session ended on another device signs this
// device out with a Persian notice; the member's fields carry no English placeholders; a new member's ticket list
// says there are none yet.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { api, pathOf } from '@vip/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { codeFor, completeProfile, fa, lastOutboxId, memberSend, signInByMobile } from './signin';
import { send, staffSignIn } from './staff';
import { apiGet, apiUrl, expectNoSeriousA11yViolations, openPage, useBrowser, WIDTHS, webUrl } from './support';
import { textDirectionDefects } from './text-checks';

useBrowser();

const SIZES = [
  { name: '360px', size: WIDTHS.phone, n: 0 },
  { name: '1280px', size: WIDTHS.desktop, n: 1 },
] as const;
const mobileOf = (base: number, n: number) => `0913555${String(base + n * 10).padStart(4, '0')}`;
const STAFF_PASSWORD = 'Mizkhedmat!1405x';

let fulfilmentToken = '';

async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS ?? '/tmp/shots/h5';
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

async function ok(path: string, init: Parameters<typeof send>[1] = {}) {
  const res = await send(path, init);
  if (res.status >= 300) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${res.text}`);
  return res.json;
}

beforeAll(async () => {
  const admin = inject('staffAdmin');
  const adminToken = await staffSignIn(admin.email, admin.password, admin.secret);
  const email = `e2e-member-edges-${Date.now()}@asemanvip.ir`;
  const { data } = await ok(pathOf(api.adminCreateStaff), {
    method: 'POST',
    token: adminToken,
    body: { email, full_name: 'کارمند ارسال', role: 'fulfilment', password: STAFF_PASSWORD },
  });
  fulfilmentToken = await staffSignIn(email, STAFF_PASSWORD, data.totp_secret);
});

/** A new member signed in on this page, on the member area's home. */
async function newMember(page: Page, mobile: string) {
  await page.context().route(`${apiUrl()}/favicon.ico`, (r) => r.fulfill({ status: 204 }));
  await page.goto(`${webUrl()}/member/signin`);
  await signInByMobile(page, mobile);
  await completeProfile(page, 'سارا', 'نوروزی');
  await page.waitForURL('**/dashboard', { timeout: 20_000 });
  await page.getByTestId('dashboard-balance').waitFor();
}

/** Every field's placeholder and every visible word on the page: none of them English date or time tokens. */
const englishTokens = (page: Page) =>
  page.evaluate(() => {
    const placeholders = [...document.querySelectorAll('input, textarea')].map(
      (el) => el.getAttribute('placeholder') ?? '',
    );
    const fields = [...document.querySelectorAll('.MuiPickersSectionList-root')].map((el) => el.textContent ?? '');
    const titles = [...document.querySelectorAll('[title]')].map((el) => el.getAttribute('title') ?? '');
    return [...placeholders, ...fields, ...titles, document.body.innerText].filter((t) =>
      /\b(YYYY|MM\/DD|DD|AM|PM|Zoom in|Zoom out)\b/.test(t),
    );
  });

describe('the member’s pages follow what happened', () => {
  it.each(SIZES)(
    'a shipped, then delivered order shows its stage, method, tracking number and dates, and asks for reviews ($name)',
    async ({ size, n, name }) => {
      const { page, close } = await openPage(size);
      await newMember(page, mobileOf(101, n));

      // A new member: no tickets yet (not «no ticket matches»), and no English in the date fields.
      await page.goto(`${webUrl()}/dashboard/tickets`);
      await expect(page.getByTestId('tickets-empty').textContent({ timeout: 15_000 })).resolves.toContain(
        'هنوز تیکتی ثبت نکرده‌اید',
      );
      await expect(englishTokens(page)).resolves.toEqual([]);
      await page.goto(`${webUrl()}/dashboard/profile`);
      await page.getByTestId('profile-form').waitFor({ timeout: 15_000 });
      await expect(englishTokens(page)).resolves.toEqual([]);
      await shot(page, `profile-${name}`);

      // An order placed and paid at the sandbox bank (the member's own calls, through the site's relay).
      const product = (await apiGet(api.listProducts, { available_in_stock: true, limit: 1 })).data[0];
      const recipient = await memberSend(page, pathOf(api.createRecipient), {
        method: 'POST',
        body: {
          full_name: 'سارا نوروزی',
          mobile: '09135551234',
          province_id: 1,
          city_id: 1,
          address: 'تهران، خیابان ولیعصر، کوچهٔ نسترن، پلاک ۸',
          postal_code: '1969833111',
        },
      });
      expect(recipient.status, recipient.text).toBe(201);
      const placed = await memberSend(page, pathOf(api.createStoreOrder), {
        method: 'POST',
        body: {
          items: [{ product_id: product.id, quantity: 1 }],
          recipient_id: recipient.json.data.id,
          transmit_id: 1,
        },
      });
      expect(placed.status, placed.text).toBe(201);
      const order = placed.json.data as { id: number; reference: string };
      const pay = await memberSend(page, pathOf(api.payStoreOrder), {
        method: 'POST',
        body: { order_id: order.id, gateway: 'sandbox', use_wallet: false },
      });
      expect(pay.status, pay.text).toBe(200);
      await page.goto(pay.json.data.redirect_url);
      await page.getByRole('button', { name: 'پرداخت', exact: true }).click({ timeout: 20_000 });
      await page.waitForURL(/\/order\/payment-result/, { timeout: 20_000 });

      const orderPage = `${webUrl()}/dashboard/order/${order.id}`;
      await page.goto(orderPage);
      await expect(page.getByTestId('order-stage').textContent({ timeout: 15_000 })).resolves.toBe('در حال آماده‌سازی');

      // The fulfilment desk ships it: the member's page says so, with the tracking number and the date.
      await ok(pathOf(api.adminShipStoreOrder, { id: order.id }), {
        method: 'POST',
        token: fulfilmentToken,
        body: { tracking_number: '246801357911' },
      });
      await page.reload();
      await expect(page.getByTestId('order-stage').textContent({ timeout: 15_000 })).resolves.toBe('ارسال شده');
      await expect(page.getByTestId('tracking-number').textContent()).resolves.toBe(fa('246801357911'));
      await expect(page.getByTestId('shipping-method').textContent()).resolves.toContain('پست پیشتاز');
      await expect(page.getByTestId('shipped-at').textContent()).resolves.toMatch(/[۰-۹]/);
      await expect(page.getByTestId('order-reference').textContent()).resolves.toBe(fa(order.reference));
      await expect(page.getByTestId('cancel-order').count()).resolves.toBe(0);
      await expectNoSeriousA11yViolations(page);
      await expect(textDirectionDefects(page)).resolves.toEqual([]);
      await shot(page, `order-shipped-${name}`);

      // Delivered: the date, and each item links to its product with «نظر بدهید».
      await ok(pathOf(api.adminDeliverStoreOrder, { id: order.id }), { method: 'POST', token: fulfilmentToken });
      await page.reload();
      await expect(page.getByTestId('order-stage').textContent({ timeout: 15_000 })).resolves.toBe('تحویل شده');
      await page.getByTestId('delivered-at').waitFor();
      const review = page.getByTestId('review-item').first();
      await review.waitFor({ timeout: 15_000 });
      await expect(review.getAttribute('href')).resolves.toBe(`/product/${product.id}#reviews-title`);
      await expect(page.getByTestId('delivered-item-link').first().getAttribute('href')).resolves.toBe(
        `/product/${product.id}`,
      );
      await expectNoSeriousA11yViolations(page);
      await shot(page, `order-delivered-${name}`);

      // The list says the same stage, with the title once.
      await page.goto(`${webUrl()}/dashboard/order`);
      const row = page.getByTestId('order-row').first();
      await expect(row.getByTestId('order-stage').textContent({ timeout: 15_000 })).resolves.toBe('تحویل شده');
      await expect(row.textContent()).resolves.not.toMatch(/کالای دیگر.*کالای دیگر/);
      await close();
    },
    240_000,
  );

  it.each(SIZES)(
    'a session ended on another device signs this one out with a Persian notice, and the sign-in page has a way back ($name)',
    async ({ size, n, name }) => {
      const { page, close } = await openPage(size);
      const mobile = mobileOf(102, n);
      await newMember(page, mobile);

      // The member signs in on another device (the API directly; one code a minute per number, as a person waits).
      const before = await lastOutboxId(mobile);
      const until = Date.now() + 90_000;
      for (;;) {
        const asked = await send(pathOf(api.requestSigninCode), { method: 'POST', body: { mobile } });
        if (asked.status < 300) break;
        if (asked.status !== 429 || Date.now() > until) throw new Error(`request code: ${asked.status} ${asked.text}`);
        await new Promise((r) => setTimeout(r, 5_000));
      }
      const other = await ok(pathOf(api.verifySigninCode), {
        method: 'POST',
        body: { mobile, code: await codeFor(mobile, before) },
      });
      // …and signs every other device out, this browser among them.
      await ok(pathOf(api.revokeOtherMemberSessions), { method: 'POST', token: other.data.access_token });

      await page.reload();
      await page.waitForURL(/\/member\/signin/, { timeout: 20_000 });
      const notice = page.getByTestId('session-ended');
      await notice.waitFor({ timeout: 15_000 });
      await expect(notice.textContent()).resolves.toContain('دوباره وارد شوید');
      await page.locator('input[name="mobile"]').waitFor();
      await expect(page.getByText(/سلام/).count()).resolves.toBe(0);
      const back = page.getByTestId('login-back');
      await expect(back.getAttribute('href')).resolves.toBe('/');
      await expectNoSeriousA11yViolations(page);
      await shot(page, `session-ended-${name}`);
      // The member pages are closed to this device until it signs in again.
      await page.goto(`${webUrl()}/dashboard`);
      await page.waitForURL(/\/member\/signin/, { timeout: 20_000 });
      await close();
    },
    240_000,
  );
});
