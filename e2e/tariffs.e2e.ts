import { describe, expect, it } from 'vitest';
import { bookAndCheckBill, dateIn, fillPassengers, next, noTiles, signInToBooking, TOMAN } from './cip-steps';
import { expectNoSeriousA11yViolations, openPage, useBrowser, WIDTHS, webUrl } from './support';

useBrowser();

/** The members' mobiles (E2E_TARIFF_MOBILES lets a rerun on a kept database use others). */
const MOBILES = process.env.E2E_TARIFF_MOBILES ?? '091213005';

describe('tariffs on the confirm step', () => {
  for (const [label, size, mobile] of [
    ['360px', WIDTHS.phone, `${MOBILES}01`],
    ['1280px', WIDTHS.desktop, `${MOBILES}02`],
  ] as const) {
    it(`a foreign passenger on an international flight sees the foreign fare and VAT on its own lines, and the server bills the same (${label})`, async () => {
      const { page, close } = await openPage(size);
      await noTiles(page);
      await signInToBooking(page, mobile, 'سارا', 'احمدی');
      await page.goto(`${webUrl()}/cip/booking?date=${dateIn(4)}&q=${encodeURIComponent('استانبول')}`);
      const card = page.locator('[data-testid^="flight-card-"]', { hasText: 'استانبول' }).first();
      await card.waitFor();
      await card.click();
      const departure = page.locator('[data-testid^="service-0-"]').first();
      await departure.waitFor();
      await departure.check();
      await page.getByTestId('count-age-3-plus').click();
      for (let i = 0; i < 4; i++) await next(page);
      // The first passenger Iranian, the second a foreigner with a passport.
      await fillPassengers(page, [['سارا', 'احمدی', '0084575948', mobile]]);
      await page.getByTestId('first-name-1').fill('John');
      await page.getByTestId('last-name-1').fill('Smith');
      await page.getByTestId('nationality-1').click();
      await page.getByRole('option', { name: 'غیرایرانی' }).click();
      await page.getByTestId('passport-1').fill('X1234567');
      // The passport's country (Iran is not offered for a foreigner).
      await page.getByTestId('passport-country').click();
      await page.getByRole('option').first().click();
      await next(page);

      const bill = page.getByTestId('bill-0-0');
      await bill.waitFor();
      const rows = await bill.locator('tbody tr').allTextContents();
      const iranian = rows.find((r) => r.includes('مسافر بزرگسال ایرانی، پرواز خارجی'));
      const foreign = rows.find((r) => r.includes('مسافر بزرگسال غیرایرانی، پرواز خارجی'));
      expect(iranian, rows.join('\n')).toBeDefined();
      expect(foreign, rows.join('\n')).toBeDefined();
      // IKA prices a foreigner well above an Iranian (amounts in Toman, Persian digits).
      const toLatin = (s: string) => s.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)));
      const amount = async (text: string) =>
        Number(
          toLatin((await bill.locator('tbody tr', { hasText: text }).locator('td').last().textContent()) ?? '').replace(
            /[^\d]/g,
            '',
          ),
        );
      expect(await amount('غیرایرانی')).toBeGreaterThan(2 * (await amount('بزرگسال ایرانی')));
      expect(rows.some((r) => r.includes('مالیات بر ارزش افزوده (۱۰٪)'))).toBe(true);
      await expect(page.getByTestId('bill-0-0-total').textContent()).resolves.toMatch(TOMAN);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `/tmp/shots/h7/confirm-foreign-${label}.png`, fullPage: true });
      // The server books it at the previewed amount.
      await bookAndCheckBill(page);
      await close();
    });
  }
});
