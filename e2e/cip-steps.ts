// Steps of the VIP booking journeys shared by the browser tests (cip.e2e.ts, cip-edges.e2e.ts): sign-in into the
// wizard, the flight and passengers steps, booking and paying at the sandbox bank.
import { api, pathOf } from '@vip/contract';
import { toLatinDigits } from '@vip/domain';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { completeProfile, fa, memberSend, PERSIAN, signInByMobile } from './signin';
import { expectNoSeriousA11yViolations, webUrl } from './support';

const DAY = 86_400_000;
/** A Gregorian date `days` from today (the schedule rolls 60 days ahead, so there are always flights). */
export const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
export const TOMAN = /^[۰-۹,]+ تومان$/;
/** Map tiles never leave the machine: any tile request answers an empty 1×1 PNG. */
export async function noTiles(page: Page) {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  await page.context().route(/tile\.openstreetmap\.org/, (r) => r.fulfill({ contentType: 'image/png', body: png }));
}

/** Signs a new member in from the sign-in page and lands on the booking wizard. */
export async function signInToBooking(page: Page, mobile: string, first: string, last: string) {
  await page.goto(`${webUrl()}/member/signin?callbackUrl=${encodeURIComponent('/cip/booking')}`);
  await signInByMobile(page, mobile);
  // A new member completes the profile step first; a returning one lands on the wizard at once.
  const profile = page.locator('input[name="first_name"]');
  await Promise.race([profile.waitFor({ timeout: 30_000 }), page.waitForURL('**/cip/booking', { timeout: 30_000 })]);
  if (await profile.isVisible()) await completeProfile(page, first, last);
  await page.waitForURL('**/cip/booking', { timeout: 30_000 });
}

/** A request to the API as the signed-in member, sent by the page through the site's relay. */
export async function memberFetch(
  page: Page,
  path: string,
  init: { method?: string; body?: string } = {},
): Promise<Response> {
  const res = await memberSend(page, path, {
    method: init.method,
    body: init.body === undefined ? undefined : JSON.parse(init.body),
  });
  return new Response(res.text, { status: res.status, headers: { 'content-type': 'application/json' } });
}

/** The wallet balance (Rials) of the signed-in member, read from the API through the site's relay. */
export async function walletBalance(page: Page): Promise<number> {
  const res = await memberFetch(page, pathOf(api.getCreditBalance));
  return ((await res.json()) as { data: { balance: number } }).data.balance;
}

export const next = (page: Page) => page.getByTestId('wizard-next').click();

/**
 * Opens the current order's Jalali calendar and clicks the day `iso` (each day button carries its Gregorian date), moving
 * a month on when the calendar does not show it yet: right at a month's end as on any other day.
 */
export async function pickJalaliDay(page: Page, iso: string) {
  await page
    .getByRole('button', { name: /^تاریخ را انتخاب کنید/ })
    .first()
    .click();
  await page.getByRole('grid').waitFor();
  const day = page.locator(`button[data-iso="${iso}"]`);
  if ((await day.count()) === 0) await page.getByRole('button', { name: 'ماه آینده' }).click();
  await day.click();
}

/**
 * Step 0 after the booking bar's hand-over (`?date=…&q=…`): the first Tehran (Mehrabad) → Mashhad flight found, the
 * first service at the origin (and at the destination when `arrival`), and the passenger counts.
 */
export async function chooseFlight(page: Page, o: { adults?: number; infants?: number; arrival?: boolean } = {}) {
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

export type Traveller = [first: string, last: string, nationalCode: string, mobile?: string];

/** Fills the passengers step (Persian digits typed; the site stores Latin). */
export async function fillPassengers(page: Page, people: Traveller[]) {
  for (const [i, [first, last, code, mobile]] of people.entries()) {
    await page.getByTestId(`first-name-${i}`).fill(first);
    await page.getByTestId(`last-name-${i}`).fill(last);
    await page.getByTestId(`national-code-${i}`).fill(fa(code));
    if (mobile) await page.getByTestId(`mobile-${i}`).fill(fa(mobile));
  }
}

/** Confirm → the server books the order → payment: the server's amount equals the preview. Returns the reference. */
export async function bookAndCheckBill(page: Page): Promise<string> {
  const preview = await page.getByTestId('grand-total').textContent();
  expect(preview).toMatch(TOMAN);
  await page.getByTestId('confirm-book').click();
  await page.getByTestId('server-total').waitFor({ timeout: 30_000 });
  expect(await page.getByTestId('server-total').textContent()).toBe(preview);
  await expect(page.getByTestId('cancellation-policy').textContent()).resolves.toMatch(PERSIAN);
  // The reference reads in Persian digits; the API and the links use its Latin form.
  return toLatinDigits((await page.getByTestId('order-reference').textContent()) ?? '');
}

/**
 * Pays at the sandbox bank and comes back to the site's result page in the language the booking was made in (`/en`,
 * `/ar` prefix; Persian has none): paid, the reference in that language's digits and a way to the voucher.
 */
export async function payAtSandboxBank(page: Page, reference: string, lang: 'fa' | 'en' | 'ar' = 'fa') {
  const prefix = lang === 'fa' ? '' : `/${lang}`;
  await page.getByTestId('pay').click();
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click({ timeout: 30_000 });
  await page.waitForURL((url) => url.pathname === `${prefix}/order/payment-result`, { timeout: 30_000 });
  await page.getByTestId('result-voucher').waitFor({ timeout: 30_000 });
  const shown = (await page.getByTestId('order-reference').textContent()) ?? '';
  expect(toLatinDigits(shown)).toBe(reference);
  // Persian digits in Persian; English keeps Latin ones.
  if (lang === 'fa') expect(shown).toBe(fa(reference));
  if (lang === 'en') expect(shown).toBe(reference);
  expect(await page.getByTestId('result-voucher').getAttribute('href')).toBe(`${prefix}/cip/voucher/${reference}`);
  await expectNoSeriousA11yViolations(page);
}

/** The member's order page of a reference, opened from /dashboard/cip/order/order-list. */
export async function openOrder(page: Page, reference: string) {
  await page.goto(`${webUrl()}/dashboard/cip/order/order-list`);
  await page.getByTestId(`cip-order-${reference}`).locator('a').click();
  await page.getByTestId('order-reference').waitFor();
  expect(await page.getByTestId('order-reference').textContent()).toBe(reference);
}
