import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser, WIDTHS, webUrl } from './support';
import { completeProfile, DEMO_MOBILE, signInByMobile } from './signin';
import { builtPages, memberPages, textDirectionDefects } from './text-checks';

useBrowser();

/**
 * What an English reader trips over (issue #34): right-to-left text (Persian store and news content) laid out in
 * the page's left-to-right flow instead of in its own `dir="rtl"` element or `<bdi>`, where its words and punctuation
 * come out in the wrong order.
 */
function unisolatedRtlText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const RTL = /[\u0600-\u06ff]/;
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!parent || !RTL.test(text) || parent.closest('script,style,noscript,template')) continue;
      if (!parent.closest('bdi,[dir="rtl"],[dir="auto"]'))
        found.add(`${parent.tagName.toLowerCase()}: ${text.trim().slice(0, 80)}`);
    }
    return [...found];
  });
}

describe('text direction on every built page (issues #16, #34)', () => {
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

  // English and Arabic: the same pages under their prefix. Arabic keeps Latin runs isolated as Persian does; English
  // keeps the Persian content in its own right-to-left element.
  for (const locale of ['en', 'ar'] as const)
    it(`keeps every built page's text in order in ${locale}`, async () => {
      const { page, close } = await openPage(WIDTHS.desktop);
      const routes = await builtPages(page, webUrl());
      const found: string[] = [];
      for (const fa of routes) {
        const route = `/${locale}${fa === '/' ? '' : fa}`;
        const res = await page.goto(`${webUrl()}${route}`, { waitUntil: 'networkidle' });
        expect(res?.status(), route).toBe(200);
        const defects = locale === 'en' ? await unisolatedRtlText(page) : await textDirectionDefects(page);
        for (const defect of defects) found.push(`${route} → ${defect}`);
      }
      expect(found).toEqual([]);
      await close();
    }, 240_000);

  it('does the same on every member page, signed in as the demo member with orders, bookings and tickets', async () => {
    const { page, close } = await openPage(WIDTHS.desktop);
    await page.goto(`${webUrl()}/member/signin`);
    await signInByMobile(page, DEMO_MOBILE);
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
