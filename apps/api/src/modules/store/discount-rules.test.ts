import { api as endpoints } from '@vip/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { orders } from '../order/schema';
import { orderDiscountUses } from './schema';
import { shopClient } from './test-util';

const FIRST_ORDER = 'این کد فقط برای اولین خرید است.';
const MEMBER_LIMIT = 'سقف استفادهٔ شما از این کد پر شده است.';
const ALONE = 'این کد با کدهای دیگر قابل استفاده نیست.';

/**
 * The per-member rules of discount codes (§9a), on the demo codes: WELCOME50 is first-order-only, once per member
 * and not combinable; SAFAR10 has no such rule. The product costs 600,000 Toman, above WELCOME50's minimum basket.
 */
describeEachBackend('discount codes: first order only, per-member limit, combinable', (api, backend) => {
  const shop = shopClient(api);
  const onPostgres = it.runIf(backend === 'postgres');
  const PRICE = 6_000_000;

  async function newShopper(productId: number) {
    const s = await shop.shopper();
    const p = await shop.product(productId, 100, PRICE);
    const recipient = await shop.recipient(s.token);
    const order = (codes: string[], productId = p) =>
      shop.order(s.token, {
        items: [{ product_id: productId, quantity: 1 }],
        recipient_id: recipient,
        transmit_id: 3,
        discount_codes: codes,
      });
    const check = async (code: string, codes: string[] = []) => {
      const res = await api().call(endpoints.checkDiscountCode, {
        token: s.token,
        params: { code },
        query: { items: `${p}:1`, ...(codes.length ? { codes: codes.join(',') } : {}) },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    return { ...s, p, recipient, order, check };
  }

  it('WELCOME50 works on a member’s first order only, and not with another code', async () => {
    const m = await newShopper(41);
    expect(await m.check('welcome50')).toMatchObject({
      valid: true,
      discount_amount: 500_000,
      first_order_only: true,
      per_member_limit: 1,
      combinable: false,
    });
    // With another code already in the cart it is refused, and the other code is refused after it.
    expect(await m.check('WELCOME50', ['SAFAR10'])).toMatchObject({
      valid: false,
      reason_code: 'not_combinable',
      reason: ALONE,
    });
    expect(await m.check('SAFAR10', ['WELCOME50'])).toMatchObject({ valid: false, reason_code: 'not_combinable' });
    const stacked = await m.order(['SAFAR10', 'WELCOME50']);
    expect(stacked.statusCode).toBe(409);
    expect(stacked.json()).toMatchObject({ error_code: 'discount_not_combinable', error_message: ALONE });

    const first = await m.order(['WELCOME50']);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.discount_total).toBe(500_000);
    // The unpaid first order holds the member's one use.
    expect(await m.check('WELCOME50')).toMatchObject({
      valid: false,
      reason_code: 'member_limit',
      reason: MEMBER_LIMIT,
    });
    const second = await m.order(['WELCOME50']);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error_code: 'discount_member_limit', error_message: MEMBER_LIMIT });

    // Paid: no later order is a first order.
    const pay = await shop.pay(m.token, first.json().data.id, { gateway: 'sandbox' });
    expect((await shop.bank(pay.json().data.redirect_url, 'pay')).searchParams.get('state')).toBe('paid');
    expect(await m.check('WELCOME50')).toMatchObject({
      valid: false,
      reason_code: 'first_order_only',
      reason: FIRST_ORDER,
    });
    const afterPaid = await m.order(['WELCOME50']);
    expect(afterPaid.statusCode).toBe(409);
    expect(afterPaid.json()).toMatchObject({ error_code: 'discount_first_order_only', error_message: FIRST_ORDER });
    // Codes without per-member rules still work for this member.
    expect((await m.order(['SAFAR10'])).statusCode).toBe(201);
  });

  it('a member who already paid for any order has no first order left', async () => {
    const m = await newShopper(42);
    await shop.buy(m.token, [43]);
    expect(await m.check('WELCOME50')).toMatchObject({ valid: false, reason: FIRST_ORDER });
    expect((await m.order(['WELCOME50'])).json().error_message).toBe(FIRST_ORDER);
  });

  it('a cancelled or expired unpaid order gives the member’s use back', async () => {
    const m = await newShopper(44);
    const first = await m.order(['WELCOME50']);
    expect(first.statusCode).toBe(201);
    const cancel = await api().call(endpoints.cancelStoreOrder, {
      token: m.token,
      params: { id: first.json().data.id },
      body: {},
    });
    expect(cancel.statusCode).toBe(200);
    const again = await m.order(['WELCOME50']);
    expect(again.statusCode, again.body).toBe(201);

    // Expiry: the loop cancels the order once its time has passed.
    await api()
      .app.db.update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, again.json().data.id));
    await api().app.paymentLoop.run();
    expect(
      await api().app.db.select().from(orderDiscountUses).where(eq(orderDiscountUses.orderId, again.json().data.id)),
    ).toEqual([]);
    expect((await m.order(['WELCOME50'])).statusCode).toBe(201);
  });

  it('the preview shows the refusal before the order is placed', async () => {
    const m = await newShopper(45);
    await shop.buy(m.token, [46]);
    const preview = await api().call(endpoints.previewStoreOrder, {
      token: m.token,
      body: {
        items: [{ product_id: m.p, quantity: 1 }],
        recipient_id: m.recipient,
        transmit_id: 3,
        discount_codes: ['WELCOME50'],
      },
    });
    expect(preview.json().data).toMatchObject({
      discount_total: 0,
      can_order: false,
      notices: [{ field: 'discount_codes.WELCOME50', message: FIRST_ORDER }],
    });
  });

  onPostgres(
    '5 concurrent orders with WELCOME50 by one new member: exactly one gets it, the others are refused',
    async () => {
      const m = await newShopper(47);
      // Five different products, so nothing but the member's own lock puts the orders one after another.
      const products = [m.p];
      for (const id of [48, 49, 50, 51]) products.push(await shop.product(id, 100, PRICE));
      const res = await Promise.all(products.map((id) => m.order(['WELCOME50'], id)));
      const placed = res.filter((r) => r.statusCode === 201);
      expect(placed).toHaveLength(1);
      expect(placed[0].json().data.discount_total).toBe(500_000);
      const refused = res.filter((r) => r.statusCode !== 201);
      expect(refused.map((r) => r.statusCode)).toEqual([409, 409, 409, 409]);
      for (const r of refused) expect(r.json().error_message).toBe(MEMBER_LIMIT);
      // The refused orders reserved nothing.
      const stocks = await Promise.all(products.map((id) => shop.stockOf(id)));
      expect(stocks.reduce((a, b) => a + b, 0)).toBe(499);
    },
  );
});
