import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { api, type Lang, localizedPath } from '@vip/contract';
import { apiGet, expectNoSeriousA11yViolations, openPage, useBrowser, WIDTHS, webUrl } from './support';

useBrowser();

/** The three site languages: Persian without a prefix, English left to right, Arabic right to left. */
const LOCALES: { locale: Lang; prefix: string; dir: 'rtl' | 'ltr' }[] = [
  { locale: 'fa', prefix: '', dir: 'rtl' },
  { locale: 'en', prefix: '/en', dir: 'ltr' },
  { locale: 'ar', prefix: '/ar', dir: 'rtl' },
];

/** One message of the site in a language (apps/web/messages), as a reader sees it. */
function message(locale: Lang, namespace: string, key: string): string {
  const file = join(import.meta.dirname, `../apps/web/messages/${locale}/${namespace}.json`);
  return JSON.parse(readFileSync(file, 'utf8'))[namespace][key];
}

/** The top menu's query exactly as §2 sends it. */
const MENU_QUERY = {
  module_id: 55,
  offset: 0,
  limit: 10,
  parent_id: 103,
  disable_in_webservice: false,
  sort: 'priority',
};

describe.each(LOCALES)('site shell in $locale', ({ locale, prefix, dir }) => {
  const home = () => `${webUrl()}${prefix}`;
  it(`renders the home page ${dir} in Vazirmatn with the menu items the API returned in ${locale}`, async () => {
    const { page, errors, close } = await openPage();
    await page.goto(home(), { waitUntil: 'load' });
    expect(await page.getAttribute('html', 'dir')).toBe(dir);
    expect(await page.getAttribute('html', 'lang')).toBe(locale);
    const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(font).toMatch(/vazirmatn/i);
    await page.evaluate(() => document.fonts.ready);
    const loaded = await page.evaluate(() =>
      [...document.fonts].some((f) => /vazirmatn/i.test(f.family) && f.status === 'loaded'),
    );
    // Its Arabic-script glyphs load where the page is written in them (English pages need only the Latin ones).
    if (dir === 'rtl') expect(loaded).toBe(true);
    // The reader's language: /v1/category/en/… names the categories in English.
    const menu = await apiGet(
      { ...api.listCategories, path: localizedPath(api.listCategories.path, locale) },
      MENU_QUERY,
    );
    expect(menu.data.length).toBeGreaterThan(0);
    const shown = await page.locator('[data-testid="top-menu-item"]').allInnerTexts();
    expect(shown.map((s) => s.trim())).toEqual(menu.data.map((c) => c.title));
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the header on the home page and hides it (with footer and bottom bar) on sign-in', async () => {
    const { page, close } = await openPage(WIDTHS.phone);
    await page.goto(home());
    const menuName = message(locale, 'common', 'menu');
    await expect(page.locator('header').count()).resolves.toBe(1);
    await expect(page.locator('footer').count()).resolves.toBe(1);
    await expect(page.getByRole('navigation', { name: menuName, exact: true }).isVisible()).resolves.toBe(true);
    // The phone menu's drawer gets its links when it opens (none hydrated before), with the focus on the first.
    await expect(page.locator('dialog a').count()).resolves.toBe(0);
    await page.locator('header').getByRole('button', { name: menuName }).click();
    const drawer = page.getByRole('dialog', { name: message(locale, 'shell', 'mainNav') });
    await expect.poll(() => drawer.getByRole('link').count()).toBeGreaterThan(5);
    // It slides in from the reading start and offers the other languages, keeping the page.
    const box = await drawer.boundingBox();
    const centre = (box?.x ?? 0) + (box?.width ?? 0) / 2;
    if (dir === 'rtl') expect(centre).toBeGreaterThan(WIDTHS.phone.width / 2);
    else expect(centre).toBeLessThan(WIDTHS.phone.width / 2);
    const languages = drawer.getByTestId('language-switch').getByRole('link');
    await expect(languages.count()).resolves.toBe(3);
    await expect(drawer.locator('a[hreflang="en"]').getAttribute('href')).resolves.toBe('/en');
    await expect(
      drawer
        .getByRole('link')
        .first()
        .evaluate((a) => a === document.activeElement),
    ).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await page.goto(`${home()}/member/signin`);
    await page.locator('header').waitFor({ state: 'detached', timeout: 5000 });
    await expect(page.locator('footer').count()).resolves.toBe(0);
    await expect(page.locator('[data-testid="floating-widget"]').count()).resolves.toBe(0);
    await close();
  });

  it('loads the floating widget on the client and opens the shared dialog', async () => {
    const { page, close } = await openPage();
    const html = await (await fetch(home())).text();
    expect(html).not.toContain('data-testid="floating-widget"');
    await page.goto(home());
    await page.locator('[data-testid="floating-widget"]').click();
    await expect(page.getByRole('dialog').innerText()).resolves.toContain(message(locale, 'shell', 'supportTitle'));
    await close();
  });

  it(`answers an unknown path with the 404 page in ${locale}`, async () => {
    const { page, close } = await openPage();
    const res = await page.goto(`${home()}/no-such-page-here`);
    expect(res?.status()).toBe(404);
    await expect(page.locator('h1').innerText()).resolves.toBe(message(locale, 'notFound', 'title'));
    await close();
  });

  for (const [name, size] of Object.entries(WIDTHS)) {
    it(`home page has no serious axe violation at ${name} width`, async () => {
      const { page, close } = await openPage(size);
      await page.goto(home(), { waitUntil: 'load' });
      await expectNoSeriousA11yViolations(page);
      await close();
    });
  }
});

describe('site shell', () => {
  it('GET /api/ip answers with the connection address, not a visitor-supplied X-Forwarded-For', async () => {
    const res = await fetch(`${webUrl()}/api/ip`, { headers: { 'x-forwarded-for': '5.160.1.2, 10.0.0.1' } });
    expect(((await res.json()) as { ip: string }).ip).toMatch(/^(127\.0\.0\.1|::1)$/);
  });
});
