import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toLatinDigits } from '@vip/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser, WIDTHS, webUrl } from './support';

useBrowser();

/** The three site languages. */
const LOCALES = [
  { locale: 'fa', prefix: '' },
  { locale: 'en', prefix: '/en' },
  { locale: 'ar', prefix: '/ar' },
] as const;

/** One message of the site in a language (apps/web/messages). */
function message(locale: string, namespace: string, key: string): string {
  const file = join(import.meta.dirname, `../apps/web/messages/${locale}/${namespace}.json`);
  return JSON.parse(readFileSync(file, 'utf8'))[namespace][key];
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not shown`);
  return box;
}

/** What the focused element is, and whether a sighted keyboard user can see that it has the focus. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', visible: false, testId: '', href: '', role: '' };
    // A text field may show its focus on its frame instead: the search box's ring, MUI's focused outline.
    // (No named functions in here: the page runs this source as is.)
    const frame = el.matches('input, textarea') ? el.closest('form[role="search"], .Mui-focused') : null;
    let ring = frame?.classList.contains('Mui-focused') ?? false;
    for (const node of frame ? [el, frame] : [el]) {
      const cs = getComputedStyle(node);
      if ((cs.outlineStyle !== 'none' && Number.parseFloat(cs.outlineWidth) > 0) || cs.boxShadow !== 'none')
        ring = true;
    }
    return {
      tag: el.tagName.toLowerCase(),
      visible: ring,
      testId: el.dataset.testid ?? '',
      href: el.getAttribute('href') ?? '',
      role: el.getAttribute('role') ?? '',
    };
  });

/** Presses Tab (or Shift+Tab) until `done` holds for the focused element, each stop showing a visible focus. */
async function tabUntil(page: Page, done: (f: Awaited<ReturnType<typeof focused>>) => boolean, back = false) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const f = await focused(page);
    expect(f.visible, `focus ring of <${f.tag} ${f.testId || f.href}>`).toBe(true);
    if (done(f)) return f;
  }
  throw new Error('the element was not reached by keyboard');
}

describe.each(LOCALES)('fixed layers and keyboard in $locale (issues #16, #34)', ({ locale, prefix }) => {
  const site = () => `${webUrl()}${prefix}`;
  for (const [name, size] of Object.entries(WIDTHS)) {
    it(`stacks the support button, the compare bar and the bottom bar without overlap at ${size.width}px`, async () => {
      const { page, close } = await openPage(size);
      await page.goto(`${site()}/products`);
      const cards = page.locator('[data-testid="product-card"]');
      await cards.nth(0).locator('[data-testid="compare-toggle"]').click();
      await cards.nth(1).locator('[data-testid="compare-toggle"]').click();
      await page.locator('[data-testid="compare-bar"]').waitFor();
      await page.locator('[data-testid="floating-widget"]').waitFor();
      const layers = ['[data-testid="floating-widget"]', '[data-testid="compare-bar"]'];
      if (name === 'phone') layers.push(`nav[aria-label="${message(locale, 'common', 'menu')}"]`);
      const boxes = await Promise.all(layers.map((s) => boxOf(page, s)));
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++)
          expect(overlap(boxes[i], boxes[j]), `${layers[i]} over ${layers[j]}`).toBe(false);

      // The page's main action stays clear of them: the product's add-to-cart button, brought into view.
      await cards.nth(0).locator('a').first().click();
      await page.waitForURL(/\/product\/\d+$/);
      await page.locator('[data-testid="compare-bar"]').waitFor();
      await page.locator('[data-testid="add-to-cart"]').evaluate((el) => el.scrollIntoView({ block: 'end' }));
      const add = await boxOf(page, '[data-testid="add-to-cart"]');
      for (const layer of layers)
        expect(overlap(add, await boxOf(page, layer)), `add-to-cart under ${layer}`).toBe(false);

      // And the end of a list: scrolled to the bottom, the last product card is not under a fixed layer.
      await page.goto(`${site()}/products`);
      await page.locator('[data-testid="compare-bar"]').waitFor();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const last = await boxOf(page, '[data-testid="product-card"]:last-of-type');
      for (const layer of layers)
        expect(overlap(last, await boxOf(page, layer)), `last card under ${layer}`).toBe(false);
      await close();
    });
  }

  it('goes home → search → product → add to cart → cart by keyboard alone, the focus always visible', async () => {
    const { page, errors, close } = await openPage(WIDTHS.desktop);
    await page.goto(site());
    await tabUntil(page, (f) => f.role === 'combobox');
    await page.keyboard.type('xm5');
    await page.locator('[role="option"]').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('[role="option"][aria-selected="true"]').textContent()).resolves.toContain('WH-1000XM5');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/product\/\d+$/);
    await expect(page.locator('h1').textContent()).resolves.toContain('WH-1000XM5');

    await tabUntil(page, (f) => f.testId === 'add-to-cart');
    await page.keyboard.press('Enter');
    // The count itself (the badge's digits are the cart's: Persian in every language for now).
    await expect
      .poll(async () => toLatinDigits((await page.locator('[data-testid="cart-badge"]').textContent()) ?? ''))
      .toContain('1');

    await tabUntil(page, (f) => f.href === `${prefix}/cart`, true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/cart$/);
    await expect(page.locator('[data-testid="cart-item"]').textContent()).resolves.toContain('WH-1000XM5');
    expect(errors).toEqual([]);
    await close();
  });

  it('lets the visitor pause the hero carousel and step through it', async () => {
    const { page, close } = await openPage(WIDTHS.desktop);
    await page.goto(site());
    const controls = page.locator('[data-testid="hero-controls"]');
    await expect(controls.getAttribute('data-playing')).resolves.toBe('true');
    await page.mouse.move(5, 5);
    await page.locator('[data-testid="hero-banners"]').hover();
    await expect.poll(() => controls.getAttribute('data-playing')).toBe('false');
    await page.mouse.move(0, 0);
    await page.locator('[data-testid="hero-pause"]').click();
    await expect(page.locator('[data-testid="hero-pause"]').getAttribute('aria-pressed')).resolves.toBe('true');
    await page.mouse.move(0, 0);
    await expect.poll(() => controls.getAttribute('data-playing')).toBe('false');
    const strip = page.locator('[data-testid="hero-banners"]');
    const before = await strip.evaluate((el) => el.scrollLeft);
    await page.getByRole('button', { name: message(locale, 'home', 'heroNext') }).click();
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).not.toBe(before);
    await close();
  });
});
