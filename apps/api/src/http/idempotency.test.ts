import { api as endpoints } from '@vip/contract';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../test/helpers';
import { bookingBody, cipOf, flightWithServices } from '../modules/cipservice/test-util';
import { orders } from '../modules/order/schema';
import { shopClient } from '../modules/store/test-util';
import { idempotencyKeys } from './idempotency-schema';

describeEachBackend('Idempotency-Key in the route layer', (api) => {
  const shop = shopClient(api);
  const storeOrders = async (memberId: number) =>
    (await api().app.db.select({ id: orders.id }).from(orders).where(eq(orders.memberId, memberId))).length;

  it('replays the first answer byte for byte, refuses another body with 409, and checks the header', async () => {
    const s = await shop.shopper();
    const p = await shop.product(5, 10, 1_000_000);
    const body = { items: [{ product_id: p, quantity: 2 }], recipient_id: await shop.recipient(s.token) };
    const first = await shop.order(s.token, body, 'order-key-1');
    expect(first.statusCode, first.body).toBe(201);
    const again = await shop.order(s.token, body, 'order-key-1');
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(await shop.stockOf(p)).toBe(8);
    expect(await storeOrders(s.memberId)).toBe(1);

    const other = await shop.order(s.token, { ...body, items: [{ product_id: p, quantity: 1 }] }, 'order-key-1');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ error_code: 'idempotency_conflict' });
    expect(other.json().error_message).toMatch(/کلید تکرار/);

    for (const bad of ['x'.repeat(101), 'with space', 'کلید']) {
      const res = await shop.order(s.token, body, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error_code).toBe('validation_error');
      expect(res.json().error_message).toMatch(/Idempotency-Key/);
    }
    expect(await storeOrders(s.memberId)).toBe(1);
  });

  it('keeps keys per caller and per operation, and a failed call leaves its key free for the retry', async () => {
    const a = await shop.shopper();
    const b = await shop.shopper();
    const p = await shop.product(6, 10);
    const orderOf = async (who: typeof a) => {
      const res = await shop.order(
        who.token,
        { items: [{ product_id: p, quantity: 1 }], recipient_id: await shop.recipient(who.token) },
        'shared-key',
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };
    expect(await orderOf(a)).not.toBe(await orderOf(b));

    // The same key on another operation is another key.
    const { flight, services } = await flightWithServices(api, 'W5 1061', 9);
    const booking = bookingBody(flight.id, [{ reservation_type: 0, service_id: cipOf(services.departure).id }]);
    const cip = await api().call(
      endpoints.createCipOrder,
      { token: a.token, body: booking },
      { 'idempotency-key': 'shared-key' },
    );
    expect(cip.statusCode, cip.body).toBe(201);

    // Out of stock: refused and not remembered; once restocked, the same key and body order.
    await shop.product(6, 0);
    const body = { items: [{ product_id: p, quantity: 1 }], recipient_id: await shop.recipient(a.token) };
    expect((await shop.order(a.token, body, 'retry-key')).statusCode).toBe(409);
    await shop.product(6, 1);
    const retried = await shop.order(a.token, body, 'retry-key');
    expect(retried.statusCode, retried.body).toBe(201);
  });

  it('waits for a call with the key still running, and takes over one whose process died', async () => {
    const s = await shop.shopper();
    const p = await shop.product(8, 10);
    const body = { items: [{ product_id: p, quantity: 1 }], recipient_id: await shop.recipient(s.token) };
    const first = await shop.order(s.token, body, 'slow-key');
    expect(first.statusCode, first.body).toBe(201);
    const row = and(eq(idempotencyKeys.caller, `member:${s.memberId}`), eq(idempotencyKeys.key, 'slow-key'));
    const db = api().app.db;
    // As if the first call were still running: the second waits, then answers what the first stores.
    await db.update(idempotencyKeys).set({ status: null, answer: null }).where(row);
    const waiting = shop.order(s.token, body, 'slow-key');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await db.update(idempotencyKeys).set({ status: 201, answer: first.body }).where(row);
    expect((await waiting).body).toBe(first.body);

    // A claim left unanswered for minutes belongs to a process that died: the next call does the work.
    await db
      .update(idempotencyKeys)
      .set({ status: null, answer: null, claimedAt: new Date(Date.now() - 10 * 60_000) })
      .where(row);
    const taken = await shop.order(s.token, body, 'slow-key');
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json().data.id).not.toBe(first.json().data.id);
    expect((await shop.order(s.token, body, 'slow-key')).body).toBe(taken.body);
  });

  it('lets one of many concurrent calls with a key do the work; the others get its answer', async () => {
    const s = await shop.shopper();
    const p = await shop.product(7, 50);
    const body = { items: [{ product_id: p, quantity: 1 }], recipient_id: await shop.recipient(s.token) };
    const answers = await Promise.all(Array.from({ length: 8 }, () => shop.order(s.token, body, 'racing-key')));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((r) => r.json().data.id)).size).toBe(1);
    expect(await storeOrders(s.memberId)).toBe(1);
    expect(await shop.stockOf(p)).toBe(49);

    // Different bodies racing under one key: one orders, the rest are 409.
    const mixed = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((quantity) =>
        shop.order(s.token, { ...body, items: [{ product_id: p, quantity }] }, 'racing-key-2'),
      ),
    );
    expect(mixed.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await storeOrders(s.memberId)).toBe(2);
  });

  it('declares the header on every idempotent operation of the document', async () => {
    const doc = (await api().app.inject({ method: 'GET', url: '/docs/json' })).json();
    const headerOf = (path: string) =>
      doc.paths[path].post.parameters?.find((x: { in: string; name: string }) => x.in === 'header');
    for (const e of [endpoints.createStoreOrder, endpoints.createCipOrder]) {
      expect(headerOf(e.path), e.operationId).toMatchObject({ name: 'Idempotency-Key', required: false });
    }
  });
});
