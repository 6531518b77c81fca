import { api as endpoints } from '@vip/contract';
import { OrderStatus } from '@vip/domain';
import { and, desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { topUp } from '../cipservice/test-util';
import { outbox } from '../../outbox/schema';
import { auditOf, staffToken } from '../admin/test-util';
import { products } from '../product/schema';
import { shopClient } from './test-util';

describeEachBackend('back office fulfilment desk', (api, backend) => {
  // One client for the file: each shopper gets a mobile of its own (a fresh client would reuse the first).
  const shop = shopClient(api);

  it('ships a paid order with a tracking number (SMS, no member cancel after) and marks it delivered', async () => {
    const s = await shop.shopper();
    const product = await shop.product(2, 5, 12_000_000);
    const order = (
      await shop.order(s.token, {
        items: [{ product_id: product, quantity: 1 }],
        recipient_id: await shop.recipient(s.token),
      })
    ).json().data;
    const desk = await staffToken(api, 'fulfilment');

    // Unpaid: not in the queue, cannot be shipped.
    const queue = async () =>
      (await api().call(endpoints.adminListStoreOrders, { token: desk.token }))
        .json()
        .data.map((o: { order_id: number }) => o.order_id);
    expect(await queue()).not.toContain(order.id);
    expect(
      (
        await api().call(endpoints.adminShipStoreOrder, {
          params: { id: order.id },
          body: { tracking_number: '123456789012' },
          token: desk.token,
        })
      ).statusCode,
    ).toBe(409);

    await topUp(api().app.db, s.memberId, order.total_price);
    expect((await shop.pay(s.token, order.id, { gateway: 'credit', use_wallet: true })).json().data.paid).toBe(true);
    expect(await queue()).toContain(order.id);
    // Delivered before shipping is refused.
    expect(
      (await api().call(endpoints.adminDeliverStoreOrder, { params: { id: order.id }, token: desk.token })).statusCode,
    ).toBe(409);

    const shipped = await api().call(endpoints.adminShipStoreOrder, {
      params: { id: order.id },
      body: { tracking_number: '۱۲۳۴۵۶۷۸۹۰۱۲' },
      token: desk.token,
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().data).toMatchObject({
      tracking_number: '123456789012',
      recipient_name: 'رضا کریمی',
      delivered_at: null,
    });
    expect(await queue()).not.toContain(order.id);
    const sms = await api()
      .app.db.select()
      .from(outbox)
      .where(and(eq(outbox.recipient, s.mobile), eq(outbox.template, 'store-shipped')));
    expect(sms).toHaveLength(1);
    // A number a person reads: the digits of the reference and of a numeric tracking code are Persian.
    expect(sms[0].body).toContain('۱۲۳۴۵۶۷۸۹۰۱۲');
    expect((await shop.orderOf(s.token, order.id)).can_cancel).toBe(false);
    expect(
      (await api().call(endpoints.cancelStoreOrder, { params: { id: order.id }, body: {}, token: s.token })).statusCode,
    ).toBe(409);
    expect(
      (
        await api().call(endpoints.adminShipStoreOrder, {
          params: { id: order.id },
          body: { tracking_number: '999999999' },
          token: desk.token,
        })
      ).statusCode,
    ).toBe(409);

    const delivered = await api().call(endpoints.adminDeliverStoreOrder, {
      params: { id: order.id },
      token: desk.token,
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().data.status).toBe(OrderStatus.completed);
    expect((await shop.orderOf(s.token, order.id)).status).toBe(OrderStatus.completed);
    const onTheWay = await api().call(endpoints.adminListStoreOrders, {
      query: { stage: 'delivered' },
      token: desk.token,
    });
    expect(onTheWay.json().data.map((o: { order_id: number }) => o.order_id)).toContain(order.id);

    const { token } = await staffToken(api, 'admin');
    const audit = (
      await api().call(endpoints.adminListAudit, { query: { entity: 'order', entity_id: String(order.id) }, token })
    ).json().data;
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['adminDeliverStoreOrder', 'adminShipStoreOrder']);
    expect(audit[1].after.tracking_number).toBe('123456789012');
  });

  it('the queue is a packing list: each line and its quantity, where it goes, and the method with its promised days', async () => {
    const s = await shop.shopper();
    await shop.product(2, 5, 12_000_000);
    await shop.product(3, 5, 4_000_000);
    const order = (
      await shop.order(s.token, {
        items: [
          { product_id: 2, quantity: 2 },
          { product_id: 3, quantity: 1 },
        ],
        recipient_id: await shop.recipient(s.token),
      })
    ).json().data;
    await topUp(api().app.db, s.memberId, order.total_price);
    expect((await shop.pay(s.token, order.id, { gateway: 'credit', use_wallet: true })).json().data.paid).toBe(true);
    const desk = await staffToken(api, 'fulfilment');
    const transmit = (await api().call(endpoints.getTransmit, { params: { id: 1 } })).json().data;
    const row = (await api().call(endpoints.adminListStoreOrders, { token: desk.token }))
      .json()
      .data.find((o: { order_id: number }) => o.order_id === order.id);
    const bought = (await shop.orderOf(s.token, order.id)).items as { title: string }[];
    expect(row).toMatchObject({
      items: [
        { product_id: 2, title: bought[0].title, quantity: 2 },
        { product_id: 3, title: bought[1].title, quantity: 1 },
      ],
      postal_code: '1919613111',
      address: 'تهران، خیابان شریعتی، کوچهٔ یاس، پلاک ۴',
      shipping: {
        title: transmit.title,
        delivery_days_min: transmit.delivery_days_min,
        delivery_days_max: transmit.delivery_days_max,
      },
    });
    expect(row.city).not.toBe('');
    expect(row.province).not.toBe('');
  });

  it('fulfilment: adjusts stock with a reason, never below zero; audited', async () => {
    const desk = await staffToken(api, 'fulfilment');
    const [product] = await api().app.db.select({ id: products.id }).from(products).orderBy(products.id).limit(1);
    await api().app.db.update(products).set({ stock: 4 }).where(eq(products.id, product.id));
    const adjust = (delta: number, reason?: string) =>
      api().call(endpoints.adminAdjustStock, {
        params: { id: product.id },
        body: { delta, reason },
        token: desk.token,
      });
    expect((await adjust(5)).statusCode).toBe(400);
    const received = await adjust(6, 'رسید انبار از تأمین‌کننده');
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().data).toMatchObject({ product_id: product.id, stock: 10, delta: 6 });
    const tooMany = await adjust(-11, 'شمارش انبار');
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error_message).toMatch(/موجودی/);
    expect((await adjust(-10, 'آسیب‌دیدگی در انبار')).json().data.stock).toBe(0);
    const entries = await auditOf(api, { action: 'adminAdjustStock', entity_id: String(product.id) });
    expect(entries[0]).toMatchObject({ note: 'آسیب‌دیدگی در انبار', before: { stock: 10 }, after: { stock: 0 } });
    expect(entries).toHaveLength(2);
  });

  it('fulfilment: concurrent stock adjustments never lose a unit nor go below zero (PostgreSQL)', async () => {
    if (backend !== 'postgres') return;
    const desk = await staffToken(api, 'fulfilment');
    const [product] = await api().app.db.select({ id: products.id }).from(products).orderBy(desc(products.id)).limit(1);
    await api().app.db.update(products).set({ stock: 5 }).where(eq(products.id, product.id));
    const adjust = (delta: number) =>
      api().call(endpoints.adminAdjustStock, {
        params: { id: product.id },
        body: { delta, reason: 'آزمون هم‌زمانی' },
        token: desk.token,
      });
    const takes = await Promise.all(Array.from({ length: 9 }, () => adjust(-1)));
    expect(takes.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(takes.filter((r) => r.statusCode === 409)).toHaveLength(4);
    await Promise.all(Array.from({ length: 8 }, () => adjust(2)));
    const [after] = await api()
      .app.db.select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id));
    expect(after.stock).toBe(16);
  });
});
