// Staff accounts for the browser tests: the API called as the back office would, and TOTP codes as an
// authenticator app makes them.
import { api, pathOf } from '@vip/contract';
import { toPersianDigits } from '@vip/domain';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { apiKey, apiUrl, webUrl } from './support';

/** One answer of the API: status, parsed JSON and the raw text (for a failing assertion's message). */
export async function send(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const res = await fetch(`${apiUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'x-api-key': apiKey(),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined, text };
}

/** The current code of an authenticator app holding this base32 secret. */
export const totpCode = (secret: string) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();

/** Waits for the next 30-second step when this step's code of the account may already be spent. */
const nextStep = () =>
  new Promise((r) => setTimeout(r, (Math.floor(Date.now() / 30_000) + 1) * 30_000 - Date.now() + 50));

/**
 * Signs a staff account in through the API with its authenticator's code. A code signs in once: when another test
 * used this step's code of the same account, the sign-in is tried again with the next step's code.
 */
export async function staffSignIn(email: string, password: string, secret: string): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    if (attempt > 0) await nextStep();
    const res = await send(pathOf(api.adminSignIn), {
      method: 'POST',
      body: { email, password, totp_code: totpCode(secret) },
    });
    if (res.status === 200) return res.json.data.access_token as string;
    if (res.status !== 401) throw new Error(`staff sign-in: ${res.status} ${res.text}`);
  }
  throw new Error(`staff sign-in of ${email} kept failing`);
}

/** Signs a staff account in on the back office's page with its password and this step's authenticator code. */
export async function staffSignInOnPage(page: Page, who: { email: string; password: string; secret: string }) {
  await page.goto(`${webUrl()}/admin`);
  await page.locator('input[name="email"]').fill(who.email);
  await page.locator('input[name="password"]').fill(who.password);
  await page.locator('input[name="totp_code"]').fill(toPersianDigits(totpCode(who.secret)));
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await page.locator('input[name="totp_code"]').waitFor({ state: 'detached', timeout: 30_000 });
}
