// The back office's agency desk (issue #33, outcome 1): finance creates an agency, makes an API key it sees once,
// records the agency's payment and suspends it (its key stops at once), at 1280 and 360 px.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { api, pathOf } from '@vip/contract';
import { formatToman, toPersianDigits } from '@vip/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { send, staffSignIn, staffSignInOnPage } from './staff';
import { apiKey, apiUrl, expectNoSeriousA11yViolations, openPage, useBrowser, WIDTHS, webUrl } from './support';

useBrowser();

const PASSWORD = 'Mizkhedmat!1405x';
const SHOTS = '/tmp/shots-agency-admin';
let adminToken = '';

beforeAll(async () => {
  const admin = inject('staffAdmin');
  adminToken = await staffSignIn(admin.email, admin.password, admin.secret);
});

/** A new finance account (a TOTP code signs in once, so one account per browser sign-in). */
async function newFinance(n: number) {
  const email = `e2e-agency-finance-${Date.now()}-${n}@asemanvip.ir`;
  const res = await send(pathOf(api.adminCreateStaff), {
    method: 'POST',
    token: adminToken,
    body: { email, full_name: 'کارشناس مالی آژانس‌ها', role: 'finance', password: PASSWORD },
  });
  if (res.status !== 201 && res.status !== 200) throw new Error(`staff: ${res.status} ${res.text}`);
  return { email, password: PASSWORD, secret: res.json.data.totp_secret as string };
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The agency API's account answer to a key (what the agency's own system would see). */
async function accountWithKey(key: string) {
  const res = await fetch(`${apiUrl()}${pathOf(api.agencyGetAccount)}`, {
    headers: { 'x-api-key': apiKey(), 'x-agency-key': key },
  });
  return { status: res.status, json: await res.json() };
}

describe('the back office agency desk', () => {
  for (const [label, size] of [
    ['1280', WIDTHS.desktop],
    ['360', WIDTHS.phone],
  ] as const) {
    it(`finance creates an agency, sees its new key once, records a payment and suspends it (${label} px)`, async () => {
      const { page, close } = await openPage(size);
      await staffSignInOnPage(page, await newFinance(size.width));
      // Persian digits: the confirmations show every digit in Persian.
      const name = `آژانس آزمون ${toPersianDigits(`${label}-${Date.now() % 100000}`)}`;

      await page.goto(`${webUrl()}/admin#/agencies/create`);
      await page.locator('input[name="name"]').fill(name);
      await page.locator('input[name="commission_percent"]').fill('۱۲.۵');
      await page.locator('input[name="credit_limit"]').fill('۵۰۰۰۰۰۰');
      await page.locator('input[name="contact_mobile"]').fill('۰۹۱۲۳۴۵۶۷۸۹');
      await shot(page, `create-${label}`);
      expect(await pageWidth(page)).toBeLessThanOrEqual(size.width);
      await page.getByRole('button', { name: /ذخیره/ }).click();
      await page.waitForURL(/#\/agencies\/\d+$/, { timeout: 30_000 });
      const id = Number(/#\/agencies\/(\d+)/.exec(page.url())?.[1]);
      const agency = (await send(pathOf(api.adminGetAgency, { id }), { token: adminToken })).json.data;
      expect(agency).toMatchObject({ name, commission_percent: 12.5, credit_limit: 50_000_000, status: 'active' });

      // A key: shown once in the dialog, the list then shows only its prefix.
      await page.getByTestId('agency-new-key').click();
      await page.getByTestId('agency-key-title').fill('سامانهٔ رزرو');
      await page.getByTestId('agency-key-create').click();
      const once = page.getByTestId('agency-key-once');
      await once.waitFor();
      const key = (await once.textContent())?.trim() ?? '';
      expect(key).toMatch(/^vipag_/);
      await shot(page, `key-once-${label}`);
      await page.getByRole('button', { name: 'بستن' }).click();
      await page.getByTestId('agency-keys').getByText('سامانهٔ رزرو').waitFor();
      expect(await page.getByTestId('agency-keys').textContent()).not.toContain(key);
      expect((await accountWithKey(key)).status).toBe(200);

      // A payment of 1,200,000 Toman, after a confirmation naming the agency.
      await page.getByTestId('agency-payment-amount').fill('۱۲۰۰۰۰۰');
      await page.getByTestId('agency-payment-note').fill('فیش واریز ۴۵۶');
      await page.getByTestId('agency-payment-send').click();
      await page
        .getByRole('dialog')
        .getByText(name)
        .waitFor()
        .catch(async (err) => {
          await shot(page, `payment-${label}-FAILED`);
          throw err;
        });
      await page.getByRole('button', { name: 'بله، انجام شود' }).click();
      await page.getByText('پرداخت ثبت شد.').waitFor();
      // The account shows the money paid ahead as the balance, and the ledger card its line.
      await expect
        .poll(() => page.getByTestId('agency-account').textContent())
        .toContain(`${formatToman(12_000_000)} بستانکار`);
      await page.getByTestId('agency-ledger').getByText('فیش واریز ۴۵۶').waitFor();
      const ledger = (await send(pathOf(api.adminListAgencyLedger, { id }), { token: adminToken })).json.data;
      expect(ledger).toEqual([expect.objectContaining({ kind: 'payment', amount: 12_000_000 })]);

      // Suspend, confirmed: the key stops at its next call.
      await page.getByTestId(`agency-status-${id}`).click();
      await page.getByRole('button', { name: /بله/ }).click();
      await page.getByTestId(`agency-status-${id}`).getByText('فعال‌سازی دوباره').waitFor({ timeout: 30_000 });
      const stopped = await accountWithKey(key);
      expect([stopped.status, stopped.json.error_code]).toEqual([401, 'agency_suspended']);

      // Editing a field keeps the suspension (the form does not send the status).
      await page.locator('input[name="credit_limit"]').fill('۶۰۰۰۰۰۰');
      await page.getByRole('button', { name: /ذخیره/ }).click();
      await expect
        .poll(async () => (await send(pathOf(api.adminGetAgency, { id }), { token: adminToken })).json.data, {
          timeout: 15_000,
        })
        .toMatchObject({ credit_limit: 60_000_000, status: 'suspended', contact_mobile: '09123456789' });
      // Saved, the editor stays on the agency (its keys, users and account are on this page).
      expect(new URL(page.url()).hash).toBe(`#/agencies/${id}`);
      await page.getByTestId(`agency-status-${id}`).getByText('فعال‌سازی دوباره').waitFor({ timeout: 30_000 });

      // Revoking the key, confirmed.
      await page.locator('[data-testid^="agency-key-revoke-"]').click();
      await page.getByRole('button', { name: /بله/ }).click();
      await page.getByTestId('agency-keys').getByText('باطل‌شده').waitFor({ timeout: 30_000 });
      const keys = (await send(pathOf(api.adminListAgencyKeys, { id }), { token: adminToken })).json.data;
      expect(keys[0].revoked_at).not.toBeNull();

      await page.getByTestId('agency-account').scrollIntoViewIfNeeded();
      expect(await pageWidth(page)).toBeLessThanOrEqual(size.width);
      await expectNoSeriousA11yViolations(page);
      await shot(page, `agency-${label}`);

      await page.goto(`${webUrl()}/admin#/agencies`);
      await page.getByText(name).first().waitFor({ timeout: 30_000 });
      expect(await pageWidth(page)).toBeLessThanOrEqual(size.width);
      await shot(page, `list-${label}`);
      await close();
    }, 240_000);
  }
});
