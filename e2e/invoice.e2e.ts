import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { api as endpoints, pathOf } from '@vip/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { completeProfile, fa, memberSend, signInByMobile } from './signin';
import { apiGet, expectNoSeriousA11yViolations, hydrated, openPage, useBrowser, WIDTHS, webUrl } from './support';

useBrowser();

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/h8';
mkdirSync(SHOTS, { recursive: true });

/** A store order of the first product in stock, placed and paid at the sandbox bank by the signed-in member. */
async function paidStoreOrder(page: Page): Promise<number> {
  const products = await apiGet(endpoints.listProducts, { available_in_stock: true, limit: 1 });
  const recipient = await memberSend(page, pathOf(endpoints.createRecipient), {
    method: 'POST',
    body: {
      full_name: 'سارا محمدی',
      mobile: '09121234567',
      province_id: 1,
      city_id: 1,
      address: 'تهران، خیابان شریعتی، کوچهٔ یاس، پلاک ۴',
      postal_code: '1919613111',
      latitude: 35.76,
      longitude: 51.44,
    },
  });
  expect(recipient.status, recipient.text).toBe(201);
  const order = await memberSend(page, pathOf(endpoints.createStoreOrder), {
    method: 'POST',
    body: {
      items: [{ product_id: products.data[0].id, quantity: 1 }],
      recipient_id: recipient.json.data.id,
      transmit_id: 1,
      discount_codes: [],
    },
  });
  expect(order.status, order.text).toBe(201);
  const id = order.json.data.id as number;
  const pay = await memberSend(page, pathOf(endpoints.payStoreOrder), {
    method: 'POST',
    body: { order_id: id, use_wallet: false },
  });
  expect(pay.status, pay.text).toBe(200);
  await page.goto(pay.json.data.redirect_url);
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await page.waitForURL(/\/order\/payment-result\?/, { timeout: 20_000 });
  return id;
}

describe('invoices', () => {
  it('the member sets company invoice details, pays, opens the printable invoice and downloads its PDF', async () => {
    const { page, errors, close } = await openPage(WIDTHS.desktop);
    try {
      await page.goto(`${webUrl()}/member/signin?callbackUrl=/dashboard/profile`);
      await signInByMobile(page, '09121200881');
      await completeProfile(page, 'سارا', 'محمدی');
      await page.waitForURL('**/dashboard/profile', { timeout: 20_000 });
      await hydrated(page);

      // Invoice details: a company, typed in Persian digits; a wrong national id is refused in Persian first.
      const form = page.locator('[data-testid="invoice-details-form"]');
      await form.waitFor();
      await page.locator('[data-testid="invoice-type-company"]').check();
      await page.locator('[data-testid="invoice-company_name"]').fill('شرکت بازرگانی نمونهٔ پارس');
      await page.locator('[data-testid="invoice-national_id"]').fill(fa('123'));
      await page.locator('[data-testid="invoice-economic_code"]').fill(fa('411111111111'));
      await page.locator('[data-testid="invoice-registration_number"]').fill(fa('12345'));
      await page.locator('[data-testid="invoice-address"]').fill('تهران، خیابان ولیعصر، پلاک ۱۲۰، طبقهٔ سوم');
      await page.locator('[data-testid="invoice-postal_code"]').fill(fa('1415713111'));
      await page.locator('[data-testid="invoice-details-save"]').click();
      await form.getByText('شناسهٔ ملی شرکت باید ۱۱ رقم باشد.').waitFor();
      await page.locator('[data-testid="invoice-national_id"]').fill(fa('10100123456'));
      await page.locator('[data-testid="invoice-details-save"]').click();
      await page.getByText('اطلاعات صورتحساب ذخیره شد.').waitFor();
      await form.screenshot({ path: join(SHOTS, 'profile-invoice-details-1280.png') });

      const orderId = await paidStoreOrder(page);
      await page.goto(`${webUrl()}/dashboard/order/${orderId}`);
      await page.locator('[data-testid="open-invoice"]').click();
      await page.waitForURL(`**/order/${orderId}/invoice`);
      const sheet = page.locator('[data-testid="invoice-sheet"]');
      await sheet.waitFor({ timeout: 20_000 });
      const text = (await sheet.textContent()) ?? '';
      expect(text).toContain('صورتحساب فروش کالا و خدمات');
      expect(text).toContain('شرکت بازرگانی نمونهٔ پارس');
      expect(text).toContain(fa('10100123456'));
      expect(await page.locator('[data-testid="invoice-number"]').textContent()).toMatch(/^[۰-۹]{4}-[۰-۹]{6}$/);
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: join(SHOTS, 'invoice-page-1280.png'), fullPage: true });

      // The PDF through the member relay: a real PDF whose text is the invoice's, in Persian.
      const download = page.waitForEvent('download');
      await page.locator('[data-testid="invoice-pdf"]').click();
      const file = await (await download).path();
      expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
      const pdfText = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
      expect(pdfText).toContain('صورتحساب');
      expect(pdfText).toContain('بازرگانی');

      await page.setViewportSize(WIDTHS.phone);
      await page.screenshot({ path: join(SHOTS, 'invoice-page-360.png'), fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.goto(`${webUrl()}/dashboard/profile`);
      await form.waitFor();
      await form.screenshot({ path: join(SHOTS, 'profile-invoice-details-360.png') });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 240_000);
});
