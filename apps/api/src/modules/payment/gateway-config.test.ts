import { api as endpoints } from '@vip/contract';
import { OrderStatus, PaymentStatus } from '@vip/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { describeEachBackend, TEST_API_KEY } from '../../../test/helpers';
import { buildApp } from '../../app';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { prepareDatabase } from '../../db/prepare';
import { shopClient } from '../store/test-util';
import { SANDBOX_IN_PRODUCTION } from './plugin';
import { payments } from './schema';
import { startFakeZarinpal } from './zarinpal-fake';

const fake = await startFakeZarinpal();
afterAll(() => fake.close());

/** A production API as an operator would run it: real secrets, Zarinpal. */
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-that-is-long-enough-1234',
  REVALIDATE_SECRET: 'a-production-revalidate-secret-long-enough-1234',
  ZARINPAL_MERCHANT_ID: '1344b5d4-0048-11e8-94db-005056a205be',
};

describe('which banks a configuration offers', () => {
  it('refuses the sandbox bank in production at start, however it is named, unless ALLOW_SANDBOX_BANK=true', () => {
    for (const env of [
      {},
      { PAYMENT_GATEWAY: 'sandbox' },
      { PAYMENT_GATEWAY: 'zarinpal', PAYMENT_GATEWAYS: 'zarinpal,sandbox' },
    ]) {
      expect(() => loadConfig({ ...production, ...env })).toThrow(ConfigError);
      expect(() => loadConfig({ ...production, ...env })).toThrow(/sandbox.*production.*ALLOW_SANDBOX_BANK/s);
      expect(() => loadConfig({ ...production, ...env, ALLOW_SANDBOX_BANK: 'false' })).toThrow(ConfigError);
      expect(loadConfig({ ...production, ...env, ALLOW_SANDBOX_BANK: 'true' }).PAYMENT_GATEWAYS).toContain('sandbox');
    }
    expect(loadConfig({ ...production, PAYMENT_GATEWAY: 'zarinpal' }).PAYMENT_GATEWAYS).toEqual(['zarinpal']);
  });

  it('defaults to the sandbox outside production, keeps PAYMENT_GATEWAY in the list, refuses unknown names', () => {
    expect(loadConfig({}).PAYMENT_GATEWAYS).toEqual(['sandbox']);
    expect(loadConfig({ PAYMENT_GATEWAY: 'zarinpal' }).PAYMENT_GATEWAYS).toEqual(['sandbox', 'zarinpal']);
    expect(loadConfig({ PAYMENT_GATEWAY: 'zarinpal', PAYMENT_GATEWAYS: 'zarinpal' }).PAYMENT_GATEWAYS).toEqual([
      'zarinpal',
    ]);
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'sandbox', PAYMENT_GATEWAYS: 'zarinpal' })).toThrow(/PAYMENT_GATEWAY/);
    expect(() => loadConfig({ PAYMENT_GATEWAYS: 'sandbox,paypal' })).toThrow(/PAYMENT_GATEWAYS/);
    expect(() => loadConfig({ ...production, PAYMENT_GATEWAY: 'zarinpal', ZARINPAL_MERCHANT_ID: undefined })).toThrow(
      /ZARINPAL_MERCHANT_ID/,
    );
  });

  it('ALLOW_SANDBOX_BANK=true starts a production API with the sandbox, and says so in a warn line at start', async () => {
    const config = loadConfig({
      ...production,
      ALLOW_SANDBOX_BANK: 'true',
      API_KEY: TEST_API_KEY,
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      PAYMENT_LOOP_MS: '0',
      CLEANUP_INTERVAL_MS: '0',
      OUTBOX_POLL_MS: '0',
    });
    const database = await openDatabase({ dataDir: config.DATA_DIR });
    await prepareDatabase(database, config);
    const app = await buildApp(config, database);
    const warn = vi.spyOn(app.log, 'warn');
    try {
      await app.ready();
      expect(warn).toHaveBeenCalledWith(SANDBOX_IN_PRODUCTION);
      expect(SANDBOX_IN_PRODUCTION).toMatch(/SANDBOX BANK.*production/);
      const page = await app.inject({ method: 'GET', url: '/v1/payment/fa/sandbox/Sunknown' });
      // Served (the payment is unknown, so the page says it was not found).
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describeEachBackend('the sandbox bank page carries a strict policy', (api) => {
  const shop = shopClient(api);
  it('CSP: no script, its style by nonce, never framed; nosniff and DENY', async () => {
    const s = await shop.shopper();
    const top = await api().call(endpoints.startCreditTopup, { token: s.token, body: { amount: 200_000 } });
    expect(top.statusCode, top.body).toBe(200);
    const page = await api().app.inject({ method: 'GET', url: new URL(top.json().data.redirect_url).pathname });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('script-src');
    const nonce = /style-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(page.body).toContain(`<style nonce="${nonce}">`);
    expect(page.body).not.toContain('<script');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    // A second answer has another nonce.
    const again = await api().app.inject({ method: 'GET', url: new URL(top.json().data.redirect_url).pathname });
    expect(String(again.headers['content-security-policy'])).not.toContain(nonce);
  });
});

describeEachBackend(
  'a production API with Zarinpal has no sandbox bank',
  (api) => {
    const shop = shopClient(api);
    const paymentCount = async () => (await api().app.db.select({ n: count() }).from(payments))[0].n;

    it('the sandbox bank page and its buttons are not served (404)', async () => {
      for (const method of ['GET', 'POST'] as const) {
        const res = await api().app.inject({
          method,
          url: '/v1/payment/fa/sandbox/S0123456789abcdef01234567',
          headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/x-www-form-urlencoded' },
          payload: method === 'POST' ? 'action=pay' : undefined,
        });
        expect(res.statusCode, method).toBe(404);
        // Nor without a key, as the bank's browser would come.
        const bare = await api().app.inject({ method, url: '/v1/payment/fa/sandbox/S0123456789abcdef01234567' });
        expect(bare.statusCode).not.toBe(200);
        expect(bare.statusCode).not.toBe(303);
      }
      expect(api().app.payments.gateways.sandbox).toBeUndefined();
    });

    it('a top-up naming the sandbox is a Persian 400 and creates nothing', async () => {
      const s = await shop.shopper();
      const before = await paymentCount();
      const res = await api().call(endpoints.startCreditTopup, {
        token: s.token,
        body: { amount: 500_000_000, gateway: 'sandbox' },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ status_code: 400, error_code: 'validation_error' });
      expect(res.json().error_message).toContain('درگاه آزمایشی');
      expect(res.json().error_message).toContain('زرین‌پال');
      expect(res.json().errors).toEqual([{ field: 'gateway', message: res.json().error_message }]);
      expect(await paymentCount()).toBe(before);
      expect(await shop.balance(s.token)).toBe(0);
    });

    it('an order payment naming the sandbox is a Persian 400: no payment, no hold, the order unchanged', async () => {
      const s = await shop.shopper();
      const p = await shop.product(11, 10, 900_000);
      const recipient = await shop.recipient(s.token);
      const order = (
        await shop.order(s.token, { items: [{ product_id: p, quantity: 1 }], recipient_id: recipient, transmit_id: 3 })
      ).json().data;
      const before = await paymentCount();
      const res = await shop.pay(s.token, order.id, { gateway: 'sandbox', use_wallet: true });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error_message).toMatch(/درگاه «درگاه آزمایشی» در این فروشگاه فعال نیست/);
      expect(await paymentCount()).toBe(before);
      const after = await shop.orderOf(s.token, order.id);
      expect(after).toMatchObject({
        status: OrderStatus.newOrder,
        payment_status: PaymentStatus.notPaid,
        paid_amount: 0,
      });
      expect(await api().app.db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual([]);
      // The configured bank still works.
      const ok = await shop.pay(s.token, order.id, {});
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data.redirect_url).toContain(`${fake.url}/pg/StartPay/`);
    });
  },
  { ...production, PAYMENT_GATEWAY: 'zarinpal', ZARINPAL_BASE_URL: fake.url, DEV_OUTBOX: 'true', OUTBOX_POLL_MS: '0' },
);
