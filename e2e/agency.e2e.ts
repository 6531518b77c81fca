// The agents' area (issue #33, outcome 4): an agent of a travel agency signs in, books a VIP service for a customer
// through the site's wizard on the agency's credit (no bank), finds it in the agency's list and opens its voucher
// under the agency's name; an agent changes a booking's flight through the members' dialog, the account moving by the
// settlement; the area at 360 and 1280 px.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type AgencyCipOrder, api, type FlightBriefView, type FlightServicesAnswer, pathOf } from '@vip/contract';
import { formatToman, toPersianDigits } from '@vip/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { chooseFlight, dateIn, fillPassengers, next, noTiles } from './cip-steps';
import { completeProfile, fa, PERSIAN, signInByMobile } from './signin';
import { send, staffSignIn } from './staff';
import { expectNoSeriousA11yViolations, hydrated, openPage, useBrowser, WIDTHS, webUrl } from './support';

useBrowser();

const SHOTS = '/tmp/shots-agency';
const MOBILES = process.env.E2E_AGENCY_MOBILES ?? '091213066';
let adminToken = '';

beforeAll(async () => {
  const admin = inject('staffAdmin');
  adminToken = await staffSignIn(admin.email, admin.password, admin.secret);
});

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** An agency made by the back office (admin API), and the signed-in member added to it with `role`. */
async function agencyOf(mobile: string, role: 'owner' | 'agent') {
  const name = `آژانس سفرهای آسمان ${toPersianDigits(Date.now() % 100000)}`;
  const made = await send(pathOf(api.adminCreateAgency), {
    method: 'POST',
    token: adminToken,
    body: { name, commission_percent: 10, credit_limit: 2_000_000_000, contact_mobile: mobile },
  });
  if (made.status !== 201) throw new Error(`agency: ${made.status} ${made.text}`);
  const id = made.json.data.id as number;
  const user = await send(pathOf(api.adminAddAgencyUser, { id }), {
    method: 'POST',
    token: adminToken,
    body: { mobile, role },
  });
  if (user.status !== 201 && user.status !== 200) throw new Error(`agency user: ${user.status} ${user.text}`);
  return { id, name };
}

/** The back office sets the agency's credit line (Rials). */
async function setCreditLimit(id: number, creditLimit: number) {
  const res = await send(pathOf(api.adminUpdateAgency, { id }), {
    method: 'PUT',
    token: adminToken,
    body: { credit_limit: creditLimit },
  });
  if (res.status !== 200) throw new Error(`credit limit: ${res.status} ${res.text}`);
}

/** Signs a new member in (profile completed) and lands in the member area. */
async function signIn(page: Page, mobile: string) {
  await page.goto(`${webUrl()}/member/signin?callbackUrl=${encodeURIComponent('/dashboard')}`);
  await signInByMobile(page, mobile);
  const profile = page.locator('input[name="first_name"]');
  await Promise.race([profile.waitFor({ timeout: 30_000 }), page.waitForURL('**/dashboard', { timeout: 30_000 })]);
  if (await profile.isVisible()) await completeProfile(page, 'سمیرا', 'احمدی');
  await page.waitForURL('**/dashboard', { timeout: 30_000 });
}

/** An API answer, failing the test on anything but 2xx. */
async function ok(path: string, init: Parameters<typeof send>[1] = {}) {
  const res = await send(path, init);
  if (res.status >= 300) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${res.text}`);
  return res.json;
}

/** A call of the agents' panel as the signed-in member, through the site's relay (with an Idempotency-Key). */
async function panelSend(page: Page, path: string, init: { method?: string; body?: unknown; key?: string } = {}) {
  return page.evaluate(
    async ({ path, method, body, key }) => {
      const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
      if (key) headers['idempotency-key'] = key;
      const res = await fetch(`/api/member${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : undefined, text };
    },
    { path, method: init.method ?? 'GET', body: init.body, key: init.key },
  );
}

const HOUR = 3_600_000;

/**
 * A route with a flight bookable within the next day (its price takes the late-booking surcharge, so moving a booking
 * to it costs more) and the same flight number a few days on (where the booking is made).
 */
async function routeWithNearFlight(): Promise<{ near: FlightBriefView; later: FlightBriefView }> {
  for (const day of [0, 1]) {
    const list = await ok(`${pathOf(api.listBriefFlights)}?${new URLSearchParams({ date: dateIn(day), limit: '50' })}`);
    const soon = (list.data as FlightBriefView[]).filter((f) => {
      const left = new Date(f.origin.at).getTime() - Date.now();
      return f.bookable && f.status === 'scheduled' && left > 4 * HOUR && left < 20 * HOUR;
    });
    for (const near of soon) {
      for (const d of [3, 4, 5]) {
        const query = new URLSearchParams({ date: dateIn(d), searchtext: near.flight_number });
        const later = ((await ok(`${pathOf(api.listBriefFlights)}?${query}`)).data as FlightBriefView[]).find(
          (f) => f.flight_number === near.flight_number && f.bookable && f.date > near.date,
        );
        if (later) return { near, later };
      }
    }
  }
  throw new Error('no flight bookable within the next day with a later one of its number');
}

describe('the agents area', () => {
  it('a member of no agency is told why; an agent books for a customer on credit and opens the voucher (360 px)', async () => {
    const mobile = `${MOBILES}01`;
    const { page, close } = await openPage(WIDTHS.phone);
    await noTiles(page);
    await signIn(page, mobile);

    // Not (yet) an agent: no entry in the member area, and /agency says why.
    await hydrated(page);
    await expect(page.getByTestId('member-agency-entry').count()).resolves.toBe(0);
    await page.goto(`${webUrl()}/agency`);
    await page.getByTestId('agency-not-member').waitFor({ timeout: 30_000 });
    await shot(page, 'not-member-360');

    const agency = await agencyOf(mobile, 'owner');
    await page.goto(`${webUrl()}/dashboard`);
    await page.getByTestId('member-agency-entry').first().waitFor({ timeout: 30_000 });

    // A booking for the customer through the wizard, in the agency channel.
    await page.goto(`${webUrl()}/agency/new?date=${dateIn(5)}&q=${encodeURIComponent('مشهد')}`);
    await chooseFlight(page);
    await shot(page, 'new-360');
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await next(page);
    await next(page);
    await next(page);
    await fillPassengers(page, [['بهرام', 'نیک‌نام', '0084575948', '09351230066']]);
    await next(page);
    await page.getByTestId('agency-customer').waitFor();
    await expect(page.getByTestId('agency-available-credit').textContent()).resolves.toMatch(/[۰-۹]/);
    // Without the customer: the Persian reason, the wizard stays.
    await page.getByTestId('confirm-book').click();
    await expect(page.getByRole('alert').first().textContent()).resolves.toMatch(PERSIAN);
    await page.getByTestId('agency-customer-name').fill('بهرام نیک‌نام');
    await page.getByTestId('agency-customer-mobile').fill(fa('09351230066'));
    await shot(page, 'confirm-360');
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await page.getByTestId('agency-customer').screenshot({ path: join(SHOTS, 'customer-360.png') });

    // Beyond the credit line: the API's Persian reason, and the wizard keeps everything typed.
    await setCreditLimit(agency.id, 1_000);
    await page.getByTestId('confirm-book').click();
    await expect
      .poll(() => page.getByRole('alert').allTextContents(), { timeout: 30_000 })
      .toEqual(expect.arrayContaining([expect.stringContaining('اعتبار آژانس برای این رزرو کافی نیست')]));
    await page.getByTestId('confirm-book').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'credit-exceeded-360.png') });
    expect(page.url()).toContain('/agency/new');
    await expect(page.getByTestId('agency-customer-name').inputValue()).resolves.toBe('بهرام نیک‌نام');
    await setCreditLimit(agency.id, 2_000_000_000);
    await page.getByTestId('confirm-book').click();

    // Confirmed at once: the booking's page, then the list, then its voucher under the agency's name.
    await page.waitForURL(/\/agency\/bookings\/\d+$/, { timeout: 30_000 });
    await page.getByTestId('agency-booking-price').waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('agency-booking-price').textContent()).resolves.toMatch(/تومان/);
    await shot(page, 'booking-360');
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page);

    await page.goto(`${webUrl()}/agency`);
    const row = page.locator('[data-testid^="agency-booking-"]', { hasText: 'بهرام نیک‌نام' }).first();
    await row.waitFor({ timeout: 30_000 });
    await expect(row.textContent()).resolves.toContain(fa('09351230066'));
    await shot(page, 'list-360');
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page);
    await row.locator('a').click();
    await page.getByTestId('agency-open-voucher').click();
    await page.getByTestId('voucher').waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('voucher-agency').textContent()).resolves.toContain(agency.name);
    await shot(page, 'voucher-360');
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await close();
  });

  it('the owner sees the statement and makes a key shown once (1280 px)', async () => {
    const mobile = `${MOBILES}02`;
    const { page, close } = await openPage(WIDTHS.desktop);
    await signIn(page, mobile);
    await agencyOf(mobile, 'owner');

    await page.goto(`${webUrl()}/agency`);
    await page.getByTestId('agency-name').waitFor({ timeout: 30_000 });
    await shot(page, 'list-1280');
    await page.goto(`${webUrl()}/agency/statement`);
    await page.getByTestId('agency-statement-net').waitFor({ timeout: 30_000 });
    await shot(page, 'statement-1280');
    await expectNoSeriousA11yViolations(page);

    await page.goto(`${webUrl()}/agency/keys`);
    await hydrated(page);
    await page.getByTestId('agency-key-title').fill('سامانهٔ فروش');
    await page.getByTestId('agency-key-create').click();
    const key = (await page.getByTestId('agency-key-value').textContent({ timeout: 30_000 })) ?? '';
    expect(key).toMatch(/^vipag_/);
    await shot(page, 'key-shown-1280');
    await page.getByRole('button', { name: 'بستن' }).click();
    await expect(page.getByTestId('agency-keys').textContent()).resolves.not.toContain(key);
    await shot(page, 'keys-1280');
    await expectNoSeriousA11yViolations(page);
    await close();
  });

  it('an agent changes a booking’s flight in the dialog; the page shows the new flight, the account moves by the settlement (360 and 1280 px)', async () => {
    const mobile = `${MOBILES}03`;
    const { page, close } = await openPage(WIDTHS.phone);
    await signIn(page, mobile);
    await agencyOf(mobile, 'agent');

    // A booking for a customer a few days on, made by the agent on the panel.
    const { near, later } = await routeWithNearFlight();
    const services = (await ok(pathOf(api.getFlightServices, { id: later.id }))) as FlightServicesAnswer;
    const lounge = services.data.departure.find((x) => x.service_type === 2) ?? services.data.departure[0];
    const body = {
      flight_orders: [
        {
          order_type: 0,
          flight_id: later.id,
          flight_class: 4,
          passengers: [
            {
              first_name: 'نازنین',
              last_name: 'فرهادی',
              mobile: '09351230077',
              national_code: '0084575948',
              passport_number: '',
              person_age_type: 3,
              gender: 0,
              nationality: 0,
              country_id: 1,
            },
          ],
          reservations: [{ reservation_type: 0, service_id: lounge.id }],
        },
      ],
      customer: { full_name: 'نازنین فرهادی', mobile: '09351230077' },
    };
    const made = await panelSend(page, pathOf(api.agencyPanelCreateCipOrder), {
      method: 'POST',
      body,
      key: `e2e-agency-change-${Date.now()}`,
    });
    expect(made.status, made.text).toBe(201);
    const order = made.json.data as AgencyCipOrder;
    const usedOf = async () => (await panelSend(page, pathOf(api.agencyPanelGetAccount))).json.data.used as number;
    const usedBefore = await usedOf();

    // «تغییر پرواز»: the nearer flight of the route, whose price is higher; the preview tells the account's charge.
    await page.goto(`${webUrl()}/agency/bookings/${order.id}`);
    await page.getByTestId('agency-change-flight-0').click();
    await page.getByTestId(`change-day-${near.date}`).click();
    await page.getByTestId(`change-option-${near.id}`).click();
    const preview = page.getByTestId('change-preview');
    await preview.waitFor({ timeout: 30_000 });
    await expect(preview.textContent()).resolves.toContain('مبلغ تازه');
    const account = page.getByTestId('agency-change-account');
    await expect(account.textContent()).resolves.toMatch(/^از حساب آژانس کسر می‌شود \(خالص\): [۰-۹,]+ تومان$/);
    // The dialog scrolls: the preview in view (a full-page shot holds the page under it, not the dialog's scroll).
    await preview.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'change-preview-360.png') });
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: WIDTHS.desktop.width, height: WIDTHS.desktop.height });
    await preview.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'change-preview-1280.png') });
    await page.setViewportSize({ width: WIDTHS.phone.width, height: WIDTHS.phone.height });
    await page.getByTestId('confirm-change-flight').click();

    // The page shows the new flight and what it cost; the account moved by exactly that.
    const changed = page.getByTestId('agency-flight-changed');
    await changed.waitFor({ timeout: 30_000 });
    const moved = (await panelSend(page, pathOf(api.agencyPanelGetCipOrder, { id: order.id }))).json
      .data as AgencyCipOrder;
    expect(moved.flight_orders[0].flight.id).toBe(near.id);
    const charged = moved.agency_price.net - order.agency_price.net;
    expect(charged).toBeGreaterThan(0);
    await expect(changed.textContent()).resolves.toBe(
      `پرواز رزرو به ${near.flight_number} تغییر کرد. ${toPersianDigits(formatToman(charged))} از حساب آژانس کسر شد.`,
    );
    expect(await usedOf()).toBe(usedBefore + charged);
    const day = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { day: 'numeric', month: 'long', timeZone: 'UTC' });
    const flightCard = page.getByTestId('agency-flight-0');
    await expect
      .poll(() => flightCard.textContent(), { timeout: 30_000 })
      .toContain(day.format(new Date(`${near.date}T12:00:00Z`)));
    await expect(flightCard.textContent()).resolves.toContain(near.flight_number);
    await expect(flightCard.textContent()).resolves.toContain(toPersianDigits(near.origin.time));
    await shot(page, 'changed-360');
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: WIDTHS.desktop.width, height: WIDTHS.desktop.height });
    await shot(page, 'changed-1280');
    await close();
  });
});
