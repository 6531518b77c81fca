import { api, type CipOrderListItem, pathOf } from '@vip/contract';
import { OrderStatus, PaymentStatus, toJalaliParts, toPersianDigits } from '@vip/domain';
import { describe, expect, it } from 'vitest';
import {
  bookAndCheckBill,
  chooseFlight,
  dateIn,
  fillPassengers,
  memberFetch,
  next,
  noTiles,
  openOrder,
  payAtSandboxBank,
  pickJalaliDay,
  signInToBooking,
  TOMAN,
  walletBalance,
} from './cip-steps';
import { DEMO_MOBILE, fa, PERSIAN } from './signin';
import { expectNoSeriousA11yViolations, hydrated, openPage, useBrowser, WIDTHS, webUrl } from './support';

useBrowser();

/** The members' mobiles (a fresh database per suite run; E2E_CIP_MOBILES lets a rerun on a kept database use others). */
const MOBILES = process.env.E2E_CIP_MOBILES ?? '091213004';
/** The demo member of the seed (its bookings include one inside the cut-off). */

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
      expect(await page.getByTestId('voucher-reference').textContent()).toBe(fa(reference));
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
      expect(await page.getByTestId('voucher-reference').textContent()).toBe(fa(reference));
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
