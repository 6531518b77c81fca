import { existsSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type AnswerOf, type EndpointDef, pathOf } from '@vip/contract';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

/** Base URLs and key of the product started by global-setup. */
export const webUrl = () => inject('webUrl');
export const apiUrl = () => inject('apiUrl');
export const apiKey = () => inject('apiKey');

/** Debian's Chromium (or CHROMIUM_PATH); a missing browser fails with the install command. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path))
    throw new Error('Chromium not found: run `sudo apt-get install -y chromium` (or set CHROMIUM_PATH)');
  return path;
}

/** Phone and desktop widths every page is checked at. */
export const WIDTHS = { phone: { width: 360, height: 760 }, desktop: { width: 1280, height: 900 } } as const;

let browser: Browser;

/** Chromium's flags for the tests (headless on a shared machine, nothing fetched from the network). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches one headless Chromium for the test file and closes it afterwards. */
export function useBrowser() {
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
}

/**
 * A page in a fresh context at the given size, in Tehran's time zone (optionally another, and a browser's user agent);
 * console errors are collected in `errors`.
 */
export async function openPage(
  size: { width: number; height: number } = WIDTHS.desktop,
  o: { userAgent?: string; timezoneId?: string } = {},
) {
  const context: BrowserContext = await browser.newContext({
    viewport: size,
    locale: 'fa-IR',
    timezoneId: o.timezoneId ?? 'Asia/Tehran',
    ...(o.userAgent ? { userAgent: o.userAgent } : {}),
  });
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, context, errors, close: () => context.close() };
}

/**
 * Waits until the page has hydrated (ClientLayers marks <html>): the framework's scripts load after the first paint
 * (apps/web/paint-first.mjs), so typing into a field or calling the router needs this first. A tap on a button before
 * it is held and replayed by the page itself.
 */
export const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

/**
 * A − n + stepper has + on the right and − on the left in every language (shops write it so in both directions),
 * and the keyboard meets them in reading order: in a right-to-left page + first, in a left-to-right one − first.
 */
export async function expectPlusOnTheRight(page: Page, plusTestId: string, minusTestId: string) {
  const plus = page.getByTestId(plusTestId).first();
  const minus = page.getByTestId(minusTestId).first();
  const [p, m] = [await plus.boundingBox(), await minus.boundingBox()];
  if (!p || !m) throw new Error(`${plusTestId} or ${minusTestId} is not on screen`);
  expect(p.x, `${plusTestId} stands right of ${minusTestId}`).toBeGreaterThan(m.x + m.width - 1);
  const rtl = (await page.locator('html').getAttribute('dir')) === 'rtl';
  const plusFirst = await plus.evaluate(
    (el, other) => !!(el.compareDocumentPosition(other as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
    await minus.elementHandle(),
  );
  expect(plusFirst, 'keyboard order follows reading order').toBe(rtl);
}

/** Runs axe on the page and fails on any serious or critical violation (listing them). */
export async function expectNoSeriousA11yViolations(page: Page) {
  // Colours read halfway through a transition (a button turning enabled) are neither state's: let them finish.
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});
  // A page reached by the router gets its <title> when its metadata arrives, a moment after its body (Next streams a
  // dynamic page's metadata): wait for it, so axe judges the page and not that moment. A page with no title at all
  // still fails below.
  await page.waitForFunction(() => document.title.trim() !== '', undefined, { timeout: 10_000 }).catch(() => {});
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary ?? ''}`)
          .slice(0, 3)
          .join(' | ')})`,
    );
  expect(bad).toEqual([]);
}

/** GET one contract endpoint from the API with the e2e key, typed by the endpoint's answer. */
export async function apiGet<E extends EndpointDef>(
  endpoint: E,
  query: Record<string, string | number | boolean> = {},
  params?: Record<string, string | number>,
): Promise<AnswerOf<E>> {
  const url = new URL(pathOf(endpoint, params), apiUrl());
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
  const res = await fetch(url, { headers: { 'x-api-key': apiKey() } });
  if (!res.ok) throw new Error(`${url.pathname}: ${res.status}`);
  return (await res.json()) as AnswerOf<E>;
}
