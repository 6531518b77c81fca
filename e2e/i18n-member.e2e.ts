// The member's account in English and Arabic (issue #34, outcomes 2–4 and 6): a member who books in /en or /ar
// finds the rest of the account in that language too — the VIP bookings, a booking and its voucher, the wallet, the
// tickets, the store orders, the profile, the cart and the favourites — with the language's dates and digits, and nothing Persian left but
// what is data (a name the member typed, a ticket's text, a store product kept in Persian).
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { api, pathOf } from '@vip/contract';
import { demoMemberPerFile, memberSend } from './signin';
import { expectNoSeriousA11yViolations, expectPlusOnTheRight, useBrowser, WIDTHS, webUrl } from './support';
import { foreignText } from './text-checks';

useBrowser();

/** The demo member (seeded with store orders, paid and unpaid VIP bookings, tickets and wallet entries). */
const SHOTS = '/tmp/shots-i18n-member';
mkdirSync(SHOTS, { recursive: true });

const LANGS = [
  { lang: 'en', dir: 'ltr', toman: /^[0-9,]+ Toman$/ },
  { lang: 'ar', dir: 'rtl', toman: /^[٠-٩٬]+ تومان$/ },
] as const;
type Lang = (typeof LANGS)[number];

const EN_MONTHS = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;
const AR_MONTHS = /^(يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر) [٠-٩]{4}$/;

/**
 * The page does not scroll sideways, and no table (a bill, a list) is wider than the box it sits in: Latin text is
 * wider than Persian, and a phone's card has no room to spare.
 */
async function expectNothingWiderThanItsBox(page: Page, where: string) {
  const wide = await page.evaluate(() => {
    const overflows = (e: Element) => e.scrollWidth > e.clientWidth + 1;
    const tables = [...document.querySelectorAll('main table')].flatMap((table) => {
      let box = table.parentElement;
      while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
      return box && overflows(box) ? [table.getAttribute('data-testid') ?? 'a table'] : [];
    });
    return overflows(document.documentElement) ? ['the page', ...tables] : tables;
  });
  expect.soft(wide, `${where}: wider than its box`).toEqual([]);
}

/** Opens a member page in `lang` once its data is in, then checks what every page of the account must be. */
async function checkPage(
  page: Page,
  l: Lang,
  path: string,
  label: string,
  ready: string,
  scope = 'body',
  data: string[] = [],
) {
  await page.goto(`${webUrl()}/${l.lang}${path}`);
  await page
    .locator(ready)
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(async (e) => {
      await page.screenshot({ path: `${SHOTS}/${l.lang}-${label}-not-ready.png`, fullPage: true });
      throw e;
    });
  await page.waitForLoadState('networkidle');
  const [lang, dir] = await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
  expect.soft([lang, dir], path).toEqual([l.lang, l.dir]);
  // No Persian status, label, date or digit in the interface; a member's own Persian text is marked as data. Soft:
  // one run names every page's leftovers.
  // `data` (a Persian product title inside a label such as «Remove … from the cart») cannot be marked inside an
  // attribute: the label's own words around it must still be the reader's.
  const foreign = l.lang === 'en' ? /[\u0600-\u06ff]/ : /[پچژگکی]/;
  const leftovers = (await foreignText(page, l.lang, scope)).filter((found) =>
    foreign.test(data.reduce((text, d) => text.replaceAll(d, ''), found)),
  );
  expect.soft(leftovers, `${l.lang}${path}`).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${l.lang}-${label}-${path.replace(/\W+/g, '_')}.png`, fullPage: true });
  await expectNothingWiderThanItsBox(page, `${l.lang}${path}`);
  await expectNoSeriousA11yViolations(page);
}

/** The first of the member's VIP bookings whose page offers the voucher: its page's path and its reference. */
async function bookingWithVoucher(page: Page, l: Lang): Promise<{ path: string; reference: string }> {
  const links = await page
    .locator('li [data-testid^="cip-order-"] a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(links.length).toBeGreaterThan(0);
  // The list's links keep the language's prefix.
  for (const href of links) expect(href.startsWith(`/${l.lang}/dashboard/cip/order`), href).toBe(true);
  for (const href of links) {
    await page.goto(`${webUrl()}${href}`);
    await page.getByTestId('order-reference').waitFor();
    await page.waitForLoadState('networkidle');
    const voucher = page.getByTestId('open-voucher');
    if (await voucher.isVisible()) {
      const to = (await voucher.getAttribute('href')) ?? '';
      expect(to.startsWith(`/${l.lang}/cip/voucher/`), to).toBe(true);
      return { path: href.slice(l.lang.length + 1), reference: to.split('/').pop() ?? '' };
    }
  }
  throw new Error('no booking of the demo member offers its voucher');
}

/**
 * The demo member signed in once for the file (see signin.ts DEMO_MOBILE), with a Persian ticket, a product in the
 * cart and among the favourites.
 */
const demo = demoMemberPerFile(WIDTHS.phone, '/dashboard', async ({ page }) => {
  // A ticket the member writes in Persian: its title and text are data on the English and Arabic pages.
  const ticket = await memberSend(page, pathOf(api.createTicket), {
    method: 'POST',
    body: {
      title: 'پرسش دربارهٔ رزرو',
      description: 'آیا می‌توانم ساعت پرواز را تغییر دهم؟',
      category_id: 2,
      role_id: 2,
      priority: 2,
    },
  });
  expect(ticket.status, ticket.text).toBe(201);
  // One product in the cart and among the favourites: its title stays Persian, its price and count are the reader's.
  await page.goto(`${webUrl()}/products?available_in_stock=true`);
  await page.locator('[data-testid="product-card"] a').first().click();
  await page.waitForURL(/\/product\/\d+$/);
  const productId = Number(new URL(page.url()).pathname.split('/').pop());
  const productTitle = ((await page.locator('main h1').first().textContent()) ?? '').trim();
  expect(productTitle).toMatch(/[\u0600-\u06ff]/);
  await page.locator('[data-testid="add-to-cart"]').click();
  await expect.poll(() => page.locator('[data-testid="cart-badge"]').textContent()).toMatch(/^[۱-۹][۰-۹]*$/);
  const favorite = await memberSend(page, pathOf(api.addFavorite, { id: productId }), { method: 'POST' });
  expect(favorite.status, favorite.text).toBeLessThan(300);
  return { productTitle };
});
const demoMember = demo.get;

describe("the member's account in English and Arabic (issue #34)", () => {
  afterAll(async () => {
    await demo.close();
  });
  for (const [label, size] of [
    ['360px', WIDTHS.phone],
    ['1280px', WIDTHS.desktop],
  ] as const) {
    it(`dashboard, VIP bookings, a booking and its voucher, wallet, tickets, orders and profile in en and ar (${label})`, async () => {
      const { page, productTitle } = await demoMember();
      await page.setViewportSize(size);
      for (const l of LANGS) {
        await checkPage(page, l, '/dashboard', label, '[data-testid="dashboard-balance"]:not(:empty)');
        // The wallet's balance in the language's digits and currency name.
        await expect
          .poll(() => page.getByTestId('dashboard-balance').textContent(), { timeout: 15_000 })
          .toMatch(l.toman);

        await checkPage(page, l, '/dashboard/cip/order/order-list', label, 'li [data-testid^="cip-order-"]');
        const booking = await bookingWithVoucher(page, l);
        await checkPage(page, l, booking.path, label, '[data-testid="order-reference"]');
        // A reference is a code: Latin digits, never Persian ones.
        expect(await page.getByTestId('order-reference').textContent()).toMatch(/^[A-Z0-9-]+$/i);

        // The voucher page wears the site's header (the shell's own tests check it): the voucher itself is checked.
        await checkPage(
          page,
          l,
          `/cip/voucher/${booking.reference}`,
          label,
          '[data-testid="voucher"]',
          '[data-testid="voucher"]',
        );
        // The voucher's bill lines are in the reader's language (the booking keeps them in Persian).
        const billLines = await page.locator('[data-testid="voucher-bill"] tbody td:first-child').allTextContents();
        expect(billLines.length).toBeGreaterThan(0);
        for (const line of billLines) expect(line, line).not.toMatch(l.lang === 'en' ? /[\u0600-\u06ff]/ : /[پچژگکی]/);

        await checkPage(page, l, '/credit', label, '[data-testid="credit-row"]');
        // The top-up amount is typed and shown in the reader's digits.
        expect(await page.getByTestId('topup-amount').inputValue()).toMatch(
          l.lang === 'en' ? /^[0-9,]+$/ : /^[٠-٩٬]+$/,
        );
        // An entry about an order is named by its kind and the order's reference (the server's title is Persian),
        // a code in Latin digits in every language.
        const references = await page.getByTestId('credit-order-reference').allTextContents();
        expect(references.length).toBeGreaterThan(0);
        for (const reference of references) expect(reference).toMatch(/^\d{8}$/);
        await checkPage(page, l, '/dashboard/order', label, 'main h1');
        await checkPage(page, l, '/dashboard/tickets', label, '[data-testid="ticket-list"]');
        // The date picker opens on the Gregorian calendar with month names in the reader's language.
        // On phones the filters fold away under their button.
        if (size === WIDTHS.phone) await page.locator('[aria-controls="ticket-filters"]').click();
        await page
          .getByRole('button', { name: l.lang === 'en' ? 'Choose date' : 'اختر التاريخ' })
          .first()
          .click();
        const month = page.locator('.MuiPickersCalendarHeader-label');
        await month.waitFor();
        expect((await month.textContent())?.trim()).toMatch(l.lang === 'en' ? EN_MONTHS : AR_MONTHS);
        expect(await foreignText(page, l.lang, '[role="dialog"], .MuiPickersPopper-root')).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/${l.lang}-${label}-date-picker.png` });
        await page.keyboard.press('Escape');

        const ticket = await page.locator('[data-testid="ticket-list"] a').first().getAttribute('href');
        expect(ticket?.startsWith(`/${l.lang}/dashboard/tickets/`), ticket ?? '').toBe(true);
        await checkPage(page, l, (ticket ?? '').slice(l.lang.length + 1), label, '[data-testid="ticket-status"]');
        await checkPage(page, l, '/dashboard/tickets/new', label, 'main h1');
        await checkPage(page, l, '/dashboard/profile', label, 'main h1');

        // The store's cart and favourites (outcome 4): only the product's Persian title is Persian, marked as such.
        // In <main>: the header (the member's name in the account menu) is the shell's to check.
        await checkPage(page, l, '/cart', label, '[data-testid="cart-item"]', 'main', [productTitle]);
        expect(await page.getByTestId('cart-total').textContent()).toMatch(l.toman);
        await expectPlusOnTheRight(page, 'cart-increase', 'cart-decrease');
        expect(await page.getByTestId('cart-badge').textContent()).toMatch(
          l.lang === 'en' ? /^[1-9][0-9]*$/ : /^[١-٩][٠-٩]*$/,
        );
        await checkPage(page, l, '/product/favorite', label, '[data-testid="favorite-title"]', 'main', [productTitle]);
        const prices = await page.locator('[data-testid="favorite-card"]').allTextContents();
        expect(prices.join(' ')).toMatch(l.lang === 'en' ? /[0-9,]+ Toman/ : /[٠-٩٬]+ تومان/);
      }
    }, 600_000);
  }
});
