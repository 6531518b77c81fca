// Mobile sign-in through the SMS outbox, shared by the browser tests that need a signed-in member.
import { api as endpoints } from '@vip/contract';
import type { Page } from 'playwright-core';
import { apiKey, apiUrl, openPage, webUrl } from './support';

export const fa = (s: string) => s.replace(/[0-9]/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
export const PERSIAN = /[\u0600-\u06FF]/;

/**
 * The seeded demo member (orders, tickets, favourites). A number gets five sign-in codes an hour, and each browser test
 * file that signs the demo member in spends one (admin, cip, i18n-member, product-page, text-direction): a sixth such
 * file must share a session (`demoMemberPerFile`) or sign in another number.
 */
export const DEMO_MOBILE = '09121234567';

type Outbox = { data: { id: number; token: string; recipient: string }[] };

/** Newest outbox messages to a number (or an e-mail address), so a test waits for the code it just asked for. */
async function outbox(to: string): Promise<Outbox['data']> {
  const param = to.includes('@') ? `email=${encodeURIComponent(to)}` : `mobile=${to}`;
  const res = await fetch(`${apiUrl()}${endpoints.listDevOutbox.path}?${param}`, {
    headers: { 'x-api-key': apiKey() },
  });
  if (!res.ok) throw new Error(`GET ${endpoints.listDevOutbox.path}: ${res.status}`);
  return ((await res.json()) as Outbox).data;
}

/** The code of the newest SMS to `mobile` newer than message `afterId`. */
export async function codeFor(mobile: string, afterId = 0): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const newest = (await outbox(mobile)).filter((m) => m.id > afterId).sort((a, b) => b.id - a.id)[0];
    if (newest) return newest.token;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no SMS for ${mobile}`);
}

export async function lastOutboxId(mobile: string) {
  return Math.max(0, ...(await outbox(mobile)).map((m) => m.id));
}

/** Types the number (in Persian digits) and asks for the code; resolves once the code field shows. */
export async function requestCode(page: Page, mobile: string) {
  await page.locator('input[name="mobile"]').fill(fa(mobile));
  const codeField = page.locator('input[name="code"]');
  // One code a minute per number: a number another test file signed in moments ago (the demo member) is refused
  // with the Persian wait message, and asked again until its minute is over, as a person would.
  const until = Date.now() + 90_000;
  for (;;) {
    await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
    const shown = await codeField.waitFor({ timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    if (shown) return;
    if (Date.now() > until) throw new Error(`no sign-in code field for ${mobile} after 90 s`);
    await page.waitForTimeout(5_000);
  }
}

/** Signs in by mobile from the sign-in page; a new member lands on the profile step. */
export async function signInByMobile(page: Page, mobile: string) {
  const before = await lastOutboxId(mobile);
  await requestCode(page, mobile);
  await page.locator('input[name="code"]').fill(await codeFor(mobile, before));
}

export async function completeProfile(page: Page, first: string, last: string) {
  await page.locator('input[name="first_name"]').waitFor({ timeout: 15_000 });
  await page.locator('input[name="first_name"]').fill(first);
  await page.locator('input[name="last_name"]').fill(last);
  await page.getByRole('button', { name: 'ذخیره و ادامه' }).click();
}

/**
 * A member call made by the signed-in page itself, through the site's relay `/api/member/v1/...` (the API token
 * never reaches page script, so a test cannot take it out of the browser either): status, parsed JSON and text.
 */
export async function memberSend(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ path, method, body }) => {
      const res = await fetch(`/api/member${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : undefined, text };
    },
    { path, method: init.method ?? 'GET', body: init.body },
  );
}

type OpenedPage = Awaited<ReturnType<typeof openPage>>;

/**
 * The demo member signed in once for the file on a page of `size`, landed on `landing`, with what `prepare` adds;
 * every test of the file that calls `get()` shares that page (one sign-in code per file), `close()` ends it.
 */
export function demoMemberPerFile<T extends object = object>(
  size: { width: number; height: number },
  landing = '/dashboard',
  prepare?: (opened: OpenedPage) => Promise<T>,
) {
  let signedIn: Promise<OpenedPage & T> | undefined;
  const signIn = async () => {
    const opened = await openPage(size);
    await opened.page.goto(`${webUrl()}/member/signin?callbackUrl=${encodeURIComponent(landing)}`);
    await signInByMobile(opened.page, DEMO_MOBILE);
    await opened.page.waitForURL((url) => url.pathname === landing, { timeout: 30_000 });
    return { ...opened, ...((await prepare?.(opened)) as T) };
  };
  return {
    get: () => {
      signedIn ??= signIn();
      return signedIn;
    },
    close: async () => {
      await (await signedIn)?.close();
    },
  };
}
