import { api as endpoints, type CipOrder, cipserviceEndpoints as cip, creditMemberEndpoints } from '@vip/contract';
import { OrderStatus } from '@vip/domain';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend, type TestApi } from '../../../test/helpers';
import { auditOf, balanceOf, paidBooking, smsOf, staffToken } from '../admin/test-util';
import { bookingBody, cipOf, flightWithServices, passenger, signIn } from '../cipservice/test-util';
import { orders } from '../order/schema';
import { payments } from '../payment/schema';
import { startPayment } from '../payment/service';
import { multipart, testImage, upload } from '../upload/test-util';
import { creditTransactions } from './schema';

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

describeEachBackend('finance desk (back office)', (api, backend) => {
  it('finance: approves an offline top-up once (the balance rises), refuses with a reason, adjusts with a reason', async () => {
    const member = await signIn(api);
    const finance = await staffToken(api, 'finance');
    const deposit = { value: 25_000_000, type_code: 2, cheque_date: '2026-11-20', deposit_source: 'بانک ملت شعبه ونک' };
    const first = (
      await api().call(creditMemberEndpoints.offlineIncrease, { token: member.token, body: deposit })
    ).json().data;
    const second = (
      await api().call(creditMemberEndpoints.offlineIncrease, {
        token: member.token,
        body: { ...deposit, value: 7_000_000 },
      })
    ).json().data;

    const receipt = await upload(
      api,
      creditMemberEndpoints.putCreditAttachment,
      first.id,
      member.token,
      multipart(await testImage('jpeg'), 'fish.jpg'),
    );
    expect(receipt.statusCode, receipt.body).toBe(200);

    const pending = await api().call(endpoints.adminListCreditRequests, { token: finance.token });
    expect(pending.statusCode, pending.body).toBe(200);
    const ids = pending.json().data.map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([first.id, second.id]));
    // Finance sees the receipt's file and downloads it; a request without one names none.
    const rows = pending.json().data as { id: number; receipt_name: string | null }[];
    const receiptName = rows.find((r) => r.id === first.id)?.receipt_name;
    expect(receiptName).toBe(receipt.json().data.attachment.name);
    expect(rows.find((r) => r.id === second.id)?.receipt_name).toBeNull();
    const file = await api().call(endpoints.adminGetUpload, {
      params: { name: receiptName ?? '' },
      token: finance.token,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBeGreaterThan(0);

    const approved = await api().call(endpoints.adminApproveCreditRequest, {
      params: { id: first.id },
      token: finance.token,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.state).toBe('approved');
    expect(await balanceOf(api, member.token)).toBe(25_000_000);
    expect(
      (await api().call(endpoints.adminApproveCreditRequest, { params: { id: first.id }, token: finance.token }))
        .statusCode,
    ).toBe(409);
    expect(await balanceOf(api, member.token)).toBe(25_000_000);

    const refused = await api().call(endpoints.adminRefuseCreditRequest, {
      params: { id: second.id },
      body: { reason: 'مبلغ فیش با مبلغ درخواست یکی نیست' },
      token: finance.token,
    });
    expect(refused.json().data).toMatchObject({ state: 'rejected', transaction_id: null });
    expect(await balanceOf(api, member.token)).toBe(25_000_000);
    const rejectedList = await api().call(endpoints.adminListCreditRequests, {
      query: { state: 'rejected' },
      token: finance.token,
    });
    expect(rejectedList.json().data.find((r: { id: number }) => r.id === second.id).review_note).toBe(
      'مبلغ فیش با مبلغ درخواست یکی نیست',
    );

    const noReason = await api().call(endpoints.adminAdjustCredit, {
      body: { member_id: member.memberId, amount: -1_000_000 },
      token: finance.token,
    });
    expect(noReason.statusCode).toBe(400);
    const tooMuch = await api().call(endpoints.adminAdjustCredit, {
      body: { member_id: member.memberId, amount: -30_000_000, reason: 'برگشت واریز تکراری' },
      token: finance.token,
    });
    expect(tooMuch.statusCode).toBe(409);
    const adjusted = await api().call(endpoints.adminAdjustCredit, {
      body: { member_id: member.memberId, amount: -5_000_000, reason: 'برگشت واریز تکراری' },
      token: finance.token,
    });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    expect(adjusted.json().data.balance_after).toBe(20_000_000);
    expect(await balanceOf(api, member.token)).toBe(20_000_000);

    const entries = await auditOf(api, { staff_id: finance.staffId });
    expect(entries.map((e) => e.action)).toEqual([
      'adminAdjustCredit',
      'adminRefuseCreditRequest',
      'adminApproveCreditRequest',
    ]);
    expect(entries[2].before).toMatchObject({ state: 'pending', value: 25_000_000 });
    expect(entries[0]).toMatchObject({ note: 'برگشت واریز تکراری', before: { balance: 25_000_000 } });
  });

  it('settles concurrent approvals of one top-up once: one credit, one audit entry (PostgreSQL)', async () => {
    if (backend !== 'postgres') return;
    const member = await signIn(api);
    const finance = await staffToken(api, 'finance');
    const deposit = { value: 9_000_000, type_code: 2, cheque_date: '2026-11-21', deposit_source: 'بانک صادرات' };
    const request = (
      await api().call(creditMemberEndpoints.offlineIncrease, { token: member.token, body: deposit })
    ).json().data;
    const approvals = await Promise.all(
      Array.from({ length: 6 }, () =>
        api().call(endpoints.adminApproveCreditRequest, { params: { id: request.id }, token: finance.token }),
      ),
    );
    expect(approvals.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await balanceOf(api, member.token)).toBe(9_000_000);
    expect(await auditOf(api, { action: 'adminApproveCreditRequest', entity_id: String(request.id) })).toHaveLength(1);
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
    // An order whose recorded receipt disagrees with its bank payment, and whose refunds disagree with the ledger:
    // each listed with the difference, on the order.
    const [{ paidAmount, refundedAmount }] = await api()
      .app.db.select({ paidAmount: orders.paidAmount, refundedAmount: orders.refundedAmount })
      .from(orders)
      .where(eq(orders.id, booking.id));
    await api()
      .app.db.update(orders)
      .set({ paidAmount: paidAmount - 50_000, refundedAmount: refundedAmount + 500_000 })
      .where(eq(orders.id, booking.id));
    const tampered = await read();
    expect(tampered.issues).toContainEqual(
      expect.objectContaining({ kind: 'order_payment_unsettled', order_id: booking.id, amount: 50_000 }),
    );
    expect(tampered.issues).toContainEqual(
      expect.objectContaining({ kind: 'refund_mismatch', order_id: booking.id, amount: 500_000 }),
    );
    await api().app.db.update(orders).set({ paidAmount, refundedAmount }).where(eq(orders.id, booking.id));
    // A ledger top-up whose bank payment is not paid (the bank's answer reversed after the credit was given).
    await api().app.db.update(payments).set({ state: 'failed' }).where(eq(payments.id, id));
    const reversed = await read();
    expect(reversed.issues).toContainEqual(
      expect.objectContaining({ kind: 'ledger_without_paid_payment', payment_id: id, amount: -2_500_000 }),
    );
    expect(reversed.issues.filter((i: { order_id: number | null }) => i.order_id === booking.id)).toEqual([]);
    await api().app.db.update(payments).set({ state: 'paid' }).where(eq(payments.id, id));

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
