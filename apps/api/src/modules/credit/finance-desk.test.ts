import { api as endpoints, type CipOrder, cipserviceEndpoints as cip } from '@vip/contract';
import { OrderStatus, PaymentStatus } from '@vip/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend, type TestApi } from '../../../test/helpers';
import { outbox } from '../../outbox/schema';
import { cipFlightOrders, cipFlights, cipReservations } from '../cipservice/schema';
import { bookingBody, cipOf, flightWithServices, passenger, signIn } from '../cipservice/test-util';
import { creditTransactions } from '../credit/schema';
import { payments } from '../payment/schema';
import { startPayment } from '../payment/service';
import { auditOf, balanceOf, flightDepartsIn, paidBooking, staffToken } from './test-util';

const smsOf = (api: () => TestApi, mobile: string, template: string) =>
  api()
    .app.db.select()
    .from(outbox)
    .where(and(eq(outbox.recipient, mobile), eq(outbox.template, template)));

/** Moves the flights of an order into the past (the flight has left), as the desk sees it after the fact. */
async function flightLeft(api: () => TestApi, orderId: number) {
  const flightIds = api()
    .app.db.select({ id: cipFlightOrders.flightId })
    .from(cipFlightOrders)
    .where(eq(cipFlightOrders.orderId, orderId));
  await api()
    .app.db.update(cipFlights)
    .set({ departureAt: sql`now() - interval '3 hours'`, arrivalAt: sql`now() - interval '1 hour'` })
    .where(inArray(cipFlights.id, flightIds));
}

/** A pending bank top-up of a member, started a while ago (past the bank's window). */
async function bankTopUp(api: () => TestApi, memberId: number, amount: number, minutesAgo = 30) {
  const started = await startPayment(api().app.payments, {
    memberId,
    topupAmount: amount,
    gateway: 'sandbox',
    useWallet: false,
    clientIp: '127.0.0.1',
  });
  const id = started.payment_id!;
  await api()
    .app.db.update(payments)
    .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where(eq(payments.id, id));
  return id;
}
/** What the sandbox bank's «پرداخت» button stores: its verify then answers paid. */
const payAtBank = (api: () => TestApi, id: number) =>
  api().app.db.update(payments).set({ sandboxDecision: 'pay' }).where(eq(payments.id, id));

describeEachBackend('back office: no-show, re-verification, reconciliation, refunds', (api, backend) => {
  it('VIP desk: a no-show only after the flight of a confirmed booking; completed, nothing refunded, SMS', async () => {
    const { member, order } = await paidBooking(api, 'EK 972', 9);
    const desk = await staffToken(api, 'vip_desk');
    const [reservation] = await api()
      .app.db.select({ id: cipReservations.id })
      .from(cipReservations)
      .where(eq(cipReservations.orderId, order.id));
    const noShow = () => api().call(endpoints.adminCipNoShow, { params: { id: reservation.id }, token: desk.token });

    // Not yet confirmed by the airport: no no-show.
    expect((await noShow()).statusCode).toBe(409);
    expect(
      (await api().call(endpoints.adminConfirmCipBooking, { params: { id: order.id }, token: desk.token })).statusCode,
    ).toBe(200);
    // Confirmed, but the flight has not left yet.
    const early = await noShow();
    expect(early.statusCode).toBe(409);
    expect(early.json().error_message).toMatch(/زمان پرواز/);

    await flightLeft(api, order.id);
    const marked = await noShow();
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data).toMatchObject({
      reservation_id: reservation.id,
      status: OrderStatus.completed,
      payment_status: PaymentStatus.paid,
      refunded_amount: 0,
    });
    // The member sees a served (completed) booking and no money back.
    const seen = (await api().call(cip.getCipOrder, { params: { id: order.id }, token: member.token })).json()
      .data as CipOrder;
    expect(seen.status).toBe(OrderStatus.completed);
    expect(await balanceOf(api, member.token)).toBe(0);
    const sms = await smsOf(api, member.mobile, 'cip-no-show');
    expect(sms).toHaveLength(1);
    expect(sms[0].body).toMatch(/عدم حضور/);
    // Twice is refused; the desk's check-in view shows the mark.
    expect((await noShow()).statusCode).toBe(409);
    const view = await api().call(endpoints.adminGetCheckIn, {
      params: { reference: order.reference },
      token: desk.token,
    });
    expect(view.json().data.reservations[0].no_show_at).toBe(marked.json().data.no_show_at);
    const [entry] = await auditOf(api, { action: 'adminCipNoShow', entity_id: String(order.id) });
    expect(entry).toMatchObject({ staff_id: desk.staffId });
    expect(entry.before.status).toBe(OrderStatus.providerConfirmed);
    expect(entry.after).toMatchObject({ status: OrderStatus.completed, reservation_id: reservation.id });
  });

  it('VIP desk: every change the customer should know sends one SMS (confirm, check-in, refuse)', async () => {
    const desk = await staffToken(api, 'vip_desk');
    const { member, order } = await paidBooking(api, 'IR 721', 8);
    await api().call(endpoints.adminConfirmCipBooking, { params: { id: order.id }, token: desk.token });
    await flightDepartsIn(api, order.id, 3);
    const checkedIn = await api().call(endpoints.adminCheckIn, {
      params: { reference: order.reference },
      token: desk.token,
    });
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    expect(await smsOf(api, member.mobile, 'cip-confirmed')).toHaveLength(1);
    const served = await smsOf(api, member.mobile, 'cip-checked-in');
    expect(served).toHaveLength(1);
    expect(served[0].body).toContain('پذیرش');

    const refused = await paidBooking(api, 'IR 721', 9);
    await api().call(endpoints.adminRefuseCipBooking, {
      params: { id: refused.order.id },
      body: { reason: 'سالن در تعمیر است' },
      token: desk.token,
    });
    expect(await smsOf(api, refused.member.mobile, 'cip-canceled')).toHaveLength(1);
  });

  it('finance: lists a bank payment past the window and verifies it again through the core (once)', async () => {
    const member = await signIn(api);
    const finance = await staffToken(api, 'finance');
    const fresh = await bankTopUp(api, member.memberId, 4_000_000, 1);
    const overdue = await bankTopUp(api, member.memberId, 6_000_000, 30);
    const listed = async () =>
      (await api().call(endpoints.adminListPaymentsToVerify, { token: finance.token }))
        .json()
        .data.map((p: { id: number }) => p.id);
    expect(await listed()).toContain(overdue);
    expect(await listed()).not.toContain(fresh);

    // The bank has no answer yet: still pending, the attempt counted.
    const unknown = await api().call(endpoints.adminVerifyPayment, { params: { id: overdue }, token: finance.token });
    expect(unknown.statusCode, unknown.body).toBe(200);
    expect(unknown.json().data).toMatchObject({ state: 'pending', verify_attempts: 1 });

    await payAtBank(api, overdue);
    const paid = await api().call(endpoints.adminVerifyPayment, { params: { id: overdue }, token: finance.token });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ state: 'paid', amount: 6_000_000 });
    expect(await balanceOf(api, member.token)).toBe(6_000_000);
    expect(await listed()).not.toContain(overdue);
    const again = await api().call(endpoints.adminVerifyPayment, { params: { id: overdue }, token: finance.token });
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(api, member.token)).toBe(6_000_000);
    const entries = await auditOf(api, { action: 'adminVerifyPayment', entity_id: String(overdue) });
    expect(entries.map((e) => e.after.state)).toEqual(['paid', 'pending']);
  });

  it('finance: the day’s reconciliation counts bank payments and ledger entries and lists a lost top-up', async () => {
    const member = await signIn(api);
    const finance = await staffToken(api, 'finance');
    const read = async () => {
      const res = await api().call(endpoints.adminReconciliation, { token: finance.token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const before = await read();
    // The demo seed's own day is consistent: nothing to reconcile before anything happens.
    expect(before.issues).toEqual([]);
    const id = await bankTopUp(api, member.memberId, 2_500_000);
    await payAtBank(api, id);
    await api().call(endpoints.adminVerifyPayment, { params: { id }, token: finance.token });
    const after = await read();
    expect(after.date).toBe(before.date);
    expect(after.gateway.topups.count - before.gateway.topups.count).toBe(1);
    expect(after.gateway.topups.sum - before.gateway.topups.sum).toBe(2_500_000);
    expect(after.ledger.topup.sum - before.ledger.topup.sum).toBe(2_500_000);
    expect(after.issues.filter((i: { payment_id: number }) => i.payment_id === id)).toEqual([]);

    // A booking paid at the bank today, and a refund of part of it to the wallet: both agree with the ledger.
    const { flight, services } = await flightWithServices(api, 'IR 677', 12);
    const created = await api().call(cip.createCipOrder, {
      body: bookingBody(flight.id, [{ reservation_type: 0, service_id: cipOf(services.departure).id }], [passenger()]),
      token: member.token,
    });
    const booking = created.json().data as CipOrder;
    const started = await startPayment(api().app.payments, {
      memberId: member.memberId,
      orderId: booking.id,
      gateway: 'sandbox',
      useWallet: false,
      clientIp: '127.0.0.1',
    });
    await api()
      .app.db.update(payments)
      .set({ createdAt: new Date(Date.now() - 30 * 60_000) })
      .where(eq(payments.id, started.payment_id!));
    await payAtBank(api, started.payment_id!);
    await api().call(endpoints.adminVerifyPayment, { params: { id: started.payment_id! }, token: finance.token });
    const refunded = await api().call(endpoints.adminRefundOrder, {
      params: { id: booking.id },
      body: { amount: 1_000_000, reason: 'تأخیر در خدمت' },
      token: finance.token,
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const withOrder = await read();
    expect(withOrder.gateway.orders.count - after.gateway.orders.count).toBe(1);
    expect(withOrder.gateway.orders.sum - after.gateway.orders.sum).toBe(booking.total_price);
    expect(withOrder.ledger.refund.sum - after.ledger.refund.sum).toBe(1_000_000);
    expect(withOrder.issues).toEqual([]);

    // A bank top-up marked paid whose ledger entry never came (a settlement lost): listed with its amount.
    const lost = await bankTopUp(api, member.memberId, 1_200_000);
    await api()
      .app.db.update(payments)
      .set({ state: 'paid', paidAt: new Date(), settledAt: new Date() })
      .where(eq(payments.id, lost));
    const withLoss = await read();
    expect(withLoss.issues).toContainEqual(
      expect.objectContaining({ kind: 'topup_not_in_ledger', payment_id: lost, amount: 1_200_000 }),
    );
    expect(withLoss.gateway.topups.sum - withLoss.ledger.topup.sum).toBe(
      after.gateway.topups.sum - after.ledger.topup.sum + 1_200_000,
    );
    // Another day has none of it.
    const other = await api().call(endpoints.adminReconciliation, {
      query: { date: '2020-01-01' },
      token: finance.token,
    });
    expect(other.json().data.gateway.total).toEqual({ count: 0, sum: 0 });
  });

  it('finance: refunds part of a paid order to the wallet with a reason, never more than it received', async () => {
    const { member, order } = await paidBooking(api, 'EK 972', 11);
    const finance = await staffToken(api, 'finance');
    const refund = (amount: number, reason?: string) =>
      api().call(endpoints.adminRefundOrder, {
        params: { id: order.id },
        body: { amount, reason },
        token: finance.token,
      });
    expect((await refund(1_000_000)).statusCode).toBe(400);
    const part = await refund(1_000_000, 'تأخیر در خدمت ترانسفر');
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data).toMatchObject({ refunded_amount: 1_000_000, status: OrderStatus.providerPending });
    expect(await balanceOf(api, member.token)).toBe(1_000_000);
    expect((await refund(order.total_price, 'بازگشت کامل')).statusCode).toBe(409);
    expect(await balanceOf(api, member.token)).toBe(1_000_000);
    const [ledger] = await api()
      .app.db.select()
      .from(creditTransactions)
      .where(and(eq(creditTransactions.orderId, order.id), eq(creditTransactions.kind, 'refund')));
    expect(ledger.note).toContain('تأخیر در خدمت ترانسفر');
    expect(await smsOf(api, member.mobile, 'order-refunded')).toHaveLength(1);
    const [entry] = await auditOf(api, { action: 'adminRefundOrder', entity_id: String(order.id) });
    expect(entry.note).toBe('تأخیر در خدمت ترانسفر');
  });

  it('settles concurrent re-verifications of one payment once (PostgreSQL)', async () => {
    if (backend !== 'postgres') return;
    const member = await signIn(api);
    const finance = await staffToken(api, 'finance');
    const id = await bankTopUp(api, member.memberId, 3_300_000);
    await payAtBank(api, id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        api().call(endpoints.adminVerifyPayment, { params: { id }, token: finance.token }),
      ),
    );
    // Each click answers the settled payment (or 409 when it was settled before the click looked); money moves once.
    for (const r of answers) {
      expect([200, 409], r.body).toContain(r.statusCode);
      if (r.statusCode === 200) expect(r.json().data.state).toBe('paid');
    }
    expect(await balanceOf(api, member.token)).toBe(3_300_000);
    const topups = await api()
      .app.db.select()
      .from(creditTransactions)
      .where(and(eq(creditTransactions.paymentId, id), eq(creditTransactions.kind, 'topup')));
    expect(topups).toHaveLength(1);
  });
});
