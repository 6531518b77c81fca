// The catalogue back office reaches the public site (issue #15): an editor changes a product's price through the admin
// API and the public product page shows the new Toman price within seconds (the API's cache is cleared and the site
// revalidates its `product-<id>` tag; nothing waits for a cache period to run out).
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { api, catalogOps, pathOf } from '@vip/contract';
import { formatToman } from '@vip/domain';
import { describe, expect, inject, it } from 'vitest';
import { send, staffSignIn, staffSignInOnPage } from './staff';
import { openPage, useBrowser, WIDTHS, webUrl } from './support';

useBrowser();

const PASSWORD = 'Virastar!1405x';
const SHOTS = '/tmp/shots-admin-catalog';

/** A new editor account (made by the seeded admin), with the admin's token to check the audit log. */
async function newEditor() {
  const admin = inject('staffAdmin');
  const adminToken = await staffSignIn(admin.email, admin.password, admin.secret);
  const email = `e2e-editor-${Date.now()}@asemanvip.ir`;
  const made = await send(pathOf(api.adminCreateStaff), {
    method: 'POST',
    token: adminToken,
    body: { email, full_name: 'ویراستار آزمون', role: 'editor', password: PASSWORD },
  });
  expect(made.status, made.text).toBe(201);
  return { adminToken, email, password: PASSWORD, secret: made.json.data.totp_secret as string };
}

describe('catalogue back office → public site', () => {
  it('the site revalidates only for the API: the shared secret and well-formed tags', async () => {
    const secrets = readFileSync(join(inject('dataDir'), 'secrets.env'), 'utf8');
    const secret = /^REVALIDATE_SECRET=(.+)$/m.exec(secrets)?.[1];
    const post = (body: unknown, auth?: string) =>
      fetch(`${webUrl()}/api/revalidate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
        body: JSON.stringify(body),
      });
    expect((await post({ tags: ['product'] })).status).toBe(401);
    expect((await post({ tags: ['product'] }, 'dev-only-revalidate-secret-please-change-0123')).status).toBe(401);
    expect(secret).toBeTruthy();
    expect((await post({ tags: ['<script>'] }, secret)).status).toBe(400);
    expect((await post({}, secret)).status).toBe(400);
    const ok = await post({ tags: ['product', 'product-3'] }, secret);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ revalidated: true, tags: ['product', 'product-3'] });
  });

  it('an editor changes a product price and the product page shows the new Toman price', async () => {
    const { adminToken, email, secret } = await newEditor();
    const editor = await staffSignIn(email, PASSWORD, secret);

    const id = 3;
    const current = await send(pathOf(api.adminCatalogGetProduct, { id }), { token: editor });
    expect(current.status, current.text).toBe(200);
    const oldPrice = current.json.data.price as number;

    const { page, errors, close } = await openPage(WIDTHS.desktop);
    const mainPrice = page.locator('div:has(> [data-testid="stock-state"]) [data-testid="price"]');
    const shownPrice = async () => {
      await page.goto(`${webUrl()}/product/${id}`, { waitUntil: 'domcontentloaded' });
      return (await mainPrice.first().textContent())?.trim();
    };
    expect(await shownPrice()).toBe(formatToman(oldPrice));

    // A whole-Toman change the page cannot show by chance (also below an old_price the product may have).
    const newPrice = oldPrice - 1_230_000 > 0 ? oldPrice - 1_230_000 : oldPrice + 1_230_000;
    const changed = await send(pathOf(api.adminCatalogUpdateProduct, { id }), {
      method: 'PUT',
      token: editor,
      body: { price: newPrice, old_price: null },
    });
    expect(changed.status, changed.text).toBe(200);

    await expect.poll(shownPrice, { timeout: 15_000, interval: 500 }).toBe(formatToman(newPrice));
    expect(errors).toEqual([]);
    await close();

    // The change is in the audit log under the editor's name.
    const audit = await send(`${pathOf(api.adminListAudit)}?action=adminCatalogUpdateProduct&entity_id=${id}`, {
      token: adminToken,
    });
    expect(audit.json.data[0]).toMatchObject({ staff_email: email, role: 'editor' });
    expect(audit.json.data[0].after.price).toBe(newPrice);
  });

  it('an editor types a question in English on the FAQ form and the English FAQ page shows it (issue #34)', async () => {
    // The editor signs in on the page only (an authenticator code signs in once); the API checks use the admin's token.
    const who = await newEditor();
    const token = who.adminToken;
    const faqOps = catalogOps('faqs');
    const id = 1;
    const before = (await send(pathOf(faqOps.get, { id }), { token })).json.data;
    const question = `Can I bring my own wheelchair to the CIP lounge? (${Date.now() % 100000})`;

    const form = await openPage(WIDTHS.desktop);
    await staffSignInOnPage(form.page, who);
    mkdirSync(SHOTS, { recursive: true });
    const english = form.page.getByLabel('پرسش به انگلیسی');
    for (const [label, size] of [
      ['360', WIDTHS.phone],
      ['1280', WIDTHS.desktop],
    ] as const) {
      await form.page.setViewportSize(size);
      await form.page.goto(`${webUrl()}/admin#/faqs/${id}`);
      await expect.poll(() => english.inputValue(), { timeout: 30_000 }).toBe(before.question_en);
      // English is typed left to right, Arabic right to left, whatever the back office's own direction.
      expect(await english.getAttribute('dir')).toBe('ltr');
      expect(await form.page.getByLabel('پاسخ به عربی').getAttribute('dir')).toBe('rtl');
      await form.page.screenshot({ path: join(SHOTS, `faq-form-${label}.png`), fullPage: true });
      expect(await form.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    }
    await english.fill(question);
    await form.page.getByRole('button', { name: /ذخیره/ }).click();
    await expect
      .poll(async () => (await send(pathOf(faqOps.get, { id }), { token })).json.data.question_en, { timeout: 15_000 })
      .toBe(question);
    expect(form.errors).toEqual([]);
    await form.close();

    // The English FAQ page shows the new question; the Persian one still asks in Persian.
    const { page, close } = await openPage(WIDTHS.desktop);
    const shows = async (path: string) => {
      await page.goto(`${webUrl()}${path}`, { waitUntil: 'domcontentloaded' });
      return (await page.locator('main').textContent()) ?? '';
    };
    await expect.poll(() => shows('/en/faq'), { timeout: 15_000, interval: 500 }).toContain(question);
    expect(await shows('/faq')).toContain(before.question);
    expect(await shows('/faq')).not.toContain(question);
    await close();

    const restored = await send(pathOf(faqOps.update, { id }), {
      method: 'PUT',
      token,
      body: { question_en: before.question_en },
    });
    expect(restored.status, restored.text).toBe(200);
  });
});
