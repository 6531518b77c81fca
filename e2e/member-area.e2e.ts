import { formatToman } from '@vip/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { completeProfile, fa, PERSIAN, signInByMobile } from './signin';
import { apiUrl, expectNoSeriousA11yViolations, openPage, useBrowser, WIDTHS, webUrl } from './support';
import { textDirectionDefects } from './text-checks';

useBrowser();

// A real 1×1 PNG: the API judges uploads by their bytes and re-encodes images.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const receipt = (name = 'fish-bank.png') => ({ name, mimeType: 'image/png', buffer: PNG });

/** A new member signed in on this page (landing on the member area's home). */
async function newMember(page: Page, mobile: string, first: string, last: string) {
  await page.context().route(`${apiUrl()}/favicon.ico`, (r) => r.fulfill({ status: 204 }));
  await page.goto(`${webUrl()}/member/signin`);
  await signInByMobile(page, mobile);
  await completeProfile(page, first, last);
  await page.waitForURL('**/dashboard', { timeout: 20_000 });
  await page.getByTestId('dashboard-balance').waitFor();
}

const pageErrors = (errors: string[]) => errors.filter((e) => !/401|Failed to load resource/.test(e));

/** Every journey runs on a phone and on a desktop; each run signs in its own new member (`n` picks the number). */
const SIZES = [
  { name: '360px', size: WIDTHS.phone, n: 0 },
  { name: '1280px', size: WIDTHS.desktop, n: 1 },
] as const;
const mobileOf = (base: number, n: number) => `0912100${String(base + n * 50).padStart(4, '0')}`;

/** Chrome on an Android phone: the device the profile's list of signed-in devices must name. */
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('member area', () => {
  it('reaches every member page from the dashboard, none of them empty, inaccessible or misdirected, and names this device (360px and 1280px)', async () => {
    for (const size of [WIDTHS.phone, WIDTHS.desktop]) {
      // The phone is Chrome on Android; the desktop is this headless Chromium on Linux.
      const phone = size === WIDTHS.phone;
      const { page, errors, close } = await openPage(size, phone ? { userAgent: ANDROID_CHROME } : {});
      await newMember(page, phone ? '09121000201' : '09121000202', 'لیلا', 'کاظمی');
      for (const path of [
        '/dashboard',
        '/credit',
        '/dashboard/tickets',
        '/dashboard/tickets/new',
        '/product/favorite',
        '/dashboard/reviews',
        '/dashboard/profile',
      ]) {
        await page.goto(`${webUrl()}${path}`);
        await page.locator('main h1').first().waitFor({ timeout: 15_000 });
        await expect(page.locator('main h1').first().textContent()).resolves.toMatch(PERSIAN);
        await expectNoSeriousA11yViolations(page);
        await expect(textDirectionDefects(page), path).resolves.toEqual([]);
      }
      // The profile (the last page) names the device the member signed in on, from the user agent the site forwarded.
      const current = page.getByTestId('sessions').locator('li', { hasText: 'همین دستگاه' });
      await expect(current.getByTestId('session-device').textContent()).resolves.toBe(
        phone ? 'کروم روی اندروید' : 'کروم روی لینوکس',
      );
      expect(pageErrors(errors)).toEqual([]);
      await close();
    }
  });

  it.each(SIZES)(
    'offline top-up: a bank slip with its Jalali date and receipt waits for finance without changing the balance ($name)',
    async ({ size, n }) => {
      const { page, errors, close } = await openPage(size);
      await newMember(page, mobileOf(203, n), 'امیر', 'حسینی');
      await page.goto(`${webUrl()}/credit`);
      await expect.poll(() => page.getByTestId('credit-balance').textContent(), { timeout: 15_000 }).toBe('۰ تومان');
      await page.getByRole('tab', { name: 'فیش بانکی یا چک' }).click();
      const form = page.getByTestId('offline-form');
      await form.getByText('شبا').waitFor();
      await page.getByTestId('offline-amount').fill('۲٬۵۰۰٬۰۰۰');
      await page.getByLabel('بانک و شعبه').fill('بانک ملت شعبه ونک');
      await page.getByTestId('offline-receipt').setInputFiles(receipt());
      await expect(page.getByTestId('offline-file').textContent()).resolves.toBe('fish-bank.png');
      await expectNoSeriousA11yViolations(page);
      await page.getByTestId('offline-submit').click();
      const requests = page.getByTestId('credit-requests');
      await requests.waitFor({ timeout: 15_000 });
      await expect(requests.getByTestId('request-state').first().textContent()).resolves.toContain('در انتظار');
      await expect(requests.textContent()).resolves.toContain('۲,۵۰۰,۰۰۰ تومان');
      // The deposit date came from the Jalali picker (today by default) and is shown in Jalali.
      await expect(requests.textContent()).resolves.toMatch(/تاریخ ۱۴[۰-۹]{2}\/[۰-۹]{2}\/[۰-۹]{2}/);
      await requests.getByRole('button', { name: 'دیدن رسید' }).waitFor();
      await expect(page.getByTestId('credit-balance').textContent()).resolves.toBe('۰ تومان');
      expect(pageErrors(errors)).toEqual([]);
      await close();
    },
  );

  it.each(SIZES)(
    'online top-up: a preset amount, the sandbox bank, and the balance rises ($name)',
    async ({ size, n }) => {
      const { page, errors, close } = await openPage(size);
      await newMember(page, mobileOf(204, n), 'نرگس', 'یزدانی');
      await page.goto(`${webUrl()}/credit`);
      await page.getByTestId('preset-500000').click();
      await expect(page.getByTestId('topup-pay').textContent()).resolves.toContain('۵۰۰,۰۰۰ تومان');
      await page.getByTestId('topup-pay').click();
      await page.getByRole('button', { name: 'پرداخت', exact: true }).click({ timeout: 20_000 });
      await page.waitForURL(/\/credit\?/, { timeout: 20_000 });
      await expect(page.getByTestId('topup-result').textContent()).resolves.toContain('موفق');
      await expect
        .poll(() => page.getByTestId('credit-balance').textContent(), { timeout: 15_000 })
        .toBe('۵۰۰,۰۰۰ تومان');
      await expect(page.getByTestId('credit-transactions').textContent()).resolves.toContain(
        formatToman(5_000_000, { signed: true }),
      );
      await page.goto(`${webUrl()}/dashboard`);
      await expect
        .poll(() => page.getByTestId('dashboard-balance').textContent(), { timeout: 15_000 })
        .toBe('۵۰۰,۰۰۰ تومان');
      expect(pageErrors(errors)).toEqual([]);
      await close();
    },
  );

  it.each(SIZES)('a ticket with an attachment, then a reply in the conversation ($name)', async ({ size, n }) => {
    const { page, errors, close } = await openPage(size);
    await newMember(page, mobileOf(205, n), 'حمید', 'نوری');
    await page.goto(`${webUrl()}/dashboard/tickets`);
    await page.getByTestId('new-ticket').click();
    await page.getByTestId('ticket-title').fill('رسید پرداخت رزرو فرودگاه');
    await page
      .getByTestId('ticket-description')
      .fill('مبلغ رزرو از حسابم کم شد ولی رزرو ثبت نشد؛ رسید بانک پیوست است.');
    await page.getByTestId('ticket-file').setInputFiles(receipt('bank-receipt.png'));
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('ticket-submit').click();
    await page.waitForURL(/\/dashboard\/tickets\/\d+$/, { timeout: 15_000 });
    await page.getByTestId('attachment').waitFor({ timeout: 15_000 });
    await expect(page.getByTestId('ticket-status').textContent()).resolves.toBe('باز');
    await page.getByTestId('reply-text').fill('شماره پیگیری بانک ۱۲۳۴۵۶ است.');
    await page.getByTestId('reply-submit').click();
    await expect.poll(() => page.getByTestId('message-member').count(), { timeout: 15_000 }).toBe(3);
    await expect(page.getByTestId('message-member').last().textContent()).resolves.toContain(fa('123456'));
    await expectNoSeriousA11yViolations(page);
    await page.goto(`${webUrl()}/dashboard/tickets`);
    await expect(page.getByTestId('ticket-list').textContent()).resolves.toContain('رسید پرداخت رزرو فرودگاه');
    expect(pageErrors(errors)).toEqual([]);
    await close();
  });

  it.each(SIZES)(
    'a signed-out visitor hearts a product card, signs in, and finds it in /product/favorite ($name)',
    async ({ size, n }) => {
      const { page, errors, close } = await openPage(size);
      await page.goto(`${webUrl()}/products`);
      const card = page.getByTestId('product-card').first();
      const title = (await card.getByTestId('product-title').textContent())!.trim();
      await card.getByTestId('favorite-heart').click();
      await page.waitForURL('**/member/signin?callbackUrl=*', { timeout: 15_000 });
      await signInByMobile(page, mobileOf(206, n));
      await completeProfile(page, 'مهسا', 'توکلی');
      await page.waitForURL('**/product/favorite', { timeout: 20_000 });
      await expect
        .poll(() => page.getByTestId('favorite-title').allTextContents(), { timeout: 15_000 })
        .toEqual([title]);
      await expectNoSeriousA11yViolations(page);
      // The heart is filled on the card now (a toggle button, pressed); pressing it removes the product and offers an
      // undo, which fills it again.
      const saved = page.getByTestId('favorite-heart').first();
      await expect.poll(() => saved.getAttribute('aria-pressed')).toBe('true');
      await expect(saved.getAttribute('role')).resolves.toBe('button');
      await expect(saved.getAttribute('aria-label')).resolves.toBe(`برداشتن ${title} از علاقه‌مندی‌ها`);
      await saved.click();
      await expect.poll(() => saved.getAttribute('aria-pressed')).toBe('false');
      await page.getByRole('button', { name: 'بازگرداندن' }).click();
      await expect.poll(() => saved.getAttribute('aria-pressed')).toBe('true');
      await page.reload();
      await expect
        .poll(() => page.getByTestId('favorite-title').allTextContents(), { timeout: 15_000 })
        .toEqual([title]);

      // Back in the store, the member's hearts are toggle buttons in step with the favorites: this card's is pressed;
      // Space (keyboard) removes it, a click adds it again, and each survives a reload.
      await page.goto(`${webUrl()}/products`);
      const heart = page.getByTestId('product-card').first().getByTestId('favorite-heart');
      await expect.poll(() => heart.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
      await expect(heart.getAttribute('title')).resolves.toBe('در علاقه‌مندی‌های شما');
      await expect(page.locator('[data-testid="favorite-heart"][aria-pressed="true"]').count()).resolves.toBe(1);
      await heart.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
      await expect(heart.getAttribute('aria-label')).resolves.toBe(`افزودن ${title} به علاقه‌مندی‌ها`);
      expect(new URL(page.url()).pathname).toBe('/products');
      await page.reload();
      await expect.poll(() => heart.getAttribute('role'), { timeout: 15_000 }).toBe('button');
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
      await heart.click();
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
      await expect
        .poll(() => page.getByTestId('toasts').textContent())
        .toContain(`«${title}» به علاقه‌مندی‌ها افزوده شد.`);
      await page.reload();
      await expect.poll(() => heart.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
      // The product page's heart is the same control.
      await page.getByTestId('product-card').first().locator('a').first().click();
      await page.waitForURL(/\/product\/\d+$/);
      await expect
        .poll(() => page.getByTestId('favorite').getAttribute('aria-pressed'), { timeout: 15_000 })
        .toBe('true');
      expect(pageErrors(errors)).toEqual([]);
      await close();
    },
  );
});
