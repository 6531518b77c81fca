import { api as endpoints } from '@vip/contract';
import { PaymentStatus } from '@vip/domain';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { creditTransactions } from '../credit/schema';
import { orderStatusHistory, orders } from '../order/schema';
import { discountCodes } from './schema';
import { shopClient } from './test-util';

/**
 * The money rules under concurrency (docs/payments.md), proved on real PostgreSQL where requests really run at once
 * (PGlite has one connection, so these run only when TEST_DATABASE_URL is set).
 */
describeEachBackend('money rules under concurrency', (api, backend) => {
  const shop = shopClient(api);
  const onPostgres = it.runIf(backend === 'postgres');
  /** How many answers had each status code. */
  const statuses = (responses: { statusCode: number }[]) => {
    const counts: Record<number, number> = {};
    for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
    return counts;
  };

  /** Presses «پرداخت» at the sandbox bank without coming back: the callback is then sent `n` times at once. */
  async function pressPay(redirectUrl: string) {
    const path = new URL(redirectUrl).pathname;
    const press = await api().app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    return new URL(String(press.headers.location));
  }
  const callbacks = (url: URL, n: number) =>
    Promise.all(
      Array.from({ length: n }, () => api().app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })),
    );

  onPostgres('100 concurrent callbacks for one top-up: one paid transition, one ledger entry', async () => {
    const s = await shop.shopper();
    const start = (await api().call(endpoints.startCreditTopup, { token: s.token, body: { amount: 3_000_000 } })).json()
      .data;
    const res = await callbacks(await pressPay(start.redirect_url), 100);
    expect(statuses(res)).toEqual({ 302: 100 });
    const entries = await api()
      .app.db.select()
      .from(creditTransactions)
      .where(eq(creditTransactions.paymentId, start.payment_id));
    expect(entries).toHaveLength(1);
    expect(await shop.balance(s.token)).toBe(3_000_000);
  });

  onPostgres('100 concurrent callbacks for one order payment: paid once, counted once', async () => {
    const s = await shop.shopper();
    const p = await shop.product(11, 10, 900_000);
    const recipient = await shop.recipient(s.token);
    const order = (
      await shop.order(s.token, { items: [{ product_id: p, quantity: 1 }], recipient_id: recipient, transmit_id: 3 })
    ).json().data;
    const start = (await shop.pay(s.token, order.id)).json().data;
    await callbacks(await pressPay(start.redirect_url), 100);
    const paidMoves = await api()
      .app.db.select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.machine, 'payment')));
    expect(paidMoves.map((h) => h.toStatus)).toEqual([PaymentStatus.paid]);
    const [row] = await api().app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.paidAmount).toBe(900_000);
    expect(await shop.balance(s.token)).toBe(0);
  });

  onPostgres('50 concurrent orders for a product with stock 10: exactly 10 succeed', async () => {
    const s = await shop.shopper();
    const p = await shop.product(12, 10);
    const recipient = await shop.recipient(s.token);
    const res = await Promise.all(
      Array.from({ length: 50 }, () =>
        shop.order(s.token, { items: [{ product_id: p, quantity: 1 }], recipient_id: recipient }),
      ),
    );
    expect(statuses(res)).toEqual({ 201: 10, 409: 40 });
    expect(await shop.stockOf(p)).toBe(0);
  });

  onPostgres('100 concurrent wallet spends of 10% of the balance: exactly 10 succeed, never below 0', async () => {
    const s = await shop.shopper();
    const top = (await api().call(endpoints.startCreditTopup, { token: s.token, body: { amount: 10_000_000 } })).json()
      .data;
    await shop.callback((await pressPay(top.redirect_url)).toString());
    // Ten products, ten unpaid orders each: within what one member may hold unpaid of a product.
    const ps: number[] = [];
    for (let k = 0; k < 10; k++) ps.push(await shop.product(31 + k, 100, 1_000_000));
    const recipient = await shop.recipient(s.token);
    const ids: number[] = [];
    for (let i = 0; i < 100; i++) {
      const o = await shop.order(s.token, {
        items: [{ product_id: ps[i % 10], quantity: 1 }],
        recipient_id: recipient,
        transmit_id: 3,
      });
      ids.push(o.json().data.id);
    }
    const res = await Promise.all(ids.map((id) => shop.pay(s.token, id, { gateway: 'credit' })));
    expect(statuses(res)).toEqual({ 200: 10, 409: 90 });
    expect(await shop.balance(s.token)).toBe(0);
    const ledger = await api()
      .app.db.select()
      .from(creditTransactions)
      .where(eq(creditTransactions.memberId, s.memberId));
    expect(ledger.every((e) => e.balanceAfter >= 0)).toBe(true);
    expect(ledger.filter((e) => e.kind === 'payment')).toHaveLength(10);
  });

  it('the ledger is append-only: the database refuses to change or delete an entry', async () => {
    const s = await shop.shopper();
    const top = (await api().call(endpoints.startCreditTopup, { token: s.token, body: { amount: 1_000_000 } })).json()
      .data;
    await shop.callback((await pressPay(top.redirect_url)).toString());
    const db = api().app.db;
    await expect(
      db.update(creditTransactions).set({ amount: 9_000_000 }).where(eq(creditTransactions.memberId, s.memberId)),
    ).rejects.toThrow();
    await expect(db.delete(creditTransactions).where(eq(creditTransactions.memberId, s.memberId))).rejects.toThrow();
    expect(await shop.balance(s.token)).toBe(1_000_000);
  });

  onPostgres('a discount code limited to 5 uses under 30 concurrent orders: exactly 5 apply', async () => {
    await api()
      .app.db.insert(discountCodes)
      .values({ code: 'RACE5', title: 'پنج نفر اول', kind: 'fixed', value: 50_000, usageLimit: 5 });
    const s = await shop.shopper();
    const p = await shop.product(14, 100);
    const recipient = await shop.recipient(s.token);
    const res = await Promise.all(
      Array.from({ length: 30 }, () =>
        shop.order(s.token, {
          items: [{ product_id: p, quantity: 1 }],
          recipient_id: recipient,
          discount_codes: ['RACE5'],
        }),
      ),
    );
    expect(statuses(res)).toEqual({ 201: 5, 409: 25 });
    expect(res.filter((r) => r.statusCode === 201).every((r) => r.json().data.discount_total === 50_000)).toBe(true);
    const [code] = await api().app.db.select().from(discountCodes).where(eq(discountCodes.code, 'RACE5'));
    expect(code.usedCount).toBe(5);
    expect(await shop.stockOf(p)).toBe(95);
  });
});
