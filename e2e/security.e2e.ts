// Issue 11 as a visitor sees it: security headers and a CSP that still lets pages work, the real address, bad paths,
// the API's CORS, refused weak secrets, and the site staying up (503 page, restarts) while the API is down.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { apiKey, apiUrl, openPage, useBrowser, WIDTHS, webUrl } from './support';

useBrowser();

const scriptSrc = (csp: string) => csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';

async function waitUntil(check: () => Promise<boolean>, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

describe('security of the public surface', () => {
  it('sends a nonce CSP without unsafe-inline scripts, frame-ancestors none and the other headers on every page', async () => {
    const a = await fetch(webUrl());
    const b = await fetch(`${webUrl()}/products`);
    for (const res of [a, b]) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(scriptSrc(csp)).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
      expect(scriptSrc(csp)).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(res.headers.get('x-powered-by')).toBeNull();
      // Every script tag of the page carries this answer's nonce.
      const html = await res.text();
      const nonce = scriptSrc(csp).match(/'nonce-([^']+)'/)?.[1];
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts.filter((t) => !t.includes('application/ld+json')))
        expect(tag).toContain(`nonce="${nonce}"`);
    }
    const nonceOf = (r: Response) => scriptSrc(r.headers.get('content-security-policy') ?? '');
    expect(nonceOf(a)).not.toBe(nonceOf(b));
  });

  it('still runs pages, fonts and images under that policy, with no CSP violation', async () => {
    for (const size of [WIDTHS.phone, WIDTHS.desktop]) {
      const { page, errors, close } = await openPage(size);
      await page.goto(`${webUrl()}/products`, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      const fontLoaded = await page.evaluate(() =>
        [...document.fonts].some((f) => /vazirmatn/i.test(f.family) && f.status === 'loaded'),
      );
      expect(fontLoaded).toBe(true);
      const img = page.locator('main img').first();
      await img.waitFor();
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 10_000 })
        .toBe(true);
      // Hydrated: client-side navigation works.
      await page.locator('header a[href="/"]').first().click();
      await page.waitForURL(`${webUrl()}/`);
      await page.screenshot({ path: `/tmp/h11-csp-${size.width}.png` });
      expect(errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
      await close();
    }
  });

  it('answers a malformed path with 400, not 500', async () => {
    for (const path of ['/product/%ff', '/news/%E0%A4%A', '/%c0%af']) {
      const res = await fetch(`${webUrl()}${path}`);
      expect([400, 404]).toContain(res.status);
    }
  });

  it('ignores a visitor-supplied X-Forwarded-For: the site knows the connection address', async () => {
    const res = await fetch(`${webUrl()}/api/ip`, {
      headers: { 'x-forwarded-for': '5.160.1.2', 'x-real-ip': '5.160.1.3', 'x-client-ip': '5.160.1.4' },
    });
    const { ip } = (await res.json()) as { ip: string };
    expect(ip).toMatch(/^(127\.0\.0\.1|::1)$/);
  });

  it('the API allows CORS for the site only and never reflects an unknown origin', async () => {
    const url = `${apiUrl()}/v1/category/fa/categories?module_id=55&limit=1`;
    const own = await fetch(url, { headers: { 'x-api-key': apiKey(), origin: webUrl() } });
    expect(own.headers.get('access-control-allow-origin')).toBe(webUrl());
    const evil = await fetch(url, { headers: { 'x-api-key': apiKey(), origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(evil.headers.get('vary')).toMatch(/Origin/i);
  });

  it('the site refuses to start in production with the default NEXTAUTH_SECRET, naming it', () => {
    const server = join(import.meta.dirname, '../apps/web/server.mjs');
    for (const secret of ['embedded-demo-nextauth-secret-set-NEXTAUTH_SECRET-in-production', 'short']) {
      const r = spawnSync(process.execPath, [server], {
        env: { ...process.env, NODE_ENV: 'production', NEXTAUTH_SECRET: secret, WEB_PORT: '1' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(r.status).toBe(78);
      expect(r.stderr).toMatch(/NEXTAUTH_SECRET: .*۳۲.*32 bytes/s);
    }
  });

  it('the site refuses to start in production with the default or a short REVALIDATE_SECRET, naming it', () => {
    const server = join(import.meta.dirname, '../apps/web/server.mjs');
    for (const secret of ['dev-only-revalidate-secret-please-change-0123', 'short']) {
      const r = spawnSync(process.execPath, [server], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          NEXTAUTH_SECRET: 'a-production-nextauth-secret-long-enough-1234',
          REVALIDATE_SECRET: secret,
          WEB_PORT: '1',
        },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(r.status).toBe(78);
      expect(r.stderr).toMatch(/REVALIDATE_SECRET: .*۳۲.*32 bytes/s);
    }
  });

  // Last: kills the running API and site (npm start brings them back).
  it('shows a Persian 503 page while the API is down, and npm start restarts the API and the site', async () => {
    const pid = (name: string) => Number(readFileSync(join(inject('dataDir'), 'run', `${name}.pid`), 'utf8'));
    const apiPid = pid('api');
    process.kill(apiPid, 'SIGKILL');
    let down: Response | undefined;
    expect(
      await waitUntil(async () => {
        down = await fetch(`${webUrl()}/products`);
        return down.status === 503;
      }, 10_000),
    ).toBe(true);
    const html = await down!.text();
    expect(html).toContain('موقتاً در دسترس نیست');
    expect(html).toContain('dir="rtl"');
    const { page, close } = await openPage(WIDTHS.phone);
    await page.goto(`${webUrl()}/products`);
    await page.screenshot({ path: '/tmp/h11-503-360.png' });
    await close();

    expect(await waitUntil(async () => (await fetch(`${apiUrl()}/health`)).ok, 90_000)).toBe(true);
    expect(pid('api')).not.toBe(apiPid);
    expect(await waitUntil(async () => (await fetch(`${webUrl()}/products`)).status === 200, 15_000)).toBe(true);

    const webPid = pid('web');
    process.kill(webPid, 'SIGKILL');
    expect(await waitUntil(async () => pid('web') !== webPid && (await fetch(webUrl())).status === 200, 90_000)).toBe(
      true,
    );
  });
});
