// Flights change; bookings follow (issue #30), at 360 and 1280 px: a member's paid booking is delayed by the desk, the
// booking page says «تأخیر» with the new time, the member moves it to the next day's flight of the route, and the
// voucher names the greeter the desk assigned.
import { mkdirSync } from 'node:fs';
import { api, type CipOrder, type FlightBriefView, type FlightServicesAnswer, pathOf } from '@vip/contract';
import { toPersianDigits } from '@vip/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { dateIn, signInToBooking } from './cip-steps';
import { fa, memberSend } from './signin';
import { send, staffSignIn } from './staff';
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
  const email = `e2e-flight-change-${Date.now()}@asemanvip.ir`;
  const { data } = await ok(pathOf(api.adminCreateStaff), {
    method: 'POST',
    token: adminToken,
    body: { email, full_name: 'میز تشریفات', role: 'vip_desk', password: STAFF_PASSWORD },
  });
  deskToken = await staffSignIn(email, STAFF_PASSWORD, data.totp_secret);
});

/** The flight `FLIGHT` on the day `days` ahead (it flies daily). */
async function flightOn(days: number): Promise<FlightBriefView> {
  const query = new URLSearchParams({ date: dateIn(days), searchtext: FLIGHT });
  const list = await ok(`${pathOf(api.listBriefFlights)}?${query}`);
  const flight = (list.data as FlightBriefView[]).find((f) => f.flight_number === FLIGHT);
  if (!flight) throw new Error(`no ${FLIGHT} in ${days} days`);
  return flight;
}

/** A paid departure CIP booking of the signed-in member on `flight`, paid from a wallet the back office credited. */
async function paidBooking(page: Page, flight: FlightBriefView, mobile: string): Promise<CipOrder> {
  const services = (await ok(pathOf(api.getFlightServices, { id: flight.id }))) as FlightServicesAnswer;
  const cip = services.data.departure.find((s) => s.service_type === 2) ?? services.data.departure[0];
  const created = await memberSend(page, pathOf(api.createCipOrder), {
    method: 'POST',
    body: {
      flight_orders: [
        {
          order_type: 0,
          flight_id: flight.id,
          flight_class: 4,
          passengers: [
            {
              first_name: 'سحر',
              last_name: 'کیانی',
              mobile,
              national_code: '0084575948',
              passport_number: '',
              person_age_type: 3,
              gender: 0,
              nationality: 0,
              country_id: 1,
            },
          ],
          reservations: [{ reservation_type: 0, service_id: cip.id }],
        },
      ],
    },
  });
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

      // The desk assigns the greeter; the voucher names them beside the meeting point.
      await ok(pathOf(api.adminAssignCipGreeter, { id: moved.flight_orders[0].reservations[0].id }), {
        method: 'PUT',
        token: deskToken,
        body: { name: 'مهدی صالحی', mobile: '09127776655' },
      });
      await page.goto(`${webUrl()}/cip/voucher/${order.reference}`);
      const greeter = page.getByTestId('voucher-greeter').first();
      await greeter.waitFor({ timeout: 30_000 });
      expect(await greeter.textContent()).toBe(`خوشامدگوی شما: مهدی صالحی (${fa('09127776655')})`);
      await shot(page, 'voucher-greeter', label);
      await expectNoSeriousA11yViolations(page);
      await close();
    }, 240_000);
  }
});
