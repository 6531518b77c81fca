import { api, pathOf } from '@vip/contract';
import { toLatinDigits } from '@vip/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { chooseFlight, dateIn, next, noTiles, payAtSandboxBank, signInToBooking } from './cip-steps';
import { fa } from './signin';
import { send, staffSignIn } from './staff';
import { expectNoSeriousA11yViolations, expectPlusOnTheRight, openPage, WIDTHS, webUrl, useBrowser } from './support';
import { foreignText } from './text-checks';

useBrowser();

const MOBILES = process.env.E2E_I18N_MOBILES ?? '091213005';
/** Rials per US dollar set by finance for the test: 744,000 Toman is then 12.40 USD. */
const RIALS_PER_USD = 600_000;

/** Goes on from the flight step until the passengers' fields show. */
async function toPassengers(page: Page) {
  for (let i = 0; i < 5 && !(await page.getByTestId('nationality-0').isVisible()); i++) {
    await next(page);
    await page
      .getByTestId('nationality-0')
      .waitFor({ timeout: 3_000 })
      .catch(() => undefined);
  }
  await page.getByTestId('nationality-0').waitFor();
}

/** Whether `a` comes before `b` in the form (reading order, which is also the tab order here). */
async function comesBefore(page: Page, a: string, b: string): Promise<boolean> {
  return page.evaluate(
    ([x, y]) => {
      const first = document.querySelector(`[data-testid="${x}"]`);
      const second = document.querySelector(`[data-testid="${y}"]`);
      return !!first && !!second && !!(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
    },
    [a, b],
  );
}

/**
 * The passengers step for a foreigner with the passport form leading (nationality, passport number, issuing country,
 * then the names): the order checked, the fields filled, axe run and a screenshot taken at `shot`.
 */
async function fillPassportPassenger(page: Page, mobile: string, shot: string) {
  await page.getByTestId('passport-0').waitFor();
  expect(await comesBefore(page, 'passport-0', 'first-name-0')).toBe(true);
  expect(await page.getByTestId('national-code-0').count()).toBe(0);
  await page.getByTestId('passport-0').fill('x12345678');
  await page.getByTestId('passport-country').click();
  await page.getByRole('option').first().click();
  await page.getByTestId('first-name-0').fill('John');
  await page.getByTestId('last-name-0').fill('Smith');
  await page.getByTestId('mobile-0').fill(mobile);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shot, fullPage: true });
  await next(page);
}

describe('a passenger from abroad books a VIP service (docs/architecture.md, "Dates, digits and prices")', () => {
  it('finance sets a dollar rate', async () => {
    const admin = inject('staffAdmin');
    const token = await staffSignIn(admin.email, admin.password, admin.secret);
    const res = await send(pathOf(api.adminPutCurrencyRates), {
      method: 'PUT',
      token,
      body: { rates: [{ currency: 'USD', rials_per_unit: RIALS_PER_USD }] },
    });
    expect(res.status, res.text).toBe(200);
  });

  for (const [label, size, mobile] of [
    ['360px', WIDTHS.phone, `${MOBILES}01`],
    ['1280px', WIDTHS.desktop, `${MOBILES}02`],
  ] as const) {
    it(`passport first, booked and paid at the sandbox bank, the voucher names the passport; prices also in approximate dollars once chosen (${label})`, async () => {
      const { page, close } = await openPage(size);
      await noTiles(page);
      await signInToBooking(page, mobile, 'جان', 'اسمیت');

      // The reader's remembered choice of approximate dollars (the cookie the display settings write; their footer
      // control returns with the language switch, issue #34).
      await page.context().addCookies([{ name: 'vip_format', value: 'native.jalali.USD', url: webUrl() }]);
      await page.goto(`${webUrl()}/cip/booking?date=${dateIn(4)}&q=${encodeURIComponent('مشهد')}`);
      await chooseFlight(page);
      // The rate table loads after the page: the approximate amount joins the Toman total.
      await expect
        .poll(() => page.getByTestId('wizard-total').textContent(), { timeout: 15_000 })
        .toMatch(/^[۰-۹,]+ تومان ≈ [۰-۹]+٫[۰-۹]{2} دلار \(تقریبی\)$/);
      await page.screenshot({ path: `/tmp/i18n-wizard-total-${label}.png` });

      await toPassengers(page);
      // A foreigner: the passport leads (nationality, passport number, issuing country), then the names.
      await page.getByTestId('nationality-0').click();
      await page.getByRole('option', { name: 'غیرایرانی' }).click();
      await fillPassportPassenger(page, fa(mobile), `/tmp/i18n-passport-${label}.png`);

      await page.getByTestId('bill-0-0').waitFor();
      // The bill's total carries the approximate amount; the server books the same Toman amount.
      const total = (await page.getByTestId('bill-0-0-total').textContent()) ?? '';
      expect(total).toMatch(/≈ .* دلار \(تقریبی\)$/);
      // Booked: the server's amount (the Toman sum paid in Rials) reads as the preview did, approximation included.
      const preview = (await page.getByTestId('grand-total').textContent()) ?? '';
      expect(preview).toMatch(/^[۰-۹,]+ تومان ≈ [۰-۹]+٫[۰-۹]{2} دلار \(تقریبی\)$/);
      await page.getByTestId('confirm-book').click();
      await page.getByTestId('server-total').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('server-total').textContent()).toBe(preview);
      const reference = toLatinDigits((await page.getByTestId('order-reference').textContent()) ?? '');
      await payAtSandboxBank(page, reference);

      await page.goto(`${webUrl()}/cip/voucher/${reference}`);
      await page.getByTestId('voucher').waitFor();
      expect(toLatinDigits((await page.getByTestId('voucher-reference').textContent()) ?? '')).toBe(reference);
      await expect
        .poll(() => page.getByTestId('voucher').textContent(), { timeout: 15_000 })
        .toMatch(/≈ [۰-۹]+٫[۰-۹]{2} دلار \(تقریبی\)/);
      const voucher = (await page.getByTestId('voucher').textContent()) ?? '';
      expect(voucher).toContain('John Smith');
      // The passport is shown masked but for its last four characters (Persian digits in a Persian page).
      expect(voucher).toContain(fa('5678'));
      await page.screenshot({ path: `/tmp/i18n-voucher-${label}.png`, fullPage: true });
      await expectNoSeriousA11yViolations(page);
      await close();
    }, 300_000);
  }
});

const SHOTS = '/tmp/shots-i18n';
mkdirSync(SHOTS, { recursive: true });

/** The page's `<html lang dir>`. */
const htmlLangDir = (page: Page) =>
  page.evaluate(() => [document.documentElement.lang, document.documentElement.dir] as const);

describe('English and Arabic: a passenger from abroad books in their language (issue #34)', () => {
  const cases = [
    ['en', 'ltr', /Book airport services/, '360px', WIDTHS.phone, `${MOBILES}11`],
    ['en', 'ltr', /Book airport services/, '1280px', WIDTHS.desktop, `${MOBILES}12`],
    ['ar', 'rtl', /حجز خدمات المطار/, '360px', WIDTHS.phone, `${MOBILES}13`],
    ['ar', 'rtl', /حجز خدمات المطار/, '1280px', WIDTHS.desktop, `${MOBILES}14`],
  ] as const;
  for (const [lang, dir, heading, label, size, mobile] of cases) {
    it(`${lang} at ${label}: passport first, paid at the sandbox bank, the voucher in ${lang}; the language switch keeps the page`, async () => {
      const { page, close } = await openPage(size);
      await noTiles(page);
      await signInToBooking(page, mobile, 'جان', 'اسمیت');

      await page.goto(`${webUrl()}/${lang}/cip/booking?date=${dateIn(4)}&q=${encodeURIComponent('مشهد')}`);
      expect(await htmlLangDir(page)).toEqual([lang, dir]);
      await expect.poll(() => page.locator('body').textContent()).toMatch(heading);
      const card = page.locator('[data-testid^="flight-card-"]').filter({ hasText: 'THR' }).filter({ hasText: 'MHD' });
      await card.first().click();
      await page.locator('[data-testid^="service-0-"]').first().check();
      await expectPlusOnTheRight(page, 'count-age-3-plus', 'count-age-3-minus');
      await page.screenshot({ path: `${SHOTS}/${lang}-${label}-service.png`, fullPage: true });

      await toPassengers(page);
      // Outside Persian the passport form comes first by default: nothing to choose.
      await fillPassportPassenger(page, mobile, `${SHOTS}/${lang}-${label}-passengers.png`);

      await page.getByTestId('bill-0-0').waitFor();
      const preview = (await page.getByTestId('grand-total').textContent()) ?? '';
      await page.getByTestId('confirm-book').click();
      await page.getByTestId('server-total').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('server-total').textContent()).toBe(preview);
      // The stepper scrolls sideways on a phone: the current step (payment, the last) is on the screen, not off its edge.
      await expect
        .poll(
          async () => {
            const box = await page.locator('[aria-current="step"]').boundingBox();
            return box !== null && box.x >= 0 && box.x + box.width <= size.width;
          },
          { message: 'the current step is off the screen' },
        )
        .toBe(true);
      await page.screenshot({ path: `${SHOTS}/${lang}-${label}-payment.png`, fullPage: true });
      const reference = toLatinDigits((await page.getByTestId('order-reference').textContent()) ?? '');
      expect(reference).toMatch(/^[A-Z0-9-]+$/i);
      // The bank sends the member back to the result page in their language, its voucher link too.
      await payAtSandboxBank(page, reference, lang);
      await page.screenshot({ path: `${SHOTS}/${lang}-${label}-paid.png`, fullPage: true });

      await page.getByTestId('result-voucher').click();
      await page.waitForURL(`**/${lang}/cip/voucher/${reference}`);
      await page.getByTestId('voucher').waitFor();
      expect(await htmlLangDir(page)).toEqual([lang, dir]);
      const voucher = (await page.getByTestId('voucher').textContent()) ?? '';
      expect(voucher).toContain('John Smith');
      // Nothing Persian on the voucher but what the member typed: statuses, bill lines, airports and services are in
      // the reader's language (the API answers under /en, /ar).
      expect(await foreignText(page, lang, '[data-testid="voucher"]')).toEqual([]);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SHOTS}/${lang}-${label}-voucher.png`, fullPage: true });

      // The language switch opens the same page in the other language and remembers the choice.
      const other = lang === 'en' ? 'ar' : 'en';
      await page.goto(`${webUrl()}/${lang}/faq`);
      if (size === WIDTHS.phone) await page.getByTestId('phone-language-toggle').click();
      const switcher = page.getByTestId('language-switch').filter({ visible: true });
      await Promise.all([page.waitForURL(`**/${other}/faq`), switcher.locator(`a[hreflang="${other}"]`).click()]);
      expect(await htmlLangDir(page)).toEqual([other, other === 'en' ? 'ltr' : 'rtl']);
      const cookies = await page.context().cookies();
      expect(cookies.find((c) => c.name === 'NEXT_LOCALE')?.value).toBe(other);
      // Every page names its twins in the other languages.
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((ls) =>
          ls.map((l) => `${l.getAttribute('hreflang')} ${new URL((l as HTMLLinkElement).href).pathname}`),
        );
      expect(alternates).toEqual(expect.arrayContaining(['fa /faq', 'en /en/faq', 'ar /ar/faq']));
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SHOTS}/${other}-${label}-faq.png`, fullPage: true });
      await page.goto(`${webUrl()}/${lang}`);
      expect(await htmlLangDir(page)).toEqual([lang, dir]);
      await page.screenshot({ path: `${SHOTS}/${lang}-${label}-home.png` });
      await close();
    }, 300_000);
  }
});
