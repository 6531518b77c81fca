import { describe, expect, it } from 'vitest';
import { openPage, useBrowser, WIDTHS, webUrl } from './support';
import { completeProfile, signInByMobile } from './signin';
import { builtPages, memberPages, textDirectionDefects } from './text-checks';

useBrowser();

describe('text direction on every built page (issue #16)', () => {
  it('keeps Latin runs isolated, "·" away from Persian digits and content digits Persian', async () => {
    const { page, close } = await openPage(WIDTHS.desktop);
    const routes = await builtPages(page, webUrl());
    expect(routes.length).toBeGreaterThanOrEqual(19);
    const found: string[] = [];
    for (const route of routes) {
      const res = await page.goto(`${webUrl()}${route}`, { waitUntil: 'networkidle' });
      expect(res?.status(), route).toBe(200);
      for (const defect of await textDirectionDefects(page)) found.push(`${route} → ${defect}`);
    }
    expect(found).toEqual([]);
    await close();
  });

  it('does the same on every member page, signed in as the demo member with orders, bookings and tickets', async () => {
    const { page, close } = await openPage(WIDTHS.desktop);
    await page.goto(`${webUrl()}/member/signin`);
    await signInByMobile(page, '09121234567');
    const profile = page.locator('input[name="first_name"]');
    await Promise.race([profile.waitFor({ timeout: 30_000 }), page.waitForURL('**/dashboard', { timeout: 30_000 })]);
    if (await profile.isVisible()) await completeProfile(page, 'سارا', 'احمدی');
    await page.waitForURL('**/dashboard', { timeout: 30_000 });
    const routes = await memberPages(page, webUrl());
    expect(routes.length).toBeGreaterThanOrEqual(12);
    const found: string[] = [];
    for (const route of routes) {
      const res = await page.goto(`${webUrl()}${route}`, { waitUntil: 'networkidle' });
      expect(res?.status(), route).toBe(200);
      expect(new URL(page.url()).pathname, `${route} sent the member away`).toBe(route.split('?')[0]);
      for (const defect of await textDirectionDefects(page)) found.push(`${route} → ${defect}`);
    }
    expect(found).toEqual([]);
    await close();
  }, 240_000);
});
