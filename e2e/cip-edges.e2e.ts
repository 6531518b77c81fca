// The VIP booking at its edges (issue 28), at 360 and 1280 px: a greeter booked and paid with the wallet switched
// off, the voucher with the site's header, a new search after the paid booking; a round trip entered once, a failed
// bank step and a retry that pays the same order.
import { mkdirSync } from 'node:fs';
import { api, type CipOrderListItem, pathOf } from '@vip/contract';
import { formatJalaliDate, formatToman, toJalaliParts, toPersianDigits } from '@vip/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  bookAndCheckBill,
  chooseFlight,
  dateIn,
  fillPassengers,
  memberFetch,
  next,
  noTiles,
  pickJalaliDay,
  signInToBooking,
  walletBalance,
} from './cip-steps';
import { fa, memberSend } from './signin';
import { expectNoSeriousA11yViolations, hydrated, openPage, useBrowser, WIDTHS, webUrl } from './support';

useBrowser();

const SHOTS = '/tmp/shots/h6';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string, label: string) =>
  page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });

/** The members' mobiles (a fresh database per suite run; E2E_EDGES_MOBILES lets a rerun on a kept database use others). */
const MOBILES = process.env.E2E_EDGES_MOBILES ?? '091213005';
const TOP_UP = 1_000_000;

/** Puts `amount` Rials in the member's wallet through the sandbox bank (the wallet page is where it comes back). */
async function topUp(page: Page, amount: number) {
  const started = await memberSend(page, pathOf(api.startCreditTopup), { method: 'POST', body: { amount } });
  expect(started.status).toBe(200);
  await page.goto(started.json.data.redirect_url);
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await page.waitForURL((u) => u.pathname.startsWith('/credit'), { timeout: 30_000 });
  await expect.poll(() => walletBalance(page), { timeout: 20_000 }).toBe(amount);
}

/** The sandbox bank's decision, then the site's result page. */
async function atBank(page: Page, decision: 'پرداخت' | 'خطای بانک') {
  await page.getByRole('button', { name: decision, exact: true }).click({ timeout: 30_000 });
  await page.waitForURL(/\/order\/payment-result\?/, { timeout: 30_000 });
}

const selectedTab = (page: Page) => page.locator('[role="tab"][aria-selected="true"]').getAttribute('data-testid');

describe('VIP booking edges', () => {
  for (const [label, size, mobile] of [
    ['360px', WIDTHS.phone, `${MOBILES}01`],
    ['1280px', WIDTHS.desktop, `${MOBILES}02`],
  ] as const) {
    it(`a greeter by name alone, paid all by bank with the wallet switched off; the voucher has the site's header; a new search opens a fresh booking (${label})`, async () => {
      const { page, close } = await openPage(size);
      await noTiles(page);
      await signInToBooking(page, mobile, 'پرستو', 'نادری');
      await topUp(page, TOP_UP);

      await page.goto(`${webUrl()}/cip/booking?service=cip&date=${dateIn(5)}&q=${encodeURIComponent('مشهد')}`);
      const card = page.locator('[data-testid^="flight-card-"]', { hasText: 'تهران (THR) ← مشهد' }).first();
      await card.waitFor();
      await card.click();
      await page.locator('[data-testid^="service-0-"]:checked').waitFor();
      await page.locator('[data-testid^="service-1-"]').first().check();
      await next(page);
      await next(page);
      // A greeter at the destination: a first and a last name, nothing else.
      await page.getByTestId('greeter-count-plus').click();
      await page.getByLabel('نام نفر ۱', { exact: true }).fill('رضا');
      await page.getByLabel('نام خانوادگی نفر ۱', { exact: true }).fill('احمدی');
      await next(page);
      await fillPassengers(page, [['پرستو', 'نادری', '0084575948', mobile]]);
      await next(page);

      // Confirm: who travels, with the identity number masked but for its last four digits.
      const listed = page.getByTestId('confirm-passengers-0');
      await listed.waitFor();
      await expect(listed.textContent()).resolves.toContain('پرستو نادری (بزرگسال)');
      await expect(listed.textContent()).resolves.toContain(`••••••${fa('5948')}`);
      await expectNoSeriousA11yViolations(page);
      const reference = await bookAndCheckBill(page);

      // Payment: the balance, what the wallet covers and what the bank takes; switched off, the bank takes it all.
      const due = (await page.getByTestId('server-total').textContent()) ?? '';
      await expect(page.getByTestId('pay-wallet-balance').textContent()).resolves.toContain(formatToman(TOP_UP));
      expect(await page.getByTestId('pay-wallet').textContent()).toBe(formatToman(TOP_UP));
      expect(await page.getByTestId('pay-bank').textContent()).not.toBe(due);
      await page.getByTestId('use-wallet').uncheck();
      expect(await page.getByTestId('pay-wallet').textContent()).toBe(formatToman(0));
      expect(await page.getByTestId('pay-bank').textContent()).toBe(due);
      await shot(page, 'payment-step', label);
      await expectNoSeriousA11yViolations(page);
      await page.getByTestId('pay').click();
      await atBank(page, 'پرداخت');
      await page.getByTestId('result-voucher').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('order-reference').textContent()).toBe(fa(reference));
      expect(await walletBalance(page)).toBe(TOP_UP);
      await shot(page, 'result-paid', label);

      // The voucher: the greeter by name, and the site's header to go on from.
      await page.getByTestId('result-voucher').click();
      await page.getByTestId('voucher').waitFor();
      expect(await page.getByTestId('voucher-reference').textContent()).toBe(fa(reference));
      await expect(page.getByTestId('voucher').textContent()).resolves.toContain('خوشامدگو: رضا احمدی');
      const header = page.getByTestId('voucher-header');
      expect(await header.locator('a[href="/"]').count()).toBeGreaterThan(0);
      await page.getByTestId('voucher-qr').locator('svg').waitFor();
      await shot(page, 'voucher', label);
      await expectNoSeriousA11yViolations(page);

      // A new search from the home bar: a new booking on its first step, never the paid one's payment step.
      await page.goto(`${webUrl()}/`);
      await hydrated(page);
      const bar = page.getByTestId('booking-bar');
      // On a phone the bar opens from its toggle; on a desktop it is open.
      const toggle = bar.getByTestId('booking-toggle');
      if (await toggle.isVisible()) await toggle.click();
      await bar.getByTestId('booking-section-fastTrack').check();
      await bar.getByTestId('booking-q').fill('مشهد');
      await bar.getByTestId('booking-submit').click();
      await page.waitForURL((u) => u.pathname === '/cip/booking', { timeout: 30_000 });
      await page.getByTestId('step-body-0').waitFor();
      expect(await page.getByTestId('flight-search').inputValue()).toBe('مشهد');
      expect(await page.getByTestId('server-total').count()).toBe(0);
      await expect(page.getByTestId('summary-order-0').textContent()).resolves.not.toContain('پرستو');
      await close();
    }, 400_000);

    it(`a round trip entered once, a failed bank step, then a retry that pays the same order (${label})`, async () => {
      const { page, close } = await openPage(size);
      await noTiles(page);
      await signInToBooking(page, `${MOBILES}1${label === '360px' ? 1 : 2}`, 'نرگس', 'محمدی');
      const outbound = dateIn(4);
      await page.goto(`${webUrl()}/cip/booking?date=${outbound}&q=${encodeURIComponent('مشهد')}`);
      await chooseFlight(page, { adults: 2 });

      // The return keeps the party (two adults) and cannot be dated before the outbound.
      await page.getByTestId('round-trip').check();
      expect(await selectedTab(page)).toBe('order-tab-1');
      expect(await page.getByTestId('count-age-3-value').textContent()).toBe('۲');
      const early = toJalaliParts(`${dateIn(3)}T12:00:00Z`);
      if (!early) throw new Error('no Jalali date');
      const pad = (n: number) => String(n).padStart(2, '0');
      const field = page.getByLabel('تاریخ پرواز');
      await field.fill(toPersianDigits(`${early.year}/${pad(early.month)}/${pad(early.day)}`));
      await field.press('Enter');
      await expect(page.getByTestId('flight-date-problem').textContent()).resolves.toContain(
        'برای این روز پروازی ارائه نمی‌شود',
      );
      const returnDay = dateIn(7);
      await pickJalaliDay(page, returnDay);
      await page.getByTestId('flight-search').fill('مشهد');
      const back = page.locator('[data-testid^="flight-card-"]', { hasText: 'مشهد (MHD) ← تهران' }).first();
      await back.waitFor();
      await back.click();
      await page.locator('[data-testid^="service-1-"]').first().check();

      // Each extras step opens on the flight served there: the origin's on the outbound, the destination's on the
      // return (with a transfer home from Mehrabad).
      await next(page);
      expect(await selectedTab(page)).toBe('order-tab-0');
      await page.getByTestId('extra-wheelchair').waitFor();
      await next(page);
      expect(await selectedTab(page)).toBe('order-tab-1');
      await page.getByTestId('transfer-select').click();
      await page.getByRole('option').nth(1).click();
      await page.getByTestId('transfer-time').fill('23:30');
      await page.getByTestId('transfer-address').fill('تهران، سعادت‌آباد، خیابان سرو غربی، پلاک ۲۴');
      await page.locator('[data-testid="map-picker"]').click({ position: { x: 160, y: 120 } });
      await expect.poll(() => page.getByTestId('map-point').textContent()).toMatch(/[۰-۹]/);

      // Passengers once, on the outbound; moving on offers them for the return.
      await next(page);
      expect(await selectedTab(page)).toBe('order-tab-0');
      await fillPassengers(page, [
        ['نرگس', 'محمدی', '0084575948', `${MOBILES}1${label === '360px' ? 1 : 2}`],
        ['علی', 'محمدی', '0013542419'],
      ]);
      await next(page);
      expect(await selectedTab(page)).toBe('order-tab-1');
      await page.getByTestId('same-passengers-offer').waitFor();
      await shot(page, 'return-offer', label);
      await expectNoSeriousA11yViolations(page);
      await page.getByTestId('same-passengers').click();
      await page.getByTestId('same-passengers-done').waitFor();
      expect(await page.getByTestId('first-name-1').inputValue()).toBe('علی');
      await expect(page.getByTestId('summary-order-1').textContent()).resolves.toContain('نرگس محمدی، علی محمدی');
      await next(page);

      // Confirm: the return on its own day (never a flight of the outbound's day listed before the return's loaded),
      // both flights' passengers and the transfer's address and time.
      await expect(page.getByTestId('confirm-order-1').textContent()).resolves.toContain(
        formatJalaliDate(returnDay, { style: 'long' }),
      );
      for (const o of [0, 1]) {
        const text = await page.getByTestId(`confirm-passengers-${o}`).textContent();
        expect(text).toContain('نرگس محمدی');
        expect(text).toContain(`••••••${fa('2419')}`);
      }
      const transfer = await page.getByTestId('confirm-transfer-1-1').textContent();
      expect(transfer).toContain('سرو غربی');
      expect(transfer).toContain('ساعت ۲۳:۳۰');
      await expect(page.getByTestId('summary-order-0').textContent()).resolves.toContain('علی محمدی');
      await shot(page, 'confirm-round-trip', label);
      await expectNoSeriousA11yViolations(page);
      const reference = await bookAndCheckBill(page);

      // The bank fails: the result page says so and offers a retry, which pays the same order.
      await page.getByTestId('pay').click();
      await atBank(page, 'خطای بانک');
      await page.getByTestId('pay-again').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('order-reference').textContent()).toBe(fa(reference));
      await shot(page, 'result-failed', label);
      await expectNoSeriousA11yViolations(page);
      await page.getByTestId('pay-again').click();
      await atBank(page, 'پرداخت');
      await page.getByTestId('result-voucher').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('order-reference').textContent()).toBe(fa(reference));
      const list = await memberFetch(page, `${pathOf(api.listCipOrders)}?limit=50`);
      const orders = ((await list.json()) as { data: CipOrderListItem[] }).data;
      expect(orders.map((o) => o.reference)).toEqual([reference]);

      await page.getByTestId('result-voucher').click();
      await page.getByTestId('voucher').waitFor();
      await expect(page.getByRole('heading', { name: 'پرواز برگشت' }).count()).resolves.toBe(1);
      await shot(page, 'voucher-round-trip', label);
      await close();
    }, 400_000);
  }
});
