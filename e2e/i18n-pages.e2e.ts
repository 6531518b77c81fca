import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, openPage, useBrowser, WIDTHS, webUrl } from './support';

useBrowser();

/** The public pages an English or Arabic reader lands on (issue #34, outcomes 2 and 6). */
const PAGES = ['/', '/faq', '/terms', '/news', '/products', '/cip/booking', '/member/signin'];
const LOCALES = [
  { locale: 'en', dir: 'ltr' },
  { locale: 'ar', dir: 'rtl' },
] as const;
/** Screenshots to look at (E2E_SCREENSHOTS, or a folder under /tmp). */
const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp/shots-i18n-pages';

/**
 * Persian the reader was not warned about, as "where: text" lines: text nodes, `aria-label`, `placeholder`, `title`
 * and `alt` outside an element marked as another language, `lang="fa"` (store and news content may stay Persian,
 * marked), and the
 * document's title. In English any Arabic-script character is Persian; in Arabic, which shares most letters, the
 * Persian-only letters (pe, che, zhe, gaf, keheh, Farsi yeh) and Persian digits give it away.
 */
function unmarkedPersian(page: Page, locale: 'en' | 'ar'): Promise<string[]> {
  return page.evaluate((lang) => {
    const tell = lang === 'en' ? /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/ : /[پچژگکی\u06f0-\u06f9]/;
    // Marked as another language: Persian content (`lang="fa"`), or the language switch's «العربية» on an English page.
    const markedPersian = (el: Element) => !(el.closest('[lang]')?.getAttribute('lang') ?? lang).startsWith(lang);
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}`;
    const found = new Set<string>();
    if (tell.test(document.title)) found.add(`<title>: ${document.title}`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!parent || !tell.test(text) || parent.closest('script,style,noscript,template')) continue;
      if (!markedPersian(parent)) found.add(`${describe(parent)}: ${text.trim().slice(0, 80)}`);
    }
    for (const attr of ['aria-label', 'placeholder', 'title', 'alt'])
      for (const el of document.body.querySelectorAll(`[${attr}]`)) {
        const value = el.getAttribute(attr) ?? '';
        if (tell.test(value) && !markedPersian(el)) found.add(`${describe(el)}[${attr}]: ${value.slice(0, 80)}`);
      }
    return [...found];
  }, locale);
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

describe('public pages in English and Arabic (issue #34)', () => {
  for (const { locale, dir } of LOCALES)
    for (const [widthName, size] of Object.entries(WIDTHS))
      it(`/${locale} at ${size.width} px: right language and direction, no unmarked Persian, no serious axe violation`, async () => {
        const problems: string[] = [];
        for (const path of PAGES) {
          // A fresh tab per page: a long page's full screenshot on a busy machine can take the renderer down with it.
          const { page, close } = await openPage(size);
          const url = `/${locale}${path === '/' ? '' : path}`;
          const res = await page.goto(`${webUrl()}${url}`, { waitUntil: 'networkidle' });
          if (res?.status() !== 200) problems.push(`${url} → status ${res?.status()}`);
          const html = await page.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir}`);
          if (html !== `${locale} ${dir}`) problems.push(`${url} → <html lang dir> ${html}`);
          for (const p of await unmarkedPersian(page, locale)) problems.push(`${url} → ${p}`);
          await shot(page, `${locale}-${widthName}${path === '/' ? '-home' : path.replaceAll('/', '-')}`);
          // Every page's findings, axe's too, are gathered: one run lists everything to fix.
          await expectNoSeriousA11yViolations(page).catch((e: Error) => problems.push(`${url} → ${e.message}`));
          await close();
        }
        expect(problems).toEqual([]);
      }, 240_000);

  it('the news list says its items are in Persian and marks them so; the home page reads English', async () => {
    const { page, close } = await openPage(WIDTHS.desktop);
    await page.goto(`${webUrl()}/en/news`, { waitUntil: 'networkidle' });
    await expect(page.getByTestId('content-in-persian').textContent()).resolves.toMatch(/Persian/);
    const card = page.getByTestId('news-card').first();
    await expect(card.getAttribute('lang')).resolves.toBe('fa');
    await expect(card.getAttribute('dir')).resolves.toBe('rtl');
    // Dates are Gregorian with Latin digits in English ("27 November 2026").
    await expect(card.locator('p').first().textContent()).resolves.toMatch(/\d{1,2} [A-Z][a-z]+ \d{4}/);

    await page.goto(`${webUrl()}/en`, { waitUntil: 'networkidle' });
    await expect(page.locator('h1').first().textContent()).resolves.toMatch(/journey/i);
    await expect(page.locator('#faq-highlights').textContent()).resolves.toBe('Frequently asked questions');
    const dateOption = page.locator('select[name="date"] option').nth(1);
    await expect(dateOption.textContent()).resolves.toMatch(/^[A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4}$/);

    await page.goto(`${webUrl()}/ar/faq`, { waitUntil: 'networkidle' });
    const firstQuestion = await page.locator('details summary, [data-testid="faq-question"]').first().textContent();
    expect(firstQuestion).toContain('خدمة CIP');
    await close();
  });
});
