import type { Page } from 'playwright-core';
import { STORE_ORDER_STAGE_LABELS } from '@vip/contract';
import { describe, expect, it } from 'vitest';
import { completeProfile, fa, PERSIAN, signInByMobile } from './signin';
import { apiUrl, expectNoSeriousA11yViolations, openPage, useBrowser, WIDTHS, webUrl } from './support';

useBrowser();

const RESULT = /\/order\/payment-result\?/;

/**
 * Map tiles never leave the machine (any tile request answers an empty 1×1 PNG), and the sandbox bank's origin (the
 * API) has no favicon: the browser's own request for one is not a page error.
 */
async function offline(page: Page) {
  await page.context().route(`${apiUrl()}/favicon.ico`, (r) => r.fulfill({ status: 204 }));
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  await page.context().route(/tile\.openstreetmap\.org/, (r) => r.fulfill({ contentType: 'image/png', body: png }));
}

/** Puts the first in-stock product in the cart from the shop and opens the cart. */
async function fillCart(page: Page) {
  await page.goto(`${webUrl()}/products?available_in_stock=true`);
  await page.locator('[data-testid="product-card"] a').first().click();
  await page.waitForURL(/\/product\/\d+$/);
  await page.locator('[data-testid="add-to-cart"]').click();
  await expect.poll(() => page.locator('[data-testid="cart-badge"]').textContent()).toContain('۱');
  await page.goto(`${webUrl()}/cart`);
  await page.locator('[data-testid="cart-item"]').first().waitFor();
}

/** Opens an MUI select by its label and picks the option with exactly this text. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** The recipient step with no saved recipient: fills the form (Persian digits, province → city, map point) and saves. */
async function addRecipient(page: Page) {
  await page.getByLabel('نام و نام خانوادگی گیرنده').fill('مریم رضایی');
  await page.getByLabel('شماره همراه').fill(fa('09121234567'));
  await choose(page, 'استان', 'تهران');
  await choose(page, 'شهر', 'تهران');
  await page.getByLabel('نشانی کامل').fill('خیابان ولیعصر، بالاتر از پارک ساعی، کوچه نیلوفر، پلاک ۱۲، واحد ۳');
  await page.getByLabel('کد پستی ۱۰ رقمی').fill(fa('1434567890'));
  // Clicking the map drops the pin (no tiles needed).
  await page.locator('[data-testid="map-picker"]').click({ position: { x: 120, y: 100 } });
  await expect.poll(() => page.locator('[data-testid="map-point"]').textContent()).toMatch(/موقعیت انتخاب‌شده: [۰-۹]/);
  await page.getByRole('button', { name: 'ذخیره گیرنده' }).click();
  await page.locator('[data-testid="recipient-option"]').first().waitFor();
  await expect(page.getByRole('radio', { checked: true }).count()).resolves.toBe(1);
}

const next = (page: Page) => page.locator('[data-testid="step-next"]').click();

/** Recipient (already chosen) → shipping → discount → review: leaves the member on the pay step. */
async function throughToPay(page: Page, opts: { checkA11y: boolean; code?: string; transmit?: number }) {
  await next(page);
  await page
    .locator('[data-testid="transmit-option"]')
    .nth(opts.transmit ?? 0)
    .click();
  if (opts.checkA11y) await expectNoSeriousA11yViolations(page);
  await next(page);
  // A code that does not exist is refused with a Persian reason, and is not added.
  await page.getByLabel('کد تخفیف').fill('NOPE-2026');
  await page.getByRole('button', { name: 'بررسی و افزودن' }).click();
  await expect.poll(() => page.locator('[data-testid="discount-result"]').textContent()).toMatch(PERSIAN);
  await expect(page.getByRole('listitem').filter({ hasText: 'NOPE-2026' }).count()).resolves.toBe(0);
  if (opts.code) {
    await page.getByLabel('کد تخفیف').fill(opts.code.toLowerCase());
    await page.getByRole('button', { name: 'بررسی و افزودن' }).click();
    await expect.poll(() => page.locator('[data-testid="discount-result"]').textContent()).toContain('اعمال شد');
    await page.getByRole('listitem').filter({ hasText: opts.code }).waitFor();
  }
  await next(page);
  // The server's bill: lines and a total in Toman with Persian digits.
  await page.locator('[data-testid="bill-line"]').first().waitFor();
  await expect(page.locator('[data-testid="bill-total"]').textContent()).resolves.toMatch(/^[۰-۹,]+ تومان$/);
  if (opts.code) await page.getByText(`(${opts.code})`).waitFor();
  if (opts.checkA11y) await expectNoSeriousA11yViolations(page);
  await next(page);
  await page.locator('[data-testid="place-order"]').waitFor();
}

/** On the sandbox bank (the API's page): presses one of its buttons and waits for the site's result page. */
async function atBank(page: Page, button: 'پرداخت' | 'انصراف' | 'خطای بانک') {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.waitForURL(RESULT, { timeout: 20_000 });
}

/** The order's reference code as the result page shows it. */
const referenceOf = (page: Page) => page.locator('[data-testid="order-reference"]').first().textContent();

// Whole journeys (sign-in, five steps, the bank and back, the order pages) take longer than one page's test.
const JOURNEY_MS = 240_000;

describe('store checkout', () => {
  it(
    'signed-out shopper: cart → sign in → checkout → sandbox bank → paid → the order in /dashboard/order (360px)',
    async () => {
      const { page, errors, close } = await openPage(WIDTHS.phone);
      await offline(page);
      await fillCart(page);
      await page.getByRole('link', { name: 'ادامه فرایند خرید' }).click();
      // The gate sends a visitor to sign in and back to the checkout (no loop to the cart).
      await page.waitForURL('**/member/signin?callbackUrl=*');
      expect(new URL(page.url()).searchParams.get('callbackUrl')).toBe('/order/checkout');
      await signInByMobile(page, '09121200301');
      await completeProfile(page, 'مریم', 'رضایی');
      await page.waitForURL('**/order/checkout', { timeout: 15_000 });
      await expect(page.locator('[data-testid="step-of"]').textContent()).resolves.toBe('مرحله ۱ از ۵: گیرنده');
      await page.getByLabel('نام و نام خانوادگی گیرنده').waitFor();
      await expectNoSeriousA11yViolations(page);

      // The contract's own rules answer in Persian before anything is sent.
      await page.getByRole('button', { name: 'ذخیره گیرنده' }).click();
      await expect(page.getByText('استان را انتخاب کنید.').count()).resolves.toBe(1);
      await addRecipient(page);
      // A fixed 50,000-Toman code of the demo data (minimum basket 500,000 Toman) lowers the server's bill.
      await throughToPay(page, { checkA11y: true, code: 'WELCOME50' });
      await expectNoSeriousA11yViolations(page);

      await page.locator('[data-testid="place-order"]').click();
      await page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' }).waitFor({ timeout: 20_000 });
      await atBank(page, 'پرداخت');
      await page.locator('[data-testid="result-paid"]').waitFor({ timeout: 20_000 });
      const reference = await referenceOf(page);
      expect(reference).toBeTruthy();
      await expectNoSeriousA11yViolations(page);
      // The cart is done with.
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '{}').items).toEqual([]);

      await page.getByRole('link', { name: 'مشاهده سفارش' }).click();
      await page.waitForURL(/\/dashboard\/order\/\d+$/);
      // Paid and not yet shipped: the one stage a person reads.
      await expect(page.locator('[data-testid="status-chips"]').first().textContent()).resolves.toContain(
        STORE_ORDER_STAGE_LABELS.preparing,
      );
      await page.goto(`${webUrl()}/dashboard/order`);
      const row = page.locator('[data-testid="order-row"]').filter({ hasText: reference ?? '' });
      await row.waitFor();
      await expect(row.textContent()).resolves.toMatch(/[۰-۹]{4}/); // Jalali date in Persian digits
      await expectNoSeriousA11yViolations(page);
      expect(errors).toEqual([]);
      await close();
    },
    JOURNEY_MS,
  );

  it(
    'a failed payment then a retry; cancelling the paid order refunds the wallet; the next order is paid wholly by wallet (1280px)',
    async () => {
      const { page, errors, close } = await openPage(WIDTHS.desktop);
      await offline(page);
      await page.goto(`${webUrl()}/member/signin?callbackUrl=${encodeURIComponent('/cart')}`);
      await signInByMobile(page, '09121200302');
      await completeProfile(page, 'علی', 'کاظمی');
      await page.waitForURL('**/cart', { timeout: 15_000 });
      await fillCart(page);
      await page.getByRole('link', { name: 'ادامه فرایند خرید' }).click();
      await page.waitForURL('**/order/checkout');
      await page.getByLabel('نام و نام خانوادگی گیرنده').waitFor();
      await expectNoSeriousA11yViolations(page);
      await addRecipient(page);
      await throughToPay(page, { checkA11y: true });
      await expectNoSeriousA11yViolations(page);
      const total = await page.locator('[data-testid="pay-bank"]').textContent();

      // The bank fails: the result page says so and offers to pay again.
      await page.locator('[data-testid="place-order"]').click();
      await page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' }).waitFor({ timeout: 20_000 });
      await atBank(page, 'خطای بانک');
      await page.locator('[data-testid="result-failed"]').waitFor({ timeout: 20_000 });
      await expect(page.locator('[data-testid="result-failed"]').textContent()).resolves.toMatch(PERSIAN);
      const reference = await referenceOf(page);
      await expectNoSeriousA11yViolations(page);
      // A new member's wallet is empty: paying by wallet is not offered.
      await expect(page.locator('[data-testid="pay-by-wallet"]').isDisabled()).resolves.toBe(true);
      await page.locator('[data-testid="pay-again"]').click();
      await page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' }).waitFor({ timeout: 20_000 });
      await atBank(page, 'پرداخت');
      await page.locator('[data-testid="result-paid"]').waitFor({ timeout: 20_000 });
      await expect(referenceOf(page)).resolves.toBe(reference);

      // The order page lists both payments; cancelling the paid order refunds it to the wallet at once.
      await page.getByRole('link', { name: 'مشاهده سفارش' }).click();
      await page.waitForURL(/\/dashboard\/order\/\d+$/);
      // The order page loads its data in the browser (its own segment's query cache): wait for the payments.
      await expect
        .poll(() => page.locator('[data-testid="order-payments"] li').count(), { timeout: 15_000 })
        .toBeGreaterThanOrEqual(2);
      await expectNoSeriousA11yViolations(page);
      await page.locator('[data-testid="cancel-order"]').click();
      await expectNoSeriousA11yViolations(page);
      await page.locator('[data-testid="confirm-cancel"]').click();
      await expect
        .poll(() => page.locator('[data-testid="status-chips"]').first().textContent(), { timeout: 15_000 })
        .toContain(STORE_ORDER_STAGE_LABELS.canceled);
      await expect(page.locator('[data-testid="cancel-order"]').count()).resolves.toBe(0);
      await expect(page.locator('[data-testid="order-history"]').textContent()).resolves.toContain('لغوشده');

      // The refund is in the balance. With the dearer courier the wallet covers part: it is held while at the bank,
      // and cancelling there gives it back at once, as the result page says.
      await fillCart(page);
      await page.getByRole('link', { name: 'ادامه فرایند خرید' }).click();
      await page.waitForURL('**/order/checkout');
      await page.locator('[data-testid="recipient-option"]').first().click();
      await throughToPay(page, { checkA11y: false, transmit: 1 });
      await page.locator('[data-testid="place-order"]').click();
      await page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' }).waitFor({ timeout: 20_000 });
      await atBank(page, 'انصراف');
      await page.locator('[data-testid="result-wallet-released"]').waitFor({ timeout: 20_000 });
      await expect(page.locator('[data-testid="result-wallet-released"]').textContent()).resolves.toBe(
        `پرداخت ناموفق بود؛ مبلغ ${total} از کیف پول شما به حساب برگشت.`,
      );
      await expect(page.locator('[data-testid="pay-again"]').count()).resolves.toBe(1);

      // The whole balance is back: the next checkout of the first cart offers the wallet for the whole total.
      await fillCart(page);
      await page.getByRole('link', { name: 'ادامه فرایند خرید' }).click();
      await page.waitForURL('**/order/checkout');
      await page.locator('[data-testid="recipient-option"]').first().click();
      await throughToPay(page, { checkA11y: false });
      await expect(page.getByText(`موجودی: ${total}`).count()).resolves.toBeGreaterThan(0);
      await page.getByRole('radio', { name: 'پرداخت کامل از کیف پول' }).check();
      await expect(page.locator('[data-testid="pay-bank"]').textContent()).resolves.toBe('۰ تومان');
      await page.locator('[data-testid="place-order"]').click();
      // No bank: straight to the paid result.
      await page.waitForURL(RESULT, { timeout: 20_000 });
      await page.locator('[data-testid="result-paid"]').waitFor({ timeout: 20_000 });
      await expect(referenceOf(page)).resolves.not.toBe(reference);
      await page.getByRole('link', { name: 'مشاهده سفارش' }).click();
      await page.waitForURL(/\/dashboard\/order\/\d+$/);
      await expect(page.locator('[data-testid="order-payments"]').textContent()).resolves.toContain('کیف پول');
      expect(errors).toEqual([]);
      await close();
    },
    JOURNEY_MS,
  );
});
