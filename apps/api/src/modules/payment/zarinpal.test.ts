import { api as endpoints, PAYMENT_RESULT_PATH } from '@vip/contract';
import { OrderStatus, PaymentStatus } from '@vip/domain';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { shopClient } from '../store/test-util';
import { startFakeZarinpal } from './zarinpal-fake';

const fake = await startFakeZarinpal();
afterAll(() => fake.close());

describeEachBackend(
  'zarinpal gateway (against a local fake)',
  (api) => {
    const shop = shopClient(api);
    beforeEach(() => {
      fake.mode.request = 'ok';
      fake.mode.verify = 'ok';
    });

    async function unpaidOrder(price = 1_200_000) {
      const s = await shop.shopper();
      const p = await shop.product(15, 100, price);
      const recipient = await shop.recipient(s.token);
      const order = (
        await shop.order(s.token, { items: [{ product_id: p, quantity: 1 }], recipient_id: recipient, transmit_id: 3 })
      ).json().data;
      return { s, order };
    }
    const authorityOf = (redirectUrl: string) => new URL(redirectUrl).pathname.split('/').pop()!;
    const callbackUrl = (authority: string, status = 'OK') =>
      `http://api/v1/payment/fa/callback/zarinpal?Authority=${authority}&Status=${status}`;

    it('request → StartPay redirect → verify 100 paid; a repeated callback (101) changes nothing', async () => {
      const { s, order } = await unpaidOrder();
      const start = await shop.pay(s.token, order.id);
      expect(start.statusCode, start.body).toBe(200);
      const { redirect_url } = start.json().data;
      expect(redirect_url).toMatch(new RegExp(`^${fake.url}/pg/StartPay/A`));
      const request = fake.calls.findLast((c) => c.path === '/pg/v4/payment/request.json')!;
      expect(request.body).toMatchObject({ amount: 1_200_000, currency: 'IRR', merchant_id: expect.any(String) });
      expect(String(request.body.callback_url)).toContain('/callback/zarinpal');
      const authority = authorityOf(redirect_url);
      const back = await shop.callback(callbackUrl(authority));
      expect(back.pathname).toBe(PAYMENT_RESULT_PATH);
      expect(back.searchParams.get('state')).toBe('paid');
      const again = await shop.callback(callbackUrl(authority));
      expect(again.searchParams.get('state')).toBe('paid');
      const after = await shop.orderOf(s.token, order.id);
      expect(after).toMatchObject({ payment_status: PaymentStatus.paid, paid_amount: 1_200_000 });
      expect(after.payments[0]).toMatchObject({ bank_reference: '201', card_pan: '502229******5995' });
      expect(after.history.filter((h: { machine: string }) => h.machine === 'payment')).toHaveLength(1);
    });

    it('a callback that says OK is not believed: the bank refuses (-51) → failed, the order can be paid again', async () => {
      const { s, order } = await unpaidOrder();
      const { redirect_url } = (await shop.pay(s.token, order.id)).json().data;
      fake.mode.verify = 'fail';
      const back = await shop.callback(callbackUrl(authorityOf(redirect_url)));
      expect(back.searchParams.get('state')).toBe('failed');
      const after = await shop.orderOf(s.token, order.id);
      expect(after).toMatchObject({
        status: OrderStatus.newOrder,
        payment_status: PaymentStatus.notPaid,
        can_pay: true,
      });
      expect(after.payments[0].message).toContain('ناموفق');
    });

    it('the bank does not answer verify: the payment stays pending, the loop verifies it later', async () => {
      const { s, order } = await unpaidOrder();
      const { redirect_url } = (await shop.pay(s.token, order.id)).json().data;
      fake.mode.verify = 'hang';
      const back = await shop.callback(callbackUrl(authorityOf(redirect_url)));
      expect(back.searchParams.get('state')).toBe('pending');
      expect((await shop.orderOf(s.token, order.id)).payment_status).toBe(PaymentStatus.notPaid);
      fake.mode.verify = 'ok';
      await api().app.paymentLoop.run({ now: new Date(Date.now() + 16 * 60_000) });
      const after = await shop.orderOf(s.token, order.id);
      expect(after.payment_status).toBe(PaymentStatus.paid);
      expect(after.payments[0].state).toBe('paid');
    });

    it('the bank does not answer the request: a Persian 502, nothing taken from the card, the order still payable', async () => {
      const s = await shop.shopper();
      const top = await api().call(endpoints.startCreditTopup, {
        token: s.token,
        body: { amount: 200_000, gateway: 'sandbox' },
      });
      await shop.bank(top.json().data.redirect_url, 'pay');
      const p = await shop.product(16, 100, 1_000_000);
      const recipient = await shop.recipient(s.token);
      const order = (
        await shop.order(s.token, { items: [{ product_id: p, quantity: 1 }], recipient_id: recipient, transmit_id: 3 })
      ).json().data;
      fake.mode.request = 'hang';
      const res = await shop.pay(s.token, order.id, { use_wallet: true });
      expect(res.statusCode).toBe(502);
      expect(res.json().error_message).toContain('درگاه');
      expect(res.json().error_message).toContain('از کیف پول شما به حساب برگشت');
      const after = await shop.orderOf(s.token, order.id);
      // The wallet part was only held: it is back in the wallet at once, and the retry holds it again.
      expect(after).toMatchObject({
        status: OrderStatus.newOrder,
        payment_status: PaymentStatus.notPaid,
        paid_amount: 0,
        can_pay: true,
      });
      expect(await shop.balance(s.token)).toBe(200_000);
      fake.mode.request = 'ok';
      const retry = (await shop.pay(s.token, order.id, { use_wallet: true })).json().data;
      expect(retry).toMatchObject({ wallet_amount: 200_000, bank_amount: 800_000 });
      expect(await shop.balance(s.token)).toBe(0);
      // Cancelling instead gives the held part back.
      await api().call(endpoints.cancelStoreOrder, { token: s.token, params: { id: order.id }, body: {} });
      expect(await shop.balance(s.token)).toBe(200_000);
    });
  },
  { PAYMENT_GATEWAY: 'zarinpal', ZARINPAL_BASE_URL: fake.url, PAYMENT_TIMEOUT_MS: '300' },
);
