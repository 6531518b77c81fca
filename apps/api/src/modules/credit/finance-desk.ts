import type { creditRequestQuery } from '@vip/contract';
import { formatToman, toPersianDigits } from '@vip/domain';
import { and, desc, eq, inArray, isNotNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { apiError, notFound } from '../../http/errors';
import { listEnvelope } from '../../db/list';
import { enqueueSms } from '../../outbox/outbox';
import { orderMoneyOf, orderRefs } from '../order/queries';
import { lockOrder } from '../order/service';
import { orderState } from '../order/state';
import { bankPaymentById, bankPaymentsToVerify, paidPaymentsOfDay, paymentStates } from '../payment/finance-queries';
import { type PaymentDeps, type PaymentRow, verifyPayment } from '../payment/service';
import { memberContacts, memberMobile, memberName } from '../member/queries';
import { uploadsById } from '../upload/files';
import { appendLedger, refundToWallet } from './ledger';
import { decideCreditRequest } from './member-credits';
import { creditRequests } from './requests-schema';
import { creditTransactions } from './schema';

/** Offline top-up requests by state (pending first-come first-served), with the member and the receipt. */
export async function listCreditRequests(db: Db, q: z.output<typeof creditRequestQuery>) {
  const cond = eq(creditRequests.state, q.state);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(creditRequests)
      .where(cond)
      .orderBy(q.state === 'pending' ? creditRequests.id : desc(creditRequests.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(creditRequests).where(cond),
  ]);
  const [contacts, receipts] = await Promise.all([
    memberContacts(
      db,
      rows.map((r) => r.memberId),
    ),
    uploadsById(
      db,
      rows.flatMap((r) => (r.attachmentId ? [r.attachmentId] : [])),
    ),
  ]);
  return listEnvelope(
    rows.map((r) => ({
      id: r.id,
      member_id: r.memberId,
      member_name: contacts.get(r.memberId)?.fullName ?? '',
      member_mobile: contacts.get(r.memberId)?.mobile ?? null,
      value: r.value,
      type_code: r.typeCode,
      cheque_number: r.chequeNumber,
      cheque_date: r.chequeDate,
      description: r.description,
      deposit_source: r.depositSource,
      state: r.state as 'pending' | 'approved' | 'rejected',
      attachment_id: r.attachmentId,
      receipt_name: (r.attachmentId && receipts.get(r.attachmentId)?.name) || null,
      review_note: r.reviewNote,
      created_at: r.createdAt.toISOString(),
    })),
    total,
    q.limit,
    q.offset,
  );
}

/** Finance's decision through the credit module's own function (approval appends the ledger top-up once). */
export async function decideRequest(tx: Db, id: number, approve: boolean, note?: string) {
  const [before] = await tx
    .select({ state: creditRequests.state, value: creditRequests.value, member_id: creditRequests.memberId })
    .from(creditRequests)
    .where(eq(creditRequests.id, id));
  if (!before) throw notFound('درخواست افزایش اعتبار');
  const decided = await decideCreditRequest(tx, id, { approve, note });
  if (!decided) throw notFound('درخواست افزایش اعتبار');
  const result = {
    id,
    state: approve ? ('approved' as const) : ('rejected' as const),
    transaction_id: decided.transactionId,
  };
  return { result, before, after: result };
}

/** A manual adjustment: a ledger `adjustment` entry with the reason as its note (never below zero: 409). */
export async function adjustWallet(tx: Db, input: { member_id: number; amount: number; reason: string }) {
  if ((await memberName(tx, input.member_id)) === undefined) throw notFound('عضو');
  const entry = await appendLedger(tx, {
    memberId: input.member_id,
    kind: 'adjustment',
    amount: input.amount,
    note: input.reason,
  });
  const result = {
    transaction_id: entry.id,
    member_id: input.member_id,
    amount: input.amount,
    balance_after: Number(entry.balanceAfter),
  };
  return {
    result,
    before: { balance: Number(entry.balanceAfter) - input.amount },
    after: result,
    entityId: input.member_id,
  };
}

// ── Payments to verify again ────────────────────────────────────────────────────────────────────────────────

type DeskPaymentRow = { p: PaymentRow; reference: string | null };

const deskPaymentOf = ({ p, reference }: DeskPaymentRow, memberName: string) => ({
  id: p.id,
  purpose: p.purpose as 'order' | 'topup',
  member_id: p.memberId,
  member_name: memberName,
  order_id: p.orderId,
  order_reference: reference,
  gateway: p.gateway,
  amount: p.amount,
  state: p.state,
  authority: p.authority,
  bank_reference: p.bankReference,
  message: p.message,
  verify_attempts: p.verifyAttempts,
  last_verify_at: p.lastVerifyAt?.toISOString() ?? null,
  created_at: p.createdAt.toISOString(),
  paid_at: p.paidAt?.toISOString() ?? null,
});

/** The payments as finance reads them, each with its member's full name. */
async function withMemberNames(db: Db, rows: DeskPaymentRow[]) {
  const contacts = await memberContacts(
    db,
    rows.map((r) => r.p.memberId),
  );
  return rows.map((r) => deskPaymentOf(r, contacts.get(r.p.memberId)?.fullName ?? ''));
}

/** Each payment with its order's reference (null for a top-up). */
async function withReferences(db: Db, rows: PaymentRow[]): Promise<DeskPaymentRow[]> {
  const refs = await orderRefs(
    db,
    rows.flatMap((p) => (p.orderId === null ? [] : [p.orderId])),
  );
  return rows.map((p) => ({ p, reference: (p.orderId !== null && refs.get(p.orderId)?.reference) || null }));
}

/**
 * Bank payments the money core has not settled: still pending past the bank's window (PAYMENT_VERIFY_AFTER_MINUTES),
 * or already asked without an answer (the bank timed out). Oldest first.
 */
export async function listPaymentsToVerify(
  db: Db,
  q: { limit: number; offset: number },
  verifyAfterMinutes: number,
  now = new Date(),
) {
  const { rows, total } = await bankPaymentsToVerify(db, q, verifyAfterMinutes, now);
  return listEnvelope(await withMemberNames(db, await withReferences(db, rows)), total, q.limit, q.offset);
}

/** A bank payment as finance sees it (404 for an unknown id or a wallet payment). */
export async function deskPaymentById(db: Db, id: number) {
  const row = await bankPaymentById(db, id);
  if (!row) throw notFound('پرداخت بانکی');
  const [payment] = await withMemberNames(db, await withReferences(db, [row]));
  return payment;
}

const auditedPayment = (p: { state: string; verify_attempts: number; message: string | null }) => ({
  state: p.state,
  verify_attempts: p.verify_attempts,
  message: p.message,
});

/**
 * "Ask the bank again now": the money core's own verifyPayment, which asks the bank outside any transaction and
 * settles a pending payment exactly once however many ask at the same time. A payment already settled is a 409.
 * Answers what to audit: the state before and after.
 */
export async function reverifyPayment(deps: PaymentDeps, id: number) {
  const before = await deskPaymentById(deps.db, id);
  if (before.state !== 'pending') {
    throw apiError('payment_settled', 'این پرداخت پیش‌تر نهایی شده است و استعلام دوباره لازم ندارد.');
  }
  await verifyPayment(deps, id);
  const after = await deskPaymentById(deps.db, id);
  return { result: after, before: auditedPayment(before), after: auditedPayment(after), entityId: id };
}

// ── Refund of an order to the wallet ────────────────────────────────────────────────────────────────────────

/**
 * Gives part or all of what an order received back to the member's wallet through the core's refundToWallet (never
 * more than received and not yet refunded: 409), with the reason in the ledger note; the member gets an SMS.
 * Statuses do not move: cancelling is the desks' cancel/refuse.
 */
export async function refundOrder(tx: Db, orderId: number, input: { amount: number; reason: string }) {
  const order = await lockOrder(tx, orderId);
  const before = orderState(order);
  await refundToWallet(tx, orderId, input.amount, `بازگشت وجه سفارش ${order.reference}: ${input.reason}`);
  const after = orderState(await lockOrder(tx, orderId));
  const mobile = await memberMobile(tx, order.memberId);
  if (mobile) {
    await enqueueSms(tx, {
      recipient: mobile,
      template: 'order-refunded',
      token: order.reference,
      body: `آسمان ویژه: مبلغ ${formatToman(input.amount)} از سفارش ${toPersianDigits(order.reference)} به کیف پول شما بازگشت.`,
    });
  }
  return { result: after, before, after: { ...after, amount: input.amount } };
}

// ── Daily reconciliation ────────────────────────────────────────────────────────────────────────────────────

const tehranDay = (col: SQL | AnyPgColumn, date: string) =>
  sql`(${col} at time zone 'Asia/Tehran')::date = ${date}::date`;

const countSum = (rows: { n: number; total: string | number | null }[]) => ({
  count: rows.reduce((a, r) => a + Number(r.n), 0),
  sum: rows.reduce((a, r) => a + Number(r.total ?? 0), 0),
});

/**
 * A Tehran day's bank payments against the wallet ledger: what the banks paid (orders, top-ups), the ledger's entries
 * by kind, the wallet's own spends, and every difference found — per payment or order — between them.
 */
export async function reconciliationOf(db: Db, date: string) {
  const [paid, byKind, dayEntries, refundedOrders] = await Promise.all([
    paidPaymentsOfDay(db, date),
    db
      .select({
        kind: creditTransactions.kind,
        n: sql<number>`count(*)::int`,
        total: sql<string>`sum(${creditTransactions.amount})`,
      })
      .from(creditTransactions)
      .where(tehranDay(creditTransactions.createdAt, date))
      .groupBy(creditTransactions.kind),
    // Ledger entries of the day that name a payment (a wallet hold and its release name a bank payment still
    // pending or failed by design).
    db
      .select()
      .from(creditTransactions)
      .where(
        and(
          tehranDay(creditTransactions.createdAt, date),
          isNotNull(creditTransactions.paymentId),
          notInArray(creditTransactions.kind, ['hold', 'release']),
        ),
      ),
    // Orders refunded to the wallet that day, with all their refund entries that are not bank money returned.
    db
      .select({
        orderId: creditTransactions.orderId,
        ledger: sql<string>`sum(${creditTransactions.amount}) filter (where ${creditTransactions.paymentId} is null)`,
      })
      .from(creditTransactions)
      .where(
        and(
          eq(creditTransactions.kind, 'refund'),
          inArray(
            creditTransactions.orderId,
            db
              .select({ id: creditTransactions.orderId })
              .from(creditTransactions)
              .where(and(eq(creditTransactions.kind, 'refund'), tehranDay(creditTransactions.createdAt, date))),
          ),
        ),
      )
      .groupBy(creditTransactions.orderId),
  ]);
  const { byPurpose, walletPays, topups, orderPayments } = paid;
  const purpose = (p: string) => countSum(byPurpose.filter((r) => r.purpose === p));
  const kind = (k: string) => countSum(byKind.filter((r) => r.kind === k));

  // Which of the day's payments the ledger has a top-up or a refund for (a refunded payment went to the wallet).
  const named = [...topups, ...orderPayments].map((p) => p.id);
  const ledgerNamed = named.length
    ? await db
        .select({ paymentId: creditTransactions.paymentId, kind: creditTransactions.kind })
        .from(creditTransactions)
        .where(and(inArray(creditTransactions.paymentId, named), inArray(creditTransactions.kind, ['topup', 'refund'])))
    : [];
  const inLedger = (kindName: string) =>
    new Set(ledgerNamed.filter((e) => e.kind === kindName).map((e) => e.paymentId));
  const toppedUp = inLedger('topup');
  const sentToWallet = inLedger('refund');
  // A paid bank top-up must have its ledger top-up.
  const topupsMissing = topups.filter((p) => !toppedUp.has(p.id));
  // Orders a bank paid that day: what they received must equal their paid payments, less those sent to the wallet.
  const expectedByOrder = new Map<number, number>();
  for (const p of orderPayments) {
    const add = sentToWallet.has(p.id) ? 0 : Number(p.amount);
    expectedByOrder.set(p.orderId, (expectedByOrder.get(p.orderId) ?? 0) + add);
  }
  const [states, money] = await Promise.all([
    paymentStates(
      db,
      dayEntries.flatMap((t) => (t.paymentId === null ? [] : [t.paymentId])),
    ),
    orderMoneyOf(db, [
      ...expectedByOrder.keys(),
      ...refundedOrders.flatMap((r) => (r.orderId === null ? [] : [r.orderId])),
    ]),
  ]);
  const orderRows = [...expectedByOrder].flatMap(([id, expected]) => {
    const o = money.get(id);
    return o ? [{ ...o, expected }] : [];
  });
  const orphanEntries = dayEntries.flatMap((t) => {
    const state = t.paymentId === null ? undefined : states.get(t.paymentId);
    return state !== undefined && state !== 'paid' ? [{ t, state }] : [];
  });
  // Orders refunded to the wallet that day: their refund entries (not bank money returned) against refunded_amount.
  const refundRows = refundedOrders.flatMap((r) => {
    const o = r.orderId === null ? undefined : money.get(r.orderId);
    return o ? [{ ...o, ledger: r.ledger ?? 0 }] : [];
  });
  const issues = [
    ...topupsMissing.map((p) => ({
      kind: 'topup_not_in_ledger' as const,
      payment_id: p.id,
      order_id: null,
      order_reference: null,
      member_id: p.memberId,
      amount: p.amount,
      note: 'بانک افزایش اعتبار را پرداخت‌شده اعلام کرده اما در دفتر کیف پول ثبت نشده است.',
    })),
    ...orderRows
      .filter((o) => Number(o.expected) !== Number(o.paidAmount))
      .map((o) => ({
        kind: 'order_payment_unsettled' as const,
        payment_id: null,
        order_id: o.id,
        order_reference: o.reference,
        member_id: o.memberId,
        amount: Number(o.expected) - Number(o.paidAmount),
        note: 'مبلغ پرداخت‌های موفق این سفارش با مبلغ دریافتی ثبت‌شده روی سفارش یکی نیست.',
      })),
    ...orphanEntries.map(({ t, state }) => ({
      kind: 'ledger_without_paid_payment' as const,
      payment_id: t.paymentId,
      order_id: t.orderId,
      order_reference: null,
      member_id: t.memberId,
      amount: -Number(t.amount),
      note: `ردیف دفتر کیف پول به پرداختی با وضعیت «${state}» اشاره می‌کند.`,
    })),
    ...refundRows
      .filter((o) => Number(o.ledger) !== Number(o.refundedAmount))
      .map((o) => ({
        kind: 'refund_mismatch' as const,
        payment_id: null,
        order_id: o.id,
        order_reference: o.reference,
        member_id: o.memberId,
        amount: Number(o.refundedAmount) - Number(o.ledger),
        note: 'جمع بازگشت‌های کیف پول این سفارش با مبلغ بازگشتی ثبت‌شده روی سفارش یکی نیست.',
      })),
  ];
  return {
    date,
    gateway: { total: countSum(byPurpose), orders: purpose('order'), topups: purpose('topup') },
    ledger: { topup: kind('topup'), payment: kind('payment'), refund: kind('refund'), adjustment: kind('adjustment') },
    wallet_payments: countSum(walletPays),
    issues,
  };
}
