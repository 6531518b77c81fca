// Flights change; bookings follow (issue #30), at 360 and 1280 px: a member's paid booking is delayed by the desk, the
// booking page says «تأخیر» with the new time, the member moves it to the next day's flight of the route, the desk
// names the greeter in the back office, and the voucher shows them.
import { mkdirSync } from 'node:fs';
import { api, type CipOrder, type FlightBriefView, type FlightServicesAnswer, pathOf } from '@vip/contract';
import { formatToman, PaymentStatus, toPersianDigits } from '@vip/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { dateIn, signInToBooking } from './cip-steps';
import { fa, memberSend } from './signin';
import { send, staffSignIn, staffSignInOnPage } from './staff';
import { expectNoSeriousA11yViolations, openPage, useBrowser, WIDTHS, webUrl } from './support';

useBrowser();

const SHOTS = '/tmp/shots/h3';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string, label: string) =>
  page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });

const MOBILES = process.env.E2E_FLIGHT_CHANGE_MOBILES ?? '091213007';
const STAFF_PASSWORD = 'Desk-Pass-2026!';
const FLIGHT = 'IR 203';
let adminToken = '';
let deskToken = '';

async function ok(path: string, init: Parameters<typeof send>[1] = {}) {
  const res = await send(path, init);
  if (res.status >= 300) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${res.text}`);
  return res.json;
}

beforeAll(async () => {
  const admin = inject('staffAdmin');
  adminToken = await staffSignIn(admin.email, admin.password, admin.secret);
  const desk = await newDeskStaff();
  deskToken = await staffSignIn(desk.email, desk.password, desk.secret);
});

/** A new VIP desk account for one browser sign-in (an authenticator code signs in once). */
async function newDeskStaff() {
  const email = `e2e-flight-change-desk-${Date.now()}@asemanvip.ir`;
  const { data } = await ok(pathOf(api.adminCreateStaff), {
    method: 'POST',
    token: adminToken,
    body: { email, full_name: 'میز تشریفات', role: 'vip_desk', password: STAFF_PASSWORD },
  });
  return { email, password: STAFF_PASSWORD, secret: data.totp_secret as string };
}

/** The flight `FLIGHT` on the day `days` ahead (it flies daily). */
async function flightOn(days: number): Promise<FlightBriefView> {
  const flight = await flightFrom(FLIGHT, days);
  if (flight.date !== dateIn(days)) throw new Error(`no ${FLIGHT} in ${days} days`);
  return flight;
}

const traveller = (mobile: string) => ({
  first_name: 'سحر',
  last_name: 'کیانی',
  mobile,
  national_code: '0084575948',
  passport_number: '',
  person_age_type: 3,
  gender: 0,
  nationality: 0,
  country_id: 1,
});

/** The CIP lounge of a flight on one side (0 departure at the origin, 1 arrival at the destination). */
async function loungeOf(flight: FlightBriefView, side: 0 | 1) {
  const services = (await ok(pathOf(api.getFlightServices, { id: flight.id }))) as FlightServicesAnswer;
  const list = side === 0 ? services.data.departure : services.data.arrival;
  return list.find((s) => s.service_type === 2) ?? list[0];
}

/**
 * A paid CIP booking of the signed-in member: the lounge at the departure of `flight`, and with `back` the lounge at
 * the arrival of that return flight too; paid from a wallet the back office credited.
 */
async function paidBooking(page: Page, flight: FlightBriefView, mobile: string, back?: FlightBriefView) {
  const legs = [
    {
      order_type: 0,
      flight_id: flight.id,
      flight_class: 4,
      passengers: [traveller(mobile)],
      reservations: [{ reservation_type: 0, service_id: (await loungeOf(flight, 0)).id }],
    },
  ];
  if (back) {
    legs.push({
      order_type: 1,
      flight_id: back.id,
      flight_class: 4,
      passengers: [traveller(mobile)],
      reservations: [{ reservation_type: 1, service_id: (await loungeOf(back, 1)).id }],
    });
  }
  const created = await memberSend(page, pathOf(api.createCipOrder), { method: 'POST', body: { flight_orders: legs } });
  expect(created.status, created.text).toBe(201);
  const order = created.json.data as CipOrder;
  const me = await memberSend(page, pathOf(api.getMe));
  await ok(pathOf(api.adminAdjustCredit), {
    method: 'POST',
    token: adminToken,
    body: { member_id: me.json.data.id, amount: order.total_price * 3, reason: 'شارژ آزمایشی تغییر پرواز' },
  });
  const paid = await memberSend(page, pathOf(api.payCipOrder, { id: order.id }), {
    method: 'POST',
    body: { gateway: 'credit' },
  });
  expect(paid.status, paid.text).toBe(200);
  return order;
}

/** The first flight numbered `number` from `days` ahead (within a week). */
async function flightFrom(number: string, days: number): Promise<FlightBriefView> {
  for (let d = days; d < days + 7; d++) {
    const query = new URLSearchParams({ date: dateIn(d), searchtext: number });
    const list = await ok(`${pathOf(api.listBriefFlights)}?${query}`);
    const flight = (list.data as FlightBriefView[]).find((f) => f.flight_number === number);
    if (flight) return flight;
  }
  throw new Error(`no ${number} within a week from ${days} days ahead`);
}

describe('flights change; bookings follow', () => {
  for (const [label, size, mobile] of [
    ['360px', WIDTHS.phone, `${MOBILES}01`],
    ['1280px', WIDTHS.desktop, `${MOBILES}02`],
  ] as const) {
    it(`a delay shows on the booking page, the member changes flight, the voucher names the greeter (${label})`, async () => {
      const { page, close } = await openPage(size);
      await signInToBooking(page, mobile, 'سحر', 'کیانی');
      const flight = await flightOn(label === '360px' ? 10 : 12);
      const order = await paidBooking(page, flight, mobile);

      // The desk reports a delay of two hours.
      const newAt = new Date(new Date(flight.origin.at).getTime() + 2 * 3_600_000);
      await ok(pathOf(api.adminSetFlightStatus, { id: flight.id }), {
        method: 'POST',
        token: deskToken,
        body: { status: 'delayed', departure_at: newAt.toISOString() },
      });
      const delayed = (await memberSend(page, pathOf(api.getCipOrder, { id: order.id }))).json.data as CipOrder;
      const newTime = toPersianDigits(delayed.flight_orders[0].flight.origin.time);

      await page.goto(`${webUrl()}/dashboard/cip/order?id=${order.id}`);
      const badge = page.getByTestId('flight-status').first();
      await badge.waitFor({ timeout: 30_000 });
      expect(await badge.textContent()).toBe(`تأخیر ۱۲۰ دقیقه — ساعت جدید ${newTime}`);
      await shot(page, 'delayed-booking', label);
      await expectNoSeriousA11yViolations(page);

      // «تغییر پرواز»: the next day's flight of the route, the preview, then the change.
      const next = await flightOn(label === '360px' ? 11 : 13);
      await page.getByTestId('change-flight-0').click();
      await page.getByTestId(`change-day-${next.date}`).click();
      await page.getByTestId(`change-option-${next.id}`).click();
      await page.getByTestId('change-preview').waitFor({ timeout: 30_000 });
      await expect(page.getByTestId('change-preview').textContent()).resolves.toContain('مبلغ تازه');
      // The old flight is delayed: no fee.
      await expect(page.getByTestId('change-preview').textContent()).resolves.not.toContain('کارمزد تغییر پرواز');
      await shot(page, 'change-dialog', label);
      await expectNoSeriousA11yViolations(page);
      await page.getByTestId('confirm-change-flight').click();
      await page.getByTestId('flight-changed').waitFor({ timeout: 30_000 });
      await expect(page.getByTestId('flight-changed').textContent()).resolves.toContain(FLIGHT);
      const moved = (await memberSend(page, pathOf(api.getCipOrder, { id: order.id }))).json.data as CipOrder;
      expect(moved.flight_orders[0].flight.id).toBe(next.id);
      await shot(page, 'changed', label);

      // The desk assigns the greeter from the day's bookings in the back office; the voucher names them beside the
      // meeting point.
      const reservationId = moved.flight_orders[0].reservations[0].id;
      const desk = await openPage(size);
      await staffSignInOnPage(desk.page, await newDeskStaff());
      const filter = { date: next.origin.date, airport: next.origin.iata };
      await desk.page.goto(`${webUrl()}/admin#/cip-bookings?filter=${encodeURIComponent(JSON.stringify(filter))}`);
      const assign = desk.page.locator(`[data-testid="greeter-${reservationId}"]:visible`);
      await assign.waitFor({ timeout: 30_000 });
      await expect(assign.textContent()).resolves.toBe('تعیین خوشامدگو');
      await assign.click();
      const dialog = desk.page.getByRole('dialog');
      await dialog.getByLabel('نام و نام خانوادگی خوشامدگو').fill('مهدی صالحی');
      // A wrong number is told in Persian beside the field, and nothing is sent.
      await dialog.getByLabel('شمارهٔ همراه خوشامدگو').fill('0912');
      await dialog.getByRole('button', { name: 'ثبت' }).click();
      await dialog.getByText(/^شماره همراه معتبر نیست/).waitFor();
      await dialog.getByLabel('شمارهٔ همراه خوشامدگو').fill(fa('09127776655'));
      await shot(desk.page, 'desk-greeter', label);
      await expectNoSeriousA11yViolations(desk.page);
      await dialog.getByRole('button', { name: 'ثبت' }).click();
      await desk.page.getByText('انجام شد.').waitFor();
      const shown = desk.page.locator(`[data-testid="greeter-of-${reservationId}"]:visible`);
      await expect.poll(() => shown.textContent(), { timeout: 15_000 }).toBe(`مهدی صالحی ${fa('09127776655')}`);
      await expect(assign.textContent()).resolves.toBe('تغییر خوشامدگو');
      await desk.close();
      await page.goto(`${webUrl()}/cip/voucher/${order.reference}`);
      const greeter = page.getByTestId('voucher-greeter').first();
      await greeter.waitFor({ timeout: 30_000 });
      expect(await greeter.textContent()).toBe(`خوشامدگوی شما: مهدی صالحی (${fa('09127776655')})`);
      await shot(page, 'voucher-greeter', label);
      await expectNoSeriousA11yViolations(page);
      await close();
    }, 240_000);
  }

  it('the member cancels only the way back of a round trip: the dialog says what returns, the way out stays (360px)', async () => {
    const { page, close } = await openPage(WIDTHS.phone);
    const mobile = `${MOBILES}03`;
    await signInToBooking(page, mobile, 'سحر', 'کیانی');
    const out = await flightFrom('IR 201', 20);
    const back = await flightFrom('IR 202', 24);
    const order = await paidBooking(page, out, mobile, back);
    const booked = (await memberSend(page, pathOf(api.getCipOrder, { id: order.id }))).json.data as CipOrder;
    const arrival = booked.flight_orders[1].reservations[0];

    await page.goto(`${webUrl()}/dashboard/cip/order?id=${order.id}`);
    await page.getByTestId(`cancel-side-${arrival.id}`).click();
    const preview = page.getByTestId('cancel-side-preview');
    await preview.waitFor({ timeout: 30_000 });
    // Twenty days ahead the policy gives the side's whole price back.
    await expect(preview.textContent()).resolves.toContain('از رزرو حذف می‌شود');
    await expect(preview.textContent()).resolves.toContain(formatToman(arrival.total_price));
    await shot(page, 'cancel-side-dialog', '360px');
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('cancel-side-confirm').click();
    const done = page.getByTestId('side-canceled');
    await done.waitFor({ timeout: 30_000 });
    await expect(done.textContent()).resolves.toContain('بقیهٔ رزرو برقرار است');
    const after = (await memberSend(page, pathOf(api.getCipOrder, { id: order.id }))).json.data as CipOrder;
    expect(after.flight_orders).toHaveLength(1);
    expect(after.total_price).toBe(booked.total_price - arrival.total_price);
    expect(after.refunded_amount).toBe(arrival.total_price);
    // One side left: it goes only with the booking.
    await expect(page.getByTestId(/^cancel-side-/).count()).resolves.toBe(0);
    await shot(page, 'side-canceled', '360px');
    await close();
  }, 240_000);
  it('a cancelled flight: the member moves the booking free to the next day’s flight of the route (360px)', async () => {
    const { page, close } = await openPage(WIDTHS.phone);
    const mobile = `${MOBILES}04`;
    await signInToBooking(page, mobile, 'سحر', 'کیانی');
    const flight = await flightOn(16);
    const order = await paidBooking(page, flight, mobile);
    await ok(pathOf(api.adminSetFlightStatus, { id: flight.id }), {
      method: 'POST',
      token: deskToken,
      body: { status: 'cancelled' },
    });

    await page.goto(`${webUrl()}/dashboard/cip/order?id=${order.id}`);
    await page.getByTestId('free-move').click();
    const next = await flightOn(17);
    await page.getByTestId(`change-day-${next.date}`).click();
    await page.getByTestId(`change-option-${next.id}`).click();
    const preview = page.getByTestId('free-move-preview');
    await preview.waitFor({ timeout: 30_000 });
    await expect(preview.textContent()).resolves.toContain('از کیف پول');
    await shot(page, 'free-move-dialog', '360px');
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('confirm-free-move').click();
    await page.waitForURL(
      (url) => url.pathname.endsWith('/dashboard/cip/order') && url.searchParams.get('id') !== String(order.id),
      {
        timeout: 30_000,
      },
    );
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const moved = (await memberSend(page, pathOf(api.getCipOrder, { id }))).json.data as CipOrder;
    expect(moved.flight_orders[0].flight.id).toBe(next.id);
    expect(moved.payment_status).toBe(PaymentStatus.paid);
    await shot(page, 'free-moved', '360px');
    // Back on the cancelled booking the offer is spent: a link to the new booking takes its place.
    await page.goto(`${webUrl()}/dashboard/cip/order?id=${order.id}`);
    await page.getByTestId('moved-booking').click();
    await page.waitForURL((url) => url.searchParams.get('id') === String(id), { timeout: 30_000 });
    await page.goto(`${webUrl()}/dashboard/cip/order?id=${order.id}`);
    await page.getByTestId('flight-canceled-offer').waitFor();
    expect(await page.getByTestId('free-move').count()).toBe(0);
    await close();
  }, 240_000);
});
