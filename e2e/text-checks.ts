import type { Page } from 'playwright-core';

/**
 * Routes of every built page, with ids found by following the site's own links (first product, brand, category,
 * article, news item and album), so the list follows the data without API paths.
 */
export async function builtPages(page: Page, webUrl: string): Promise<string[]> {
  const firstLink = async (listPath: string, pattern: RegExp) => {
    await page.goto(`${webUrl}${listPath}`);
    const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    const found = hrefs.find((h) => pattern.test(h));
    if (!found) throw new Error(`no link like ${pattern} on ${listPath}`);
    return found;
  };
  return [
    '/',
    '/products',
    await firstLink('/products', /^\/product\/\d+$/),
    '/brands',
    await firstLink('/brands', /^\/brand\/\d+$/),
    await firstLink('/', /^\/category\/\d+$/),
    '/articles',
    await firstLink('/articles', /^\/articles\/\d+$/),
    '/news',
    await firstLink('/news', /^\/news\/\d+$/),
    '/albums',
    await firstLink('/albums', /^\/albums\/\d+$/),
    '/faq',
    '/cart',
    '/compare',
    '/cip/booking',
    '/member/signin',
    '/member/signup',
    '/member/forgot',
    '/terms',
  ];
}

/**
 * Routes of every member page (signed in), with an order, a CIP booking and a ticket of the member found by following
 * the member area's own links.
 */
export async function memberPages(page: Page, webUrl: string): Promise<string[]> {
  const links = async (listPath: string, pattern: RegExp) => {
    await page.goto(`${webUrl}${listPath}`, { waitUntil: 'networkidle' });
    const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    return hrefs.filter((h) => pattern.test(h)).slice(0, 1);
  };
  return [
    '/dashboard',
    '/dashboard/order',
    ...(await links('/dashboard/order', /^\/dashboard\/order\/\d+$/)),
    '/dashboard/cip/order/order-list',
    '/dashboard/cip/passengers/passengers-list',
    '/credit',
    '/dashboard/tickets',
    ...(await links('/dashboard/tickets', /^\/dashboard\/tickets\/\d+$/)),
    '/dashboard/tickets/new',
    '/dashboard/reviews',
    '/dashboard/profile',
    '/product/favorite',
    '/order/checkout',
  ];
}

/**
 * What a Persian reader trips over in the page's text (issue #16), as "element: text" lines:
 * - a text node of a heading, link, button, list item, table cell or label holding Persian and Latin letters
 *   (the Latin run belongs in its own `<bdi>`),
 * - a "·" beside Persian digits (it reads as a zero),
 * - a Latin digit in Persian text outside a Latin run ("ترمینال 2"); codes, mobiles and e-mails are `dir="ltr"`.
 */
export function textDirectionDefects(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const PERSIAN = /[\u0600-\u06ff]/;
    const LATIN = /[A-Za-z]/;
    const LATIN_DIGIT = /[0-9]/;
    const PERSIAN_DIGIT = /[\u06f0-\u06f9]/;
    const CHECKED = 'h1,h2,h3,h4,h5,h6,a,button,li,td,th,label,[role="button"],[role="option"],[role="tab"]';
    const defects = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !text.trim() || parent.closest('script,style,noscript,svg')) continue;
      const where = parent.tagName.toLowerCase();
      const isolated = parent.closest('bdi,[dir="ltr"],code,kbd');
      if (parent.closest(CHECKED) && !isolated && PERSIAN.test(text) && LATIN.test(text))
        defects.add(`mixed in ${where}: ${text.trim()}`);
      if (text.includes('·') && PERSIAN_DIGIT.test(parent.textContent ?? ''))
        defects.add(`"·" beside Persian digits in ${where}: ${(parent.textContent ?? '').trim()}`);
      if (!isolated && PERSIAN.test(text) && LATIN_DIGIT.test(text) && !LATIN.test(text))
        defects.add(`Latin digit in Persian text in ${where}: ${text.trim()}`);
    }
    return [...defects];
  });
}

/**
 * Persian left in an English or Arabic page (issue #34), as "element: text" lines: text nodes and the aria-label,
 * placeholder, title and alt attributes inside `scope`. In English any Arabic-script letter counts; in Arabic the
 * letters Persian has and Arabic has not (پ چ ژ گ ک ی) are the tell. Data is not the interface: text inside an
 * element marked with another language (`lang="fa"`: content kept in Persian) or `data-user-content` (what a member
 * typed) is left out.
 */
export function foreignText(page: Page, lang: 'en' | 'ar', scope = 'body'): Promise<string[]> {
  return page.evaluate(
    ([lang, scope]) => {
      const FOREIGN = lang === 'en' ? /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/ : /[پچژگکی]/;
      // Content marked as another language (a language's own name in the switch, a Persian-only text) is declared.
      const DATA = `[lang]:not([lang="${lang}"]),[data-user-content],script,style,noscript,template`;
      const found = new Set<string>();
      for (const root of document.querySelectorAll(scope)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          const text = node.textContent ?? '';
          if (parent && !parent.closest(DATA) && FOREIGN.test(text))
            found.add(`${parent.tagName.toLowerCase()}: ${text.trim()}`);
        }
        for (const el of [root, ...root.querySelectorAll('*')]) {
          if (el.closest(DATA)) continue;
          for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
            const value = el.getAttribute(name);
            if (value && FOREIGN.test(value)) found.add(`${el.tagName.toLowerCase()}[${name}]: ${value}`);
          }
        }
      }
      return [...found];
    },
    [lang, scope] as const,
  );
}
