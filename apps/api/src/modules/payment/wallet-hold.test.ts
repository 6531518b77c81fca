import { api as endpoints } from '@vip/contract';
import { formatToman, OrderStatus, PaymentStatus } from '@vip/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { bookingBody, cipOf, flightWithServices, topUp } from '../cipservice/test-util';
import { creditTransactions } from '../credit/schema';
import { orders } from '../order/schema';
import { shopClient } from '../store/test-util';
import { payments } from './schema';

describeEachBackend('wallet first, bank for the rest: the wallet part is held until the bank pays', (api) => {
  const shop = shopClient(api);
  const db = () => api().app.db;

  /** A member with `wallet` Rials and an unpaid store order of `price` Rials (one unit of product `productId`). */
  async function memberWithOrder(wallet: number, price: number, productId = 12) {
    const s = await shop.shopper();
    if (wallet > 0) await topUp(db(), s.memberId, wallet);
    const recipient = await shop.recipient(s.token);
    const order = await newOrder(s.token, recipient, price, productId);
    return { s, recipient, order };
  }
  async function newOrder(token: string, recipient: number, price: number, productId = 12) {
    await shop.product(productId, 1000, price);
    const res = await shop.order(token, {
      items: [{ product_id: productId, quantity: 1 }],
      recipient_id: recipient,
      transmit_id: 3,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; total_price: number; reference: string };
  }
  const ledgerOf = (memberId: number) =>
    db()
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.memberId, memberId))
      .orderBy(asc(creditTransactions.id));
  const payment = async (token: string, id: number) =>
    (await api().call(endpoints.getPayment, { token, params: { id } })).json().data;

  for (const action of ['cancel', 'fail'] as const) {
    it(`the member ${action === 'cancel' ? 'cancels at the bank' : 'meets a bank error'}: the held part is back at once, the result says so, paying again holds it again`, async () => {
      const { s, order } = await memberWithOrder(300_000, 1_000_000);
      const total = order.total_price;
      const start = await shop.pay(s.token, order.id, { use_wallet: true });
      expect(start.json().data).toMatchObject({ paid: false, wallet_amount: 300_000, bank_amount: total - 300_000 });
      // Held: not available, not spent on the order.
      expect(await shop.balance(s.token)).toBe(0);
      expect((await shop.orderOf(s.token, order.id)).paid_amount).toBe(0);

      const back = await shop.bank(start.json().data.redirect_url, action);
      expect(back.searchParams.get('state')).toBe(action === 'cancel' ? 'canceled' : 'failed');
      expect(await shop.balance(s.token)).toBe(300_000);
      const p = await payment(s.token, start.json().data.payment_id);
      expect(p).toMatchObject({ wallet_amount: 300_000, wallet_released: 300_000 });
      expect(p.message).toContain(`مبلغ ${formatToman(300_000)} از کیف پول شما به حساب برگشت.`);
      // Another member asking for this payment's result gets a 404, as if it did not exist.
      const other = await shop.shopper();
      const theirs = await api().call(endpoints.getPayment, {
        params: { id: start.json().data.payment_id },
        token: other.token,
      });
      expect(theirs.statusCode).toBe(404);
      expect((await ledgerOf(s.memberId)).map((t) => [t.kind, t.amount, t.balanceAfter])).toEqual([
        ['topup', 300_000, 300_000],
        ['hold', -300_000, 0],
        ['release', 300_000, 300_000],
      ]);
      const after = await shop.orderOf(s.token, order.id);
      expect(after).toMatchObject({ status: OrderStatus.newOrder, paid_amount: 0, can_pay: true });

      const again = await shop.pay(s.token, order.id, { use_wallet: true });
      expect(again.json().data).toMatchObject({ wallet_amount: 300_000, bank_amount: total - 300_000 });
      expect(await shop.balance(s.token)).toBe(0);
      await shop.bank(again.json().data.redirect_url, 'pay');
      expect(await shop.orderOf(s.token, order.id)).toMatchObject({
        payment_status: PaymentStatus.paid,
        paid_amount: total,
      });
      expect(await shop.balance(s.token)).toBe(0);
    });
  }

  it('the bank pays: the hold becomes the spend (hold, release, payment), the order is paid in full', async () => {
    const { s, order } = await memberWithOrder(400_000, 1_000_000);
    const start = (await shop.pay(s.token, order.id, { use_wallet: true })).json().data;
    await shop.bank(start.redirect_url, 'pay');
    const after = await shop.orderOf(s.token, order.id);
    expect(after).toMatchObject({ payment_status: PaymentStatus.paid, paid_amount: order.total_price });
    expect(after.payments.map((x: { gateway: string; state: string }) => [x.gateway, x.state]).sort()).toEqual([
      ['credit', 'paid'],
      ['sandbox', 'paid'],
    ]);
    expect(await payment(s.token, start.payment_id)).toMatchObject({ wallet_amount: 400_000, wallet_released: 0 });
    expect((await ledgerOf(s.memberId)).map((t) => [t.kind, t.amount])).toEqual([
      ['topup', 400_000],
      ['hold', -400_000],
      ['release', 400_000],
      ['payment', -400_000],
    ]);
    expect(await shop.balance(s.token)).toBe(0);
  });

  it('cancelling an unpaid store order that holds wallet money gives it back at once', async () => {
    const { s, order } = await memberWithOrder(250_000, 900_000);
    await shop.pay(s.token, order.id, { use_wallet: true });
    expect(await shop.balance(s.token)).toBe(0);
    const cancel = await api().call(endpoints.cancelStoreOrder, {
      token: s.token,
      params: { id: order.id },
      body: { reason: 'منصرف شدم' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await shop.balance(s.token)).toBe(250_000);
    expect((await ledgerOf(s.memberId)).map((t) => t.kind)).toEqual(['topup', 'hold', 'release']);
  });

  it('cancelling an unpaid VIP booking that holds wallet money gives it back at once', async () => {
    const member = await shop.shopper();
    const { flight, services } = await flightWithServices(api, 'W5 1061', 8);
    const created = await api().call(endpoints.createCipOrder, {
      body: bookingBody(flight.id, [{ reservation_type: 0, service_id: cipOf(services.departure).id }]),
      token: member.token,
    });
    expect(created.statusCode, created.body).toBe(201);
    const booking = created.json().data as { id: number; total_price: number };
    const wallet = Math.floor(booking.total_price / 2);
    await topUp(db(), member.memberId, wallet);
    const pay = await api().call(endpoints.payCipOrder, {
      params: { id: booking.id },
      body: { use_wallet: true },
      token: member.token,
    });
    expect(pay.json().data).toMatchObject({ paid: false, wallet_amount: wallet });
    expect(await shop.balance(member.token)).toBe(0);
    const cancel = await api().call(endpoints.cancelCipOrder, {
      params: { id: booking.id },
      body: {},
      token: member.token,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await shop.balance(member.token)).toBe(wallet);
    expect((await ledgerOf(member.memberId)).map((t) => [t.kind, t.amount])).toEqual([
      ['topup', wallet],
      ['hold', -wallet],
      ['release', wallet],
    ]);
  });

  it('an unpaid order that expires gives its held part back; the bank paying afterwards goes to the wallet too', async () => {
    const { s, order } = await memberWithOrder(200_000, 800_000);
    const start = (await shop.pay(s.token, order.id, { use_wallet: true })).json().data;
    // The member never comes back from the bank; long after, the loop fails the payment and expires the order.
    await api().app.paymentLoop.run({ now: new Date(Date.now() + 6 * 3600_000) });
    const after = await shop.orderOf(s.token, order.id);
    expect(after.status).toBe(OrderStatus.canceled);
    expect(await shop.balance(s.token)).toBe(200_000);
    expect(await payment(s.token, start.payment_id)).toMatchObject({ state: 'failed', wallet_released: 200_000 });
    expect((await ledgerOf(s.memberId)).filter((t) => t.kind === 'release')).toHaveLength(1);
  });

  it('two wallet+bank payments started at once never hold more than the wallet has', async () => {
    const s = await shop.shopper();
    await topUp(db(), s.memberId, 500_000);
    const recipient = await shop.recipient(s.token);
    const a = await newOrder(s.token, recipient, 700_000, 13);
    const b = await newOrder(s.token, recipient, 700_000, 13);
    const [pa, pb] = await Promise.all([
      shop.pay(s.token, a.id, { use_wallet: true }),
      shop.pay(s.token, b.id, { use_wallet: true }),
    ]);
    expect([pa.statusCode, pb.statusCode]).toEqual([200, 200]);
    const held = [pa.json().data.wallet_amount, pb.json().data.wallet_amount].sort();
    expect(held).toEqual([0, 500_000]);
    expect(await shop.balance(s.token)).toBe(0);
  });

  it('concurrent starts, bank answers, repeated callbacks, cancels and expiry keep balance == ledger, never negative, one release per hold', async () => {
    const s = await shop.shopper();
    const recipient = await shop.recipient(s.token);
    const made: Awaited<ReturnType<typeof newOrder>>[] = [];
    for (let i = 0; i < 8; i++) made.push(await newOrder(s.token, recipient, 1_500_000, 14));
    // Eight bank payments, each with 300,000 Rials of the wallet held beside it.
    const started = [];
    for (const o of made) {
      await topUp(db(), s.memberId, 300_000);
      const r = await shop.pay(s.token, o.id, { use_wallet: true });
      expect(r.json().data, r.body).toMatchObject({ paid: false, wallet_amount: 300_000 });
      started.push(r.json().data);
    }
    const W = 8 * 300_000;
    expect(await shop.balance(s.token)).toBe(0);

    // Each payment meets its own mix of a bank answer, two callbacks, a member's cancel and the expiry loop at once.
    const actions = ['pay', 'cancel', 'fail', 'pay', 'none', 'pay', 'fail', 'cancel'] as const;
    await Promise.all(
      started.map(async (d, i) => {
        const page = new URL(d.redirect_url).pathname;
        const action = actions[i];
        if (action !== 'none') {
          await api().app.inject({
            method: 'POST',
            url: page,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: `action=${action}`,
          });
        }
        const authority = page.split('/').pop();
        const callback = () =>
          api().app.inject({ method: 'GET', url: `/v1/payment/fa/callback/sandbox?Authority=${authority}` });
        await Promise.all([
          callback(),
          callback(),
          i % 2 === 0
            ? api().call(endpoints.cancelStoreOrder, { token: s.token, params: { id: made[i].id }, body: {} })
            : Promise.resolve(),
          i % 3 === 0 ? api().app.paymentLoop.run({ now: new Date(Date.now() + 6 * 3600_000) }) : Promise.resolve(),
        ]);
      }),
    );
    // Whatever is still open ends now: every pending payment fails, every unpaid order expires.
    await api().app.paymentLoop.run({ now: new Date(Date.now() + 6 * 3600_000) });

    const ledger = await ledgerOf(s.memberId);
    let running = 0;
    for (const t of ledger) {
      running += t.amount;
      expect(t.balanceAfter).toBe(running);
      expect(t.balanceAfter).toBeGreaterThanOrEqual(0);
    }
    const balance = await shop.balance(s.token);
    expect(balance).toBe(running);
    // Every hold ended exactly once.
    const holds = ledger.filter((t) => t.kind === 'hold').map((t) => t.paymentId);
    const releases = ledger.filter((t) => t.kind === 'release').map((t) => t.paymentId);
    expect([...releases].sort()).toEqual([...holds].sort());
    // Money kept: the wallet plus what banks paid, less what orders kept.
    const ids = made.map((o) => o.id);
    const bankPaid = await db()
      .select({ sum: sql<string>`coalesce(sum(${payments.amount}), 0)` })
      .from(payments)
      .where(and(inArray(payments.orderId, ids), eq(payments.state, 'paid'), sql`${payments.gateway} <> 'credit'`));
    const kept = await db()
      .select({ sum: sql<string>`coalesce(sum(${orders.paidAmount} - ${orders.refundedAmount}), 0)` })
      .from(orders)
      .where(inArray(orders.id, ids));
    expect(balance).toBe(W + Number(bankPaid[0].sum) - Number(kept[0].sum));
    // No order paid without its money; none left unpaid and open.
    const rows = await db().select().from(orders).where(inArray(orders.id, ids));
    for (const o of rows) {
      if (o.paymentStatus === PaymentStatus.paid) expect(o.paidAmount).toBe(o.totalPrice);
      else expect(o.status).toBe(OrderStatus.canceled);
    }
  }, 120_000);
});
