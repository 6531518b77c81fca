import { api as endpoints } from '@vip/contract';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { shopClient } from './test-util';

const LIMIT_TEXT = 'از هر کالا حداکثر ۱۰ عدد را می‌توان بدون پرداخت نگه داشت';

/**
 * Stock is not hoarded without paying (§9a): a member's unpaid store orders hold at most MAX_UNPAID_UNITS_PER_PRODUCT
 * (10) units of one product in all; paying or cancelling frees the room.
 */
describeEachBackend('unpaid store orders hold at most 10 units of a product per member', (api, backend) => {
  const shop = shopClient(api);
  const onPostgres = it.runIf(backend === 'postgres');

  it('counts every unpaid order of the member; a 409 in Persian names the limit; cancel or pay frees it', async () => {
    const s = await shop.shopper();
    const p = await shop.product(21, 100, 100_000);
    const recipient = await shop.recipient(s.token);
    const order = (quantity: number) =>
      shop.order(s.token, { items: [{ product_id: p, quantity }], recipient_id: recipient, transmit_id: 3 });

    const tooMany = await order(11);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ error_code: 'unpaid_units_limit' });
    expect(tooMany.json().error_message).toContain(LIMIT_TEXT);

    const first = await order(6);
    expect(first.statusCode, first.body).toBe(201);
    const second = await order(5);
    expect(second.statusCode).toBe(409);
    expect(second.json().error_message).toBe(
      `${LIMIT_TEXT} و ۶ عدد «${first.json().data.items[0].title}» در سفارش پرداخت‌نشدهٔ شماست؛ ابتدا سفارش پرداخت‌نشدهٔ قبلی را پرداخت یا لغو کنید.`,
    );
    expect(await shop.stockOf(p)).toBe(94);
    // The preview says so before the member places the order.
    const preview = await api().call(endpoints.previewStoreOrder, {
      token: s.token,
      body: { items: [{ product_id: p, quantity: 5 }], recipient_id: recipient, transmit_id: 3 },
    });
    expect(preview.json().data.can_order).toBe(false);
    expect(preview.json().data.notices).toEqual([{ field: `items.${p}`, message: second.json().error_message }]);
    // Another member is not held back by this one.
    const other = await shop.shopper();
    const theirs = await shop.order(other.token, {
      items: [{ product_id: p, quantity: 10 }],
      recipient_id: await shop.recipient(other.token),
      transmit_id: 3,
    });
    expect(theirs.statusCode).toBe(201);

    expect((await order(4)).statusCode).toBe(201);
    const cancel = await api().call(endpoints.cancelStoreOrder, {
      token: s.token,
      params: { id: first.json().data.id },
      body: {},
    });
    expect(cancel.statusCode).toBe(200);
    expect((await order(6)).statusCode).toBe(201);
  });

  it('a paid order holds nothing: the member may order again', async () => {
    const s = await shop.shopper();
    await shop.buy(s.token, [22]);
    const p = await shop.product(22, 100, 100_000);
    const recipient = await shop.recipient(s.token);
    const res = await shop.order(s.token, { items: [{ product_id: p, quantity: 10 }], recipient_id: recipient });
    expect(res.statusCode, res.body).toBe(201);
  });

  onPostgres('4 concurrent orders of 4 units by one member: at most 10 units held, the rest refused', async () => {
    const s = await shop.shopper();
    const p = await shop.product(23, 100, 100_000);
    const recipient = await shop.recipient(s.token);
    const res = await Promise.all(
      Array.from({ length: 4 }, () =>
        shop.order(s.token, { items: [{ product_id: p, quantity: 4 }], recipient_id: recipient, transmit_id: 3 }),
      ),
    );
    expect(res.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409]);
    for (const r of res.filter((x) => x.statusCode === 409)) expect(r.json().error_message).toContain(LIMIT_TEXT);
    expect(await shop.stockOf(p)).toBe(92);
  });
});

describeEachBackend(
  'the unpaid-units limit is a setting',
  (api) => {
    const shop = shopClient(api);
    it('MAX_UNPAID_UNITS_PER_PRODUCT=3: the fourth unit waits for a payment', async () => {
      const s = await shop.shopper();
      const p = await shop.product(24, 100, 100_000);
      const recipient = await shop.recipient(s.token);
      const order = (quantity: number) =>
        shop.order(s.token, { items: [{ product_id: p, quantity }], recipient_id: recipient, transmit_id: 3 });
      expect((await order(3)).statusCode).toBe(201);
      const res = await order(1);
      expect(res.statusCode).toBe(409);
      expect(res.json().error_message).toContain('از هر کالا حداکثر ۳ عدد');
    });
  },
  { MAX_UNPAID_UNITS_PER_PRODUCT: '3' },
);
