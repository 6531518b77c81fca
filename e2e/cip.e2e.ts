import { api, type CipOrderListItem, pathOf } from '@vip/contract';
import { OrderStatus, PaymentStatus, toJalaliParts, toPersianDigits } from '@vip/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { completeProfile, fa, memberSend, PERSIAN, signInByMobile } from './signin';
import { expectNoSeriousA11yViolations, hydrated, openPage, useBrowser, WIDTHS, webUrl } from './support';

useBrowser();

const DAY = 86_400_000;
/** A Gregorian date `days` from today (the schedule rolls 60 days ahead, so there are always flights). */
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const TOMAN = /^[۰-۹,]+ تومان$/;
/** The members' mobiles (a fresh database per suite run; E2E_CIP_MOBILES lets a rerun on a kept database use others). */
const MOBILES = process.env.E2E_CIP_MOBILES ?? '091213004';
/** The demo member of the seed (its bookings include one inside the cut-off). */
const DEMO_MOBILE = '09121234567';

/** Map tiles never leave the machine: any tile request answers an empty 1×1 PNG. */
async function noTiles(page: Page) {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  await page.context().route(/tile\.openstreetmap\.org/, (r) => r.fulfill({ contentType: 'image/png', body: png }));
}

/** Signs a new member in from the sign-in page and lands on the booking wizard. */
async function signInToBooking(page: Page, mobile: string, first: string, last: string) {
  await page.goto(`${webUrl()}/member/signin?callbackUrl=${encodeURIComponent('/cip/booking')}`);
  await signInByMobile(page, mobile);
  // A new member completes the profile step first; a returning one lands on the wizard at once.
  const profile = page.locator('input[name="first_name"]');
  await Promise.race([profile.waitFor({ timeout: 30_000 }), page.waitForURL('**/cip/booking', { timeout: 30_000 })]);
  if (await profile.isVisible()) await completeProfile(page, first, last);
  await page.waitForURL('**/cip/booking', { timeout: 30_000 });
}

/** A request to the API as the signed-in member, sent by the page through the site's relay. */
async function memberFetch(page: Page, path: string, init: { method?: string; body?: string } = {}): Promise<Response> {
  const res = await memberSend(page, path, {
    method: init.method,
    body: init.body === undefined ? undefined : JSON.parse(init.body),
  });
  return new Response(res.text, { status: res.status, headers: { 'content-type': 'application/json' } });
}

/** The wallet balance (Rials) of the signed-in member, read from the API through the site's relay. */
async function walletBalance(page: Page): Promise<number> {
  const res = await memberFetch(page, pathOf(api.getCreditBalance));
  return ((await res.json()) as { data: { balance: number } }).data.balance;
}

const next = (page: Page) => page.getByTestId('wizard-next').click();

/** Opens the current order's date picker and clicks the Jalali day of `iso` (moving a month on when needed). */
async function pickJalaliDay(page: Page, iso: string) {
  const target = toJalaliParts(`${iso}T12:00:00Z`);
  const today = toJalaliParts(Date.now());
  if (!target || !today) throw new Error(`bad date ${iso}`);
  await page.getByRole('button', { name: 'تاریخ را انتخاب کنید' }).first().click();
  await page.getByRole('grid').waitFor();
  if (target.month !== today.month) await page.getByRole('button', { name: 'ماه آینده' }).click();
  await page.getByRole('gridcell', { name: toPersianDigits(target.day), exact: true }).click();
}

/**
 * Step 0 after the booking bar's hand-over (`?date=…&q=…`): the first Tehran (Mehrabad) → Mashhad flight found, the
 * first service at the origin (and at the destination when `arrival`), and the passenger counts.
 */
async function chooseFlight(page: Page, o: { adults?: number; infants?: number; arrival?: boolean } = {}) {
  const card = page.locator('[data-testid^="flight-card-"]', { hasText: 'تهران (THR) ← مشهد' }).first();
  await card.waitFor();
  await card.click();
  const departure = page.locator('[data-testid^="service-0-"]').first();
  await departure.waitFor();
  await departure.check();
  if (o.arrival) await page.locator('[data-testid^="service-1-"]').first().check();
  for (let i = 1; i < (o.adults ?? 1); i++) await page.getByTestId('count-age-3-plus').click();
  for (let i = 0; i < (o.infants ?? 0); i++) await page.getByTestId('count-age-1-plus').click();
}

type Traveller = [first: string, last: string, nationalCode: string, mobile?: string];

/** Fills the passengers step (Persian digits typed; the site stores Latin). */
async function fillPassengers(page: Page, people: Traveller[]) {
  for (const [i, [first, last, code, mobile]] of people.entries()) {
    await page.getByTestId(`first-name-${i}`).fill(first);
    await page.getByTestId(`last-name-${i}`).fill(last);
    await page.getByTestId(`national-code-${i}`).fill(fa(code));
    if (mobile) await page.getByTestId(`mobile-${i}`).fill(fa(mobile));
  }
}

/** Confirm → the server books the order → payment: the server's amount equals the preview. Returns the reference. */
async function bookAndCheckBill(page: Page): Promise<string> {
  const preview = await page.getByTestId('grand-total').textContent();
  expect(preview).toMatch(TOMAN);
  await page.getByTestId('confirm-book').click();
  await page.getByTestId('server-total').waitFor({ timeout: 30_000 });
  expect(await page.getByTestId('server-total').textContent()).toBe(preview);
  await expect(page.getByTestId('cancellation-policy').textContent()).resolves.toMatch(PERSIAN);
  return (await page.getByTestId('order-reference').textContent()) ?? '';
}

/** Pays at the sandbox bank and comes back to the site's result page: paid, the reference and a way to the voucher. */
async function payAtSandboxBank(page: Page, reference: string) {
  await page.getByTestId('pay').click();
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click({ timeout: 30_000 });
  await page.waitForURL(/\/order\/payment-result\?/, { timeout: 30_000 });
  await page.getByTestId('result-voucher').waitFor({ timeout: 30_000 });
  expect(await page.getByTestId('order-reference').textContent()).toBe(fa(reference));
  expect(await page.getByTestId('result-voucher').getAttribute('href')).toBe(`/cip/voucher/${reference}`);
  await expectNoSeriousA11yViolations(page);
}

/** The member's order page of a reference, opened from /dashboard/cip/order/order-list. */
async function openOrder(page: Page, reference: string) {
  await page.goto(`${webUrl()}/dashboard/cip/order/order-list`);
  await page.getByTestId(`cip-order-${reference}`).locator('a').click();
  await page.getByTestId('order-reference').waitFor();
  expect(await page.getByTestId('order-reference').textContent()).toBe(reference);
}

describe('the flight date field', () => {
  it('takes a typed date in either calendar, and keeps a wrong one with a Persian reason (360px)', async () => {
    const { page, errors, close } = await openPage(WIDTHS.phone);
    await page.goto(`${webUrl()}/cip/booking`);
    await hydrated(page);
    const field = page.getByLabel('تاریخ پرواز');
    const problem = page.getByTestId('flight-date-problem');
    const asked: string[] = [];
    page.on('request', (r) => {
      const date = new URL(r.url()).searchParams.get('date');
      if (r.url().includes('briefflights') && date) asked.push(date);
    });
    // Not a day: the text stays as typed and the field says how to write one.
    await field.fill('۱۴۰۵/۱۳/۰۱');
    await field.press('Enter');
    await expect(problem.innerText()).resolves.toMatch(/^این تاریخ خوانده نشد؛ آن را به شکل [۰-۹/]+ بنویسید/);
    expect(await field.inputValue()).toBe('۱۴۰۵/۱۳/۰۱');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    // A past day is not offered.
    await field.fill('1400/01/01');
    await field.blur();
    await expect(problem.innerText()).resolves.toContain('برای این روز پروازی ارائه نمی‌شود');
    // Eight digits from a phone's number pad, Persian or Latin: the field shows the day and its flights are asked for.
    const day = dateIn(5);
    const j = toJalaliParts(`${day}T12:00:00Z`)!;
    const pad = (n: number) => String(n).padStart(2, '0');
    await field.fill(toPersianDigits(`${j.year}${pad(j.month)}${pad(j.day)}`));
    await field.press('Enter');
    await expect.poll(() => field.inputValue()).toBe(toPersianDigits(`${j.year}/${pad(j.month)}/${pad(j.day)}`));
    expect(await problem.count()).toBe(0);
    await expect.poll(() => asked).toContain(day);
    await page.locator('[data-testid^="flight-card-"]').first().waitFor();
    // In the Gregorian calendar the same field reads and takes Gregorian dates.
    await page.getByRole('button', { name: 'میلادی' }).click();
    const later = dateIn(9);
    await field.fill(later.replace(/-/g, '/'));
    await field.press('Enter');
    await expect.poll(() => field.inputValue()).toBe(toPersianDigits(later.replace(/-/g, '/')));
    await expect.poll(() => asked).toContain(later);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('CIP booking', () => {
  for (const [label, size, mobile] of [
    ['360px', WIDTHS.phone, `${MOBILES}01`],
    ['1280px', WIDTHS.desktop, `${MOBILES}02`],
  ] as const) {
    it(`one-way departure for two adults and an infant with wheelchair and parking, paid at the sandbox bank, voucher shown and kept offline (${label})`, async () => {
      const { page, close } = await openPage(size);
      await noTiles(page);
      await signInToBooking(page, mobile, 'علی', 'رضایی');
      // The home page's booking bar hands over a date and a search text.
      await page.goto(`${webUrl()}/cip/booking?date=${dateIn(3)}&q=${encodeURIComponent('مشهد')}`);
      await chooseFlight(page, { adults: 2, infants: 1 });
      await expect(page.getByTestId('wizard-total').textContent()).resolves.toMatch(TOMAN);
      await expectNoSeriousA11yViolations(page);

      // Passengers step refused while the extras are fine but names are missing: the guard lists what is missing.
      await next(page);
      const before = await page.getByTestId('extra-wheelchair-price').textContent();
      await page.getByTestId('wheelchair-outdoor-plus').click();
      await page.getByTestId('parking-count-plus').click();
      // Live prices: the wheelchair card now shows a price in Toman.
      await expect(page.getByTestId('extra-wheelchair-price').textContent()).resolves.toMatch(TOMAN);
      expect(before).not.toMatch(TOMAN);
      await expectNoSeriousA11yViolations(page);
      await next(page);
      await next(page);
      await next(page);
      await expect(page.getByTestId('missing').textContent()).resolves.toMatch(PERSIAN);
      await fillPassengers(page, [
        ['علی', 'رضایی', '0084575948', mobile],
        ['مریم', 'کریمی', '0013542419'],
        ['سارا', 'رضایی', '4608968882'],
      ]);
      await expectNoSeriousA11yViolations(page);
      await next(page);

      // Confirm: every line of the bill; a reload resumes the wizard here (state under the §3 keys).
      await page.getByTestId('bill-0-0').waitFor();
      const lines = await page.getByTestId('bill-0-0').locator('tbody tr').allTextContents();
      expect(lines.join('|')).toMatch(/بزرگسال.*نوزاد.*ویلچر.*پارکینگ/);
      await page.reload();
      await page.getByTestId('bill-0-0').waitFor();
      await expectNoSeriousA11yViolations(page);
      const reference = await bookAndCheckBill(page);
      await payAtSandboxBank(page, reference);

      await openOrder(page, reference);
      await page.getByTestId('open-voucher').click();
      await page.getByTestId('voucher').waitFor();
      expect(await page.getByTestId('voucher-reference').textContent()).toBe(reference);
      await page.getByTestId('voucher-qr').locator('svg').waitFor();
      await expect(page.getByTestId('voucher').textContent()).resolves.toContain('مریم کریمی');
      await expectNoSeriousA11yViolations(page);

      // Airport basements: once opened, the voucher opens again with the network cut.
      await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active != null);
      await page.waitForFunction(async () => (await caches.keys()).includes('cip-vouchers-v1'));
      await page.reload();
      await page.getByTestId('voucher').waitFor();
      await page.context().setOffline(true);
      await page.reload();
      await page.getByTestId('voucher').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('voucher-reference').textContent()).toBe(reference);
      await page.context().setOffline(false);
      await close();
    }, 300_000);
  }

  it('round trip with a transfer on the map, paid at the bank; an edit that lowers the price refunds the wallet; cancelling shows the refund first (1280px)', async () => {
    const { page, close } = await openPage(WIDTHS.desktop);
    await noTiles(page);
    await signInToBooking(page, `${MOBILES}03`, 'نرگس', 'محمدی');
    await page.goto(`${webUrl()}/cip/booking?date=${dateIn(4)}&q=${encodeURIComponent('مشهد')}`);
    await chooseFlight(page);

    // The return, three days later, picked on the Jalali calendar: Mashhad back to Tehran.
    await page.getByTestId('round-trip').check();
    await page.getByTestId('order-tab-1').click();
    await pickJalaliDay(page, dateIn(7));
    await page.getByTestId('flight-search').fill('مشهد');
    const back = page.locator('[data-testid^="flight-card-"]', { hasText: 'مشهد (MHD) ← تهران' }).first();
    await back.waitFor();
    await back.click();
    await page.locator('[data-testid^="service-0-"]').first().check();

    // Extras at the origin of the departing flight: a wheelchair and a transfer with a map point.
    await next(page);
    await page.getByTestId('order-tab-0').click();
    await page.getByTestId('wheelchair-outdoor-plus').click();
    await page.getByTestId('transfer-select').click();
    await page.getByRole('option').nth(1).click();
    await page.getByTestId('transfer-time').fill('04:30');
    await page.getByTestId('transfer-address').fill('تهران، سعادت‌آباد، خیابان سرو غربی، پلاک ۲۴');
    await page.locator('[data-testid="map-picker"]').click({ position: { x: 160, y: 120 } });
    await expect.poll(() => page.getByTestId('map-point').textContent()).toMatch(/[۰-۹]/);
    await expect(page.getByTestId('extra-transfer-price').textContent()).resolves.toMatch(TOMAN);
    await expectNoSeriousA11yViolations(page);
    await next(page);
    await next(page);
    for (const tab of [0, 1]) {
      await page.getByTestId(`order-tab-${tab}`).click();
      await fillPassengers(page, [['نرگس', 'محمدی', '0084575948', `${MOBILES}03`]]);
    }
    await next(page);
    await page.getByTestId('confirm-order-1').waitFor();
    await expect(page.getByTestId('bill-0-0').textContent()).resolves.toContain('ترانسفر');
    await expectNoSeriousA11yViolations(page);
    const reference = await bookAndCheckBill(page);
    await payAtSandboxBank(page, reference);

    await openOrder(page, reference);
    await expect(page.getByRole('region', { name: 'پرواز برگشت' }).count()).resolves.toBe(1);
    await expectNoSeriousA11yViolations(page);
    const walletBefore = await walletBalance(page);
    const totalBefore = await page.getByTestId('order-total').textContent();

    // Edit until the cut-off: one wheelchair less is cheaper, and the difference goes to the wallet.
    await page.getByTestId('edit-0').click();
    await page.getByTestId('edit-wheelchairCount-minus').click();
    await expect(page.getByTestId('edit-difference').textContent()).resolves.toContain('کیف پول');
    await page.getByTestId('save-edit').click();
    await page.getByTestId('settlement').waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('settlement').textContent()).resolves.toMatch(/بازگشت/);
    await expect.poll(() => page.getByTestId('order-total').textContent()).not.toBe(totalBefore);
    const walletAfterEdit = await walletBalance(page);
    expect(walletAfterEdit).toBeGreaterThan(walletBefore);

    // Cancelling shows the refund before confirming, then pays it into the wallet.
    await page.getByTestId('cancel-order').click();
    await expect(page.getByTestId('cancel-refund-preview').textContent()).resolves.toMatch(/[۰-۹,]+ تومان/);
    await page.getByTestId('cancel-confirm').click();
    await page.getByTestId('canceled').waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('status-chips').textContent()).resolves.toContain('لغو');
    expect(await walletBalance(page)).toBeGreaterThan(walletAfterEdit);
    await close();
  }, 300_000);

  it('a greeter given by name alone is booked and paid; a new search from the home bar then opens a new booking with its service (360px)', async () => {
    const { page, close } = await openPage(WIDTHS.phone);
    await noTiles(page);
    await signInToBooking(page, `${MOBILES}04`, 'پرستو', 'نادری');
    // The bar's service (CIP) is chosen for the flight picked, at its origin.
    await page.goto(`${webUrl()}/cip/booking?service=cip&date=${dateIn(5)}&q=${encodeURIComponent('مشهد')}`);
    const card = page.locator('[data-testid^="flight-card-"]', { hasText: 'تهران (THR) ← مشهد' }).first();
    await card.waitFor();
    await card.click();
    const chosen = page.locator('[data-testid^="service-0-"]:checked');
    await chosen.waitFor();
    await expect(page.locator('label', { has: chosen }).textContent()).resolves.toContain('تشریفات CIP');
    await page.locator('[data-testid^="service-1-"]').first().check();
    // The query is gone: a reload resumes this booking instead of starting another.
    expect(new URL(page.url()).search).toBe('');

    // A greeter at the destination: a name, nothing else.
    await next(page);
    await next(page);
    await page.getByTestId('greeter-count-plus').click();
    await page.getByLabel('نام نفر ۱', { exact: true }).fill('رضا');
    await page.getByLabel('نام خانوادگی نفر ۱', { exact: true }).fill('احمدی');
    await page.screenshot({ path: '/tmp/cip-greeter-360.png', fullPage: true });
    await expectNoSeriousA11yViolations(page);
    await next(page);
    await fillPassengers(page, [['پرستو', 'نادری', '0084575948', `${MOBILES}04`]]);
    await next(page);
    await page.getByTestId('bill-0-1').waitFor();
    const reference = await bookAndCheckBill(page);
    await payAtSandboxBank(page, reference);

    // A new search from the home bar: a new booking on its first step with the bar's date, text and service, never
    // the paid booking's payment step.
    await page.goto(`${webUrl()}/`);
    await hydrated(page);
    const bar = page.getByTestId('booking-bar');
    if ((await bar.getAttribute('data-open')) !== 'true') await bar.getByTestId('booking-toggle').click();
    await bar.getByTestId('booking-section-fastTrack').check();
    const date = await bar.locator('select[name="date"] option').nth(4).getAttribute('value');
    await bar.locator('select[name="date"]').selectOption(date ?? '');
    await bar.getByTestId('booking-q').fill('مشهد');
    await bar.getByTestId('booking-submit').click();
    await page.waitForURL((u) => u.pathname === '/cip/booking', { timeout: 30_000 });
    await page.getByTestId('step-body-0').waitFor();
    expect(await page.getByTestId('flight-search').inputValue()).toBe('مشهد');
    await expect(page.getByTestId('server-total').count()).resolves.toBe(0);
    const again = page.locator('[data-testid^="flight-card-"]', { hasText: 'تهران (THR) ← مشهد' }).first();
    await again.waitFor();
    await again.click();
    const fastTrack = page.locator('[data-testid^="service-0-"]:checked');
    await fastTrack.waitFor();
    await expect(page.locator('label', { has: fastTrack }).textContent()).resolves.toContain('فست‌ترک');
    await expectNoSeriousA11yViolations(page);
    await close();
  }, 300_000);

  it('a cancellation inside the cut-off is refused with a Persian reason (360px and 1280px)', async () => {
    const { page, close } = await openPage(WIDTHS.phone);
    // The demo member's seed holds a paid booking whose flight leaves within its airport's cut-off.
    await signInToBooking(page, DEMO_MOBILE, 'سارا', 'احمدی');
    const list = await memberFetch(page, `${pathOf(api.listCipOrders)}?limit=50`);
    const orders = ((await list.json()) as { data: CipOrderListItem[] }).data;
    const late = orders.find(
      (o) =>
        !o.editable &&
        o.status !== OrderStatus.canceled &&
        o.status !== OrderStatus.completed &&
        o.payment_status === PaymentStatus.paid,
    );
    if (!late) throw new Error('the demo seed has no paid booking inside its cut-off');

    await openOrder(page, late.reference);
    // No cancel button: the page says why, in Persian, from the server's cancellation terms.
    await expect(page.getByTestId('cancel-order').count()).resolves.toBe(0);
    const reason = await page.getByTestId('cancel-refused').textContent();
    expect(reason).toMatch(/مهلت لغو/);
    await expect(page.getByTestId('edit-0').count()).resolves.toBe(0);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize(WIDTHS.desktop);
    await expectNoSeriousA11yViolations(page);

    // A client that tries anyway is refused by the server with the same Persian reason, and the booking stays.
    const refused = await memberFetch(page, pathOf(api.cancelCipOrder, { id: late.id }), {
      method: 'POST',
      body: '{}',
    });
    expect(refused.status).toBe(409);
    const error = (await refused.json()) as { error_message: string };
    expect(error.error_message).toMatch(PERSIAN);
    expect(error.error_message).toMatch(/مهلت لغو/);
    await page.reload();
    await page.getByTestId('cancel-refused').waitFor();
    await expect(page.getByTestId('status-chips').textContent()).resolves.not.toContain('لغو');
    await close();
  }, 300_000);
});
