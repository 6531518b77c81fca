// The API's tokens stay on the site's server: a script on a page (an injected one included) finds neither the
// member's nor the staff's token anywhere it can read, and the calls that need them still work through the site's
// relays.
import { api, pathOf } from '@vip/contract';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { completeProfile, fa, memberSend, signInByMobile } from './signin';
import { send, staffSignIn, totpCode } from './staff';
import { openPage, useBrowser, WIDTHS, webUrl } from './support';

useBrowser();

/** A JWT (header.payload…): what an API token looks like in any text. */
const JWT = /eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/;

/** Everything page script can read of the page: the live DOM, the server's HTML with its inline scripts, storage, cookies. */
async function readableByScript(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const html = await fetch(location.href, { credentials: 'same-origin' }).then((r) => r.text());
    const storage = [localStorage, sessionStorage].flatMap((s) =>
      Object.keys(s).map((k) => `${k}=${s.getItem(k) ?? ''}`),
    );
    return [document.documentElement.outerHTML, html, ...storage, document.cookie].join('\n');
  });
}

describe('API tokens never reach page script', () => {
  it('a signed-in member’s session answer and page carry no token, and member calls still work', async () => {
    const { page, context, close } = await openPage(WIDTHS.desktop);
    const mobile = '09121000427';
    await page.goto(`${webUrl()}/member/signin`);
    await signInByMobile(page, mobile);
    await completeProfile(page, 'آرش', 'توکلی');
    await page.waitForURL('**/dashboard', { timeout: 15_000 });

    const text = await page.evaluate(() => fetch('/api/auth/session').then((r) => r.text()));
    const session = JSON.parse(text);
    expect(session.member.mobile).toBe(mobile);
    expect(typeof session.accessTokenExpires).toBe('number');
    expect(session).not.toHaveProperty('accessToken');
    expect(session).not.toHaveProperty('refreshToken');
    expect(text).not.toMatch(JWT);
    expect(await readableByScript(page)).not.toMatch(JWT);

    // The member's own data through the site's relay, which holds the token.
    const me = await memberSend(page, pathOf(api.getMe));
    expect(me.status).toBe(200);
    expect(me.json.data.mobile).toBe(mobile);
    // The relay is no open door: a public or staff path is 404, however the page asks.
    expect((await memberSend(page, pathOf(api.listDevOutbox))).status).toBe(404);
    expect((await memberSend(page, pathOf(api.adminMe))).status).toBe(404);

    // Another site cannot make this browser write with the member's cookie.
    const cookie = (await context.cookies(webUrl())).map((c) => `${c.name}=${c.value}`).join('; ');
    const forged = await fetch(`${webUrl()}/api/member${pathOf(api.addFavorite, { id: 1 })}`, {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { error_message: string }).error_message).toBe('اجازهٔ این کار را ندارید.');
    await close();
  });

  it('a signed-in staff member’s back office holds no token, and its screens still load', async () => {
    const admin = inject('staffAdmin');
    const adminToken = await staffSignIn(admin.email, admin.password, admin.secret);
    const email = `e2e-tokens-${Date.now() % 1_000_000}@asemanvip.ir`;
    const password = 'Mizkhedmat!1405x';
    const made = await send(pathOf(api.adminCreateStaff), {
      method: 'POST',
      token: adminToken,
      body: { email, full_name: 'کارمند آزمون نشست', role: 'support', password },
    });
    expect(made.status).toBe(201);

    const { page, context, close } = await openPage(WIDTHS.desktop);
    await page.goto(`${webUrl()}/admin`);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('input[name="totp_code"]').fill(fa(totpCode(made.json.data.totp_secret)));
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await page.locator('input[name="totp_code"]').waitFor({ state: 'detached', timeout: 30_000 });
    // The support desk's tickets list comes through the staff relay.
    const listed = page.waitForResponse((r) => r.url().includes('/api/staff/v1/admin/fa/tickets'), { timeout: 30_000 });
    await page.goto(`${webUrl()}/admin#/tickets`);
    expect((await listed).status()).toBe(200);

    expect(await readableByScript(page)).not.toMatch(JWT);
    const staffCookie = (await context.cookies(`${webUrl()}/api/staff/v1/admin/fa/me`)).find((c) =>
      c.name.endsWith('vip-staff-session'),
    );
    expect(staffCookie?.httpOnly).toBe(true);
    await close();
  });
});
