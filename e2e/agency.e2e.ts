// The agents' area (issue #33, outcome 4): an agent of a travel agency signs in, books a VIP service for a customer
// through the site's wizard on the agency's credit (no bank), finds it in the agency's list and opens its voucher
// under the agency's name; the area at 360 and 1280 px.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { api, pathOf } from '@vip/contract';
import { toPersianDigits } from '@vip/domain';
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
});
