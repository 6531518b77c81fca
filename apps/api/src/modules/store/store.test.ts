import { api as endpoints, PAYMENT_RESULT_PATH } from '@vip/contract';
import { OrderStatus, PaymentStatus, toPersianDigits } from '@vip/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { outbox } from '../../outbox/schema';
import { creditTransactions } from '../credit/schema';
import { memberClient } from '../member/test-util';
import { walletGateway } from '../payment/wallet-gateway';
import { orders } from '../order/schema';
import { DEMO_MEMBER_MOBILE } from './seed';
import { shopClient } from './test-util';

describeEachBackend('store orders, payments and the wallet', (api) => {
  const shop = shopClient(api);

  describe('catalogue', () => {
    it('lists three transmits with Persian titles, prices and delivery days, without a member', async () => {
      const res = await api().call(endpoints.listTransmits);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data).toHaveLength(3);
      expect(data.map((t: { title: string }) => t.title)).toContain('پست پیشتاز');
      expect(data.find((t: { needs_address: boolean }) => !t.needs_address)?.price).toBe(0);
      for (const t of data) expect(t.delivery_days_max).toBeGreaterThanOrEqual(t.delivery_days_min);
    });

    it('checks discount codes for a member: valid with the amount, or a Persian reason; a visitor is 401', async () => {
      const { token } = await shop.shopper();
      const check = async (code: string, items?: string) =>
        (
          await api().call(endpoints.checkDiscountCode, { token, params: { code }, query: items ? { items } : {} })
        ).json().data;
      expect((await api().call(endpoints.checkDiscountCode, { params: { code: 'SAFAR10' } })).statusCode).toBe(401);
      const p = await shop.product(1, 50, 4_000_000);
      expect(await check('nothing-here')).toMatchObject({ valid: false, reason_code: 'unknown' });
      expect(await check('NOROOZ1404')).toMatchObject({ valid: false, reason_code: 'expired' });
      expect(await check('yalda')).toMatchObject({
        valid: false,
        reason_code: 'used_up',
        reason: expect.stringContaining('ظرفیت'),
      });
      expect(await check('WELCOME50', `${p}:1`)).toMatchObject({ valid: false, reason_code: 'min_basket' });
      const ok = await check('safar10', `${p}:2`);
      expect(ok).toMatchObject({ valid: true, reason: null, discount_amount: 800_000 });
    });

    it('slows down guessing: the 31st code check in a minute from one visitor is a 429', async () => {
      const headers = { 'x-client-ip': '10.77.0.1' };
      const { token } = await shop.shopper();
      for (let i = 0; i < 30; i++) {
        const ok = await api().call(endpoints.checkDiscountCode, { token, params: { code: `G${i}` } }, headers);
        expect(ok.statusCode).toBe(200);
      }
      const res = await api().call(endpoints.checkDiscountCode, { token, params: { code: 'G31' } }, headers);
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    });
  });

  describe('demo data', () => {
    it('the demo member has orders in every store status, saved recipients and a wallet history', async () => {
      const signedIn = await memberClient(api).signInMobile(DEMO_MEMBER_MOBILE);
      const token = signedIn.access_token;
      expect(signedIn.member.first_name).toBe('سارا');
      const list = (await api().call(endpoints.listStoreOrders, { token, query: { limit: 50 } })).json();
      const pairs = new Set(
        list.data.map((o: { status: number; payment_status: number }) => `${o.status}/${o.payment_status}`),
      );
      for (const pair of ['0/0', '1/1', '2/1', '3/0', '3/3']) expect(pairs).toContain(pair);
      expect((await api().call(endpoints.listRecipients, { token })).json().paging.total).toBe(2);
      const balance = await shop.balance(token);
      const ledger = await api()
        .app.db.select()
        .from(creditTransactions)
        .where(eq(creditTransactions.memberId, signedIn.member.id));
      expect(new Set(ledger.map((e) => e.kind))).toEqual(new Set(['topup', 'adjustment', 'payment', 'refund']));
      expect(balance).toBe(ledger.reduce((sum, e) => sum + e.amount, 0));
      const refunded = list.data.find((o: { payment_status: number }) => o.payment_status === 3);
      const detail = await shop.orderOf(token, refunded.id);
      expect(detail.history.map((h: { reason: string }) => h.reason)).toContain('بازگشت وجه به کیف پول');
    });
  });

  describe('recipients', () => {
    it('saves, lists, replaces and deletes; a city outside the province is refused; others see 404', async () => {
      const a = await shop.shopper();
      const other = await shop.shopper();
      const id = await shop.recipient(a.token);
      const list = (await api().call(endpoints.listRecipients, { token: a.token })).json();
      expect(list.data).toHaveLength(1);
      expect(list.data[0]).toMatchObject({ province_title: 'تهران', postal_code: '1919613111' });
      const body = { ...list.data[0], city_id: 7 };
      const wrong = await api().call(endpoints.updateRecipient, { token: a.token, params: { id }, body });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error_message).toContain('استان');
      // Another member's attempt to overwrite the address is a 404 and changes nothing; the owner's edit lands.
      const renamed = { ...list.data[0], full_name: 'مریم احمدی' };
      const theirs = await api().call(endpoints.updateRecipient, { params: { id }, body: renamed, token: other.token });
      expect(theirs.statusCode).toBe(404);
      expect((await api().call(endpoints.getRecipient, { token: a.token, params: { id } })).json().data).toMatchObject({
        full_name: list.data[0].full_name,
      });
      const mine = await api().call(endpoints.updateRecipient, { token: a.token, params: { id }, body: renamed });
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json().data).toMatchObject({ full_name: 'مریم احمدی' });
      expect((await api().call(endpoints.getRecipient, { token: other.token, params: { id } })).statusCode).toBe(404);
      expect((await api().call(endpoints.deleteRecipient, { token: other.token, params: { id } })).statusCode).toBe(
        404,
      );
      expect((await api().call(endpoints.deleteRecipient, { token: a.token, params: { id } })).statusCode).toBe(204);
    });
  });

  describe('orders', () => {
    it('previews the bill from database prices, with notices for what it cannot honour', async () => {
      const s = await shop.shopper();
      const p = await shop.product(2, 1, 1_500_000);
      const res = await api().call(endpoints.previewStoreOrder, {
        token: s.token,
        body: {
          items: [{ product_id: p, quantity: 2, price: 1 } as never],
          transmit_id: 1,
          discount_codes: ['SAFAR10', 'NOPE'],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const bill = res.json().data;
      expect(bill.lines[0]).toMatchObject({ unit_price: 1_500_000, quantity: 2, amount: 3_000_000 });
      expect(bill.discount_total).toBe(300_000);
      expect(bill.total_price).toBe(3_000_000 - 300_000 + bill.shipping_price);
      expect(bill.can_order).toBe(false);
      expect(bill.notices.map((n: { field: string }) => n.field)).toEqual([`items.${p}`, 'discount_codes.NOPE']);
    });

    it('creates an order: reference, server totals, stock reserved; same Idempotency-Key replays, another body is 409', async () => {
      const s = await shop.shopper();
      const p = await shop.product(3, 5, 2_000_000);
      const recipient = await shop.recipient(s.token);
      const body = { items: [{ product_id: p, quantity: 2 }], recipient_id: recipient, discount_codes: ['safar10'] };
      const res = await shop.order(s.token, body, 'key-0001');
      expect(res.statusCode, res.body).toBe(201);
      const order = res.json().data;
      expect(order.reference).toMatch(/^[1-9][0-9]{7}$/);
      expect(order).toMatchObject({
        status: OrderStatus.newOrder,
        payment_status: PaymentStatus.notPaid,
        items_total: 4_000_000,
        discount_total: 400_000,
      });
      expect(order.total_price).toBe(3_600_000 + order.shipping_price);
      // The bill: the item, the code's discount as a negative line, shipping; store prices include VAT (no VAT line).
      expect(order.bill.lines.map((l: { kind: string; amount: number }) => [l.kind, l.amount])).toEqual([
        ['item', 4_000_000],
        ['discount', -400_000],
        ...(order.shipping_price > 0 ? [['shipping', order.shipping_price]] : []),
      ]);
      expect(order.bill).toMatchObject({ vat: 0, subtotal: order.total_price, total: order.total_price });
      expect(order.recipient.full_name).toBe('رضا کریمی');
      expect(order.history).toEqual([
        expect.objectContaining({ machine: 'order', from: null, to: 0, actor: 'member' }),
      ]);
      expect(await shop.stockOf(p)).toBe(3);
      const again = await shop.order(s.token, body, 'key-0001');
      expect(again.json().data.id).toBe(order.id);
      expect(await shop.stockOf(p)).toBe(3);
      const other = await shop.order(s.token, { ...body, items: [{ product_id: p, quantity: 1 }] }, 'key-0001');
      expect(other.statusCode).toBe(409);
      const short = await shop.order(s.token, { ...body, items: [{ product_id: p, quantity: 4 }] });
      expect(short.statusCode).toBe(409);
      expect(short.json().error_message).toContain('فقط ۳ عدد');
    });

    it('lists only the member’s own store orders and finds them by reference and item title', async () => {
      const a = await shop.shopper();
      const b = await shop.shopper();
      const p = await shop.product(4, 10);
      const recipient = await shop.recipient(a.token);
      const order = (
        await shop.order(a.token, { items: [{ product_id: p, quantity: 1 }], recipient_id: recipient })
      ).json().data;
      const mine = (
        await api().call(endpoints.listStoreOrders, { token: a.token, query: { search_keywords: order.reference } })
      ).json();
      expect(mine.data.map((o: { id: number }) => o.id)).toEqual([order.id]);
      const word = order.items[0].title.split(' ')[0];
      const byTitle = (
        await api().call(endpoints.listStoreOrders, { token: a.token, query: { search_keywords: word } })
      ).json();
      expect(byTitle.paging.total).toBe(1);
      expect((await api().call(endpoints.listStoreOrders, { token: b.token })).json().paging.total).toBe(0);
      expect((await api().call(endpoints.getStoreOrder, { token: b.token, params: { id: order.id } })).statusCode).toBe(
        404,
      );
    });
  });

  describe('paying', () => {
    it('sandbox bank: pay → callback verifies → paid, history, SMS with reference and total', async () => {
      const s = await shop.shopper();
      const p = await shop.product(5, 10, 1_000_000);
      const recipient = await shop.recipient(s.token);
      const order = (
        await shop.order(s.token, { items: [{ product_id: p, quantity: 1 }], recipient_id: recipient })
      ).json().data;
      const start = await shop.pay(s.token, order.id);
      expect(start.statusCode, start.body).toBe(200);
      const { redirect_url, paid, bank_amount } = start.json().data;
      expect(paid).toBe(false);
      expect(bank_amount).toBe(order.total_price);
      const page = await api().app.inject({ method: 'GET', url: new URL(redirect_url).pathname });
      for (const label of ['پرداخت', 'انصراف', 'خطای بانک']) expect(page.body).toContain(`>${label}</button>`);
      const result = await shop.bank(redirect_url, 'pay');
      expect(result.pathname).toBe(PAYMENT_RESULT_PATH);
      expect(result.searchParams.get('state')).toBe('paid');
      const after = await shop.orderOf(s.token, order.id);
      expect(after).toMatchObject({
        status: OrderStatus.wait,
        payment_status: PaymentStatus.paid,
        paid_amount: order.total_price,
        can_pay: false,
      });
      expect(after.payments[0]).toMatchObject({
        state: 'paid',
        gateway: 'sandbox',
        bank_reference: expect.any(String),
      });
      expect(
        after.history.some(
          (h: { machine: string; to: number; actor: string }) =>
            h.machine === 'payment' && h.to === 1 && h.actor === 'bank',
        ),
      ).toBe(true);
      const sms = await api().app.db.select().from(outbox).where(eq(outbox.recipient, s.mobile));
      expect(
        sms.some(
          (m) =>
            m.body.includes(toPersianDigits(order.reference)) &&
            m.token === order.reference &&
            m.body.includes('تومان'),
        ),
      ).toBe(true);
      // The callback again (a reload, a second bank notice) changes nothing.
      const again = await shop.callback(
        `http://x/v1/payment/fa/callback/sandbox?Authority=${new URL(redirect_url).pathname.split('/').pop()}&Status=OK`,
      );
      expect(again.searchParams.get('state')).toBe('paid');
      expect((await shop.orderOf(s.token, order.id)).history).toHaveLength(after.history.length);
    });

    it('the callback never trusts its query: Status=OK before the bank took the money changes nothing', async () => {
      const s = await shop.shopper();
      const other = await shop.shopper();
      const p = await shop.product(5, 10, 1_000_000);
      const recipient = await shop.recipient(s.token);
      const order = (
        await shop.order(s.token, { items: [{ product_id: p, quantity: 1 }], recipient_id: recipient })
      ).json().data;
      expect((await shop.pay(other.token, order.id)).statusCode).toBe(404);
      const cancelByOther = await api().call(endpoints.cancelStoreOrder, {
        token: other.token,
        params: { id: order.id },
        body: {},
      });
      expect(cancelByOther.statusCode).toBe(404);
      const { redirect_url } = (await shop.pay(s.token, order.id)).json().data;
      const authority = new URL(redirect_url).pathname.split('/').pop();
      const forged = await shop.callback(`http://x/v1/payment/fa/callback/sandbox?Authority=${authority}&Status=OK`);
      expect(forged.searchParams.get('state')).toBe('pending');
      expect((await shop.orderOf(s.token, order.id)).payment_status).toBe(PaymentStatus.notPaid);
      const unknown = await shop.callback('http://x/v1/payment/fa/callback/sandbox?Authority=S000&Status=OK');
      expect(unknown.searchParams.get('state')).toBe('failed');
      const noBank = await api().app.inject({
        method: 'GET',
        url: new URL(redirect_url).pathname.replace(/[^/]+$/, 'S000'),
      });
      expect(noBank.statusCode).toBe(404);
      expect(noBank.headers['content-type']).toContain('text/html');
      expect(noBank.body).toContain('پیدا نشد');
    });

    it('a failed payment leaves the order unpaid and payable; the retry pays', async () => {
      const s = await shop.shopper();
      const p = await shop.product(6, 10);
      const recipient = await shop.recipient(s.token);
      const order = (
        await shop.order(s.token, { items: [{ product_id: p, quantity: 1 }], recipient_id: recipient })
      ).json().data;
      const first = (await shop.pay(s.token, order.id)).json().data;
      const failed = await shop.bank(first.redirect_url, 'fail');
      expect(failed.searchParams.get('state')).toBe('failed');
      const mid = await shop.orderOf(s.token, order.id);
      expect(mid).toMatchObject({
        status: OrderStatus.newOrder,
        payment_status: PaymentStatus.notPaid,
        can_pay: true,
        paid_amount: 0,
      });
      expect(mid.payments[0].message).toBeTruthy();
      const second = (await shop.pay(s.token, order.id)).json().data;
      expect((await shop.bank(second.redirect_url, 'pay')).searchParams.get('state')).toBe('paid');
      expect((await shop.orderOf(s.token, order.id)).payment_status).toBe(PaymentStatus.paid);
      expect((await shop.pay(s.token, order.id)).statusCode).toBe(409);
    });

    it('wallet: top-up through the bank, pay wholly by wallet, cancel the paid order → refund to the wallet', async () => {
      const s = await shop.shopper();
      const top = await api().call(endpoints.startCreditTopup, { token: s.token, body: { amount: 5_000_000 } });
      expect(top.statusCode, top.body).toBe(200);
      await shop.bank(top.json().data.redirect_url, 'pay');
      expect(await shop.balance(s.token)).toBe(5_000_000);
      const p = await shop.product(7, 10, 1_000_000);
      const recipient = await shop.recipient(s.token);
      const order = (
        await shop.order(s.token, { items: [{ product_id: p, quantity: 1 }], recipient_id: recipient, transmit_id: 3 })
      ).json().data;
      const pay = await shop.pay(s.token, order.id, { gateway: 'credit', use_wallet: true });
      expect(pay.json().data).toMatchObject({
        paid: true,
        redirect_url: null,
        wallet_amount: 1_000_000,
        bank_amount: 0,
      });
      expect(await shop.balance(s.token)).toBe(4_000_000);
      expect(await shop.stockOf(p)).toBe(9);
      // Another member cannot cancel it (404, as if it did not exist): no refund, the stock stays sold.
      const other = await shop.shopper();
      const theirs = await api().call(endpoints.cancelStoreOrder, {
        params: { id: order.id },
        body: {},
        token: other.token,
      });
      expect(theirs.statusCode).toBe(404);
      expect(await shop.balance(s.token)).toBe(4_000_000);
      expect(await shop.balance(other.token)).toBe(0);
      expect(await shop.stockOf(p)).toBe(9);
      const cancel = await api().call(endpoints.cancelStoreOrder, {
        token: s.token,
        params: { id: order.id },
        body: {},
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect(cancel.json().data).toMatchObject({
        status: OrderStatus.canceled,
        payment_status: PaymentStatus.refunded,
      });
      expect(await shop.balance(s.token)).toBe(5_000_000);
      expect(await shop.stockOf(p)).toBe(10);
      const twice = await api().call(endpoints.cancelStoreOrder, {
        token: s.token,
        params: { id: order.id },
        body: {},
      });
      expect(twice.statusCode).toBe(409);
    });

    it('wallet first and the bank for the rest; wallet-only when short is a Persian 409', async () => {
      const s = await shop.shopper();
      const top = await api().call(endpoints.startCreditTopup, { token: s.token, body: { amount: 400_000 } });
      await shop.bank(top.json().data.redirect_url, 'pay');
      const p = await shop.product(8, 10, 1_000_000);
      const recipient = await shop.recipient(s.token);
      const order = (
        await shop.order(s.token, { items: [{ product_id: p, quantity: 1 }], recipient_id: recipient, transmit_id: 3 })
      ).json().data;
      const short = await shop.pay(s.token, order.id, { gateway: 'credit' });
      expect(short.statusCode).toBe(409);
      expect(short.json().error_message).toContain('کیف پول');
      const split = (await shop.pay(s.token, order.id, { use_wallet: true })).json().data;
      expect(split).toMatchObject({ paid: false, wallet_amount: 400_000, bank_amount: 600_000 });
      expect(await shop.balance(s.token)).toBe(0);
      await shop.bank(split.redirect_url, 'pay');
      const after = await shop.orderOf(s.token, order.id);
      expect(after).toMatchObject({ payment_status: PaymentStatus.paid, paid_amount: 1_000_000 });
      expect(after.payments.map((x: { gateway: string }) => x.gateway).sort()).toEqual(['credit', 'sandbox']);
      // The wallet part verifies like a bank payment would: from its ledger entry.
      const walletPart = after.payments.find((x: { gateway: string }) => x.gateway === 'credit');
      expect(await walletGateway.verify(api().app.db, walletPart.id)).toMatchObject({ kind: 'paid' });
    });

    it('money that arrives for an order cancelled meanwhile goes to the wallet', async () => {
      const s = await shop.shopper();
      const p = await shop.product(9, 10, 700_000);
      const recipient = await shop.recipient(s.token);
      const order = (
        await shop.order(s.token, { items: [{ product_id: p, quantity: 1 }], recipient_id: recipient, transmit_id: 3 })
      ).json().data;
      const start = (await shop.pay(s.token, order.id)).json().data;
      await api().call(endpoints.cancelStoreOrder, {
        token: s.token,
        params: { id: order.id },
        body: { reason: 'منصرف شدم' },
      });
      const result = await shop.bank(start.redirect_url, 'pay');
      expect(result.searchParams.get('state')).toBe('paid');
      expect(await shop.balance(s.token)).toBe(700_000);
      const after = await shop.orderOf(s.token, order.id);
      expect(after.status).toBe(OrderStatus.canceled);
      expect(after.payments[0].message).toContain('کیف پول');
    });

    it('the loop cancels an unpaid order after its time and gives its stock back', async () => {
      const s = await shop.shopper();
      const p = await shop.product(10, 4);
      const recipient = await shop.recipient(s.token);
      const order = (
        await shop.order(s.token, { items: [{ product_id: p, quantity: 3 }], recipient_id: recipient })
      ).json().data;
      expect(await shop.stockOf(p)).toBe(1);
      await api().app.paymentLoop.run();
      expect((await shop.orderOf(s.token, order.id)).status).toBe(OrderStatus.newOrder);
      await api()
        .app.db.update(orders)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(orders.id, order.id));
      expect((await api().app.paymentLoop.run()).expired).toBeGreaterThanOrEqual(1);
      const after = await shop.orderOf(s.token, order.id);
      expect(after.status).toBe(OrderStatus.canceled);
      expect(after.history.at(-1)).toMatchObject({ actor: 'system', reason: expect.stringContaining('مهلت') });
      expect(await shop.stockOf(p)).toBe(4);
      expect((await shop.pay(s.token, order.id)).statusCode).toBe(409);
    });
  });
});
