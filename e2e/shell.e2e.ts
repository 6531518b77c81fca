import { describe, expect, it } from 'vitest';
import { api } from '@vip/contract';
import { apiGet, expectNoSeriousA11yViolations, openPage, useBrowser, WIDTHS, webUrl } from './support';

useBrowser();

/** The top menu's query exactly as §2 sends it. */
const MENU_QUERY = {
  module_id: 55,
  offset: 0,
  limit: 10,
  parent_id: 103,
  disable_in_webservice: false,
  sort: 'priority',
};

describe('site shell', () => {
  it('renders the home page right-to-left in Vazirmatn with the menu items the API returned', async () => {
    const { page, errors, close } = await openPage();
    await page.goto(webUrl(), { waitUntil: 'load' });
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('fa');
    const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(font).toMatch(/vazirmatn/i);
    await page.evaluate(() => document.fonts.ready);
    const loaded = await page.evaluate(() =>
      [...document.fonts].some((f) => /vazirmatn/i.test(f.family) && f.status === 'loaded'),
    );
    expect(loaded).toBe(true);
    const menu = await apiGet(api.listCategories, MENU_QUERY);
    expect(menu.data.length).toBeGreaterThan(0);
    const shown = await page.locator('[data-testid="top-menu-item"]').allInnerTexts();
    expect(shown.map((s) => s.trim())).toEqual(menu.data.map((c) => c.title));
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the header on / and hides it (with footer and bottom bar) on /member/signin', async () => {
    const { page, close } = await openPage(WIDTHS.phone);
    await page.goto(webUrl());
    await expect(page.locator('header').count()).resolves.toBe(1);
    await expect(page.locator('footer').count()).resolves.toBe(1);
    await expect(page.getByRole('navigation', { name: 'منو' }).isVisible()).resolves.toBe(true);
    // The phone menu's drawer gets its links when it opens (none hydrated before), with the focus on the first.
    await expect(page.locator('dialog a').count()).resolves.toBe(0);
    await page.locator('header').getByRole('button', { name: 'منو' }).click();
    const drawer = page.getByRole('dialog', { name: 'منوی اصلی' });
    await expect.poll(() => drawer.getByRole('link').count()).toBeGreaterThan(5);
    await expect(
      drawer
        .getByRole('link')
        .first()
        .evaluate((a) => a === document.activeElement),
    ).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await page.goto(`${webUrl()}/member/signin`);
    await page.locator('header').waitFor({ state: 'detached', timeout: 5000 });
    await expect(page.locator('footer').count()).resolves.toBe(0);
    await expect(page.locator('[data-testid="floating-widget"]').count()).resolves.toBe(0);
    await close();
  });

  it('loads the floating widget on the client and opens the shared dialog', async () => {
    const { page, close } = await openPage();
    const html = await (await fetch(webUrl())).text();
    expect(html).not.toContain('data-testid="floating-widget"');
    await page.goto(webUrl());
    await page.locator('[data-testid="floating-widget"]').click();
    await expect(page.getByRole('dialog').innerText()).resolves.toContain('پشتیبانی');
    await close();
  });

  it('answers an unknown path with the Persian 404 page', async () => {
    const { page, close } = await openPage();
    const res = await page.goto(`${webUrl()}/no-such-page-here`);
    expect(res?.status()).toBe(404);
    await expect(page.locator('h1').innerText()).resolves.toBe('صفحه پیدا نشد');
    await close();
  });

  it('GET /api/ip answers with the connection address, not a visitor-supplied X-Forwarded-For', async () => {
    const res = await fetch(`${webUrl()}/api/ip`, { headers: { 'x-forwarded-for': '5.160.1.2, 10.0.0.1' } });
    expect(((await res.json()) as { ip: string }).ip).toMatch(/^(127\.0\.0\.1|::1)$/);
  });

  for (const [name, size] of Object.entries(WIDTHS)) {
    it(`home page has no serious axe violation at ${name} width`, async () => {
      const { page, close } = await openPage(size);
      await page.goto(webUrl(), { waitUntil: 'load' });
      await expectNoSeriousA11yViolations(page);
      await close();
    });
  }
});
