import type { creditRequestQuery } from '@vip/contract';
import { formatToman, toPersianDigits } from '@vip/domain';
import { and, asc, desc, eq, gt, lt, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { apiError, notFound } from '../../http/errors';
import { listEnvelope } from '../../db/list';
import { qualified } from '../../db/qualified';
import { enqueueSms } from '../../outbox/outbox';
import { orders } from '../order/schema';
import { lockOrder } from '../order/service';
import { orderState } from '../order/state';
import { payments } from '../payment/schema';
import { type PaymentDeps, type PaymentRow, verifyPayment } from '../payment/service';
import { members } from '../member/schema';
import { uploads } from '../upload/schema';
import { appendLedger, refundToWallet } from './ledger';
import { decideCreditRequest } from './member-credits';
import { creditRequests } from './requests-schema';
import { creditTransactions } from './schema';

/** Offline top-up requests by state (pending first-come first-served), with the member and the receipt. */
export async function listCreditRequests(db: Db, q: z.output<typeof creditRequestQuery>) {
  const cond = eq(creditRequests.state, q.state);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        r: creditRequests,
        firstName: members.firstName,
        lastName: members.lastName,
        mobile: members.mobile,
        receipt: uploads.name,
      })
      .from(creditRequests)
      .innerJoin(members, eq(members.id, creditRequests.memberId))
      .leftJoin(uploads, eq(uploads.id, creditRequests.attachmentId))
      .where(cond)
      .orderBy(q.state === 'pending' ? creditRequests.id : desc(creditRequests.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(creditRequests).where(cond),
  ]);
  return listEnvelope(
    rows.map(({ r, firstName, lastName, mobile, receipt }) => ({
      id: r.id,
      member_id: r.memberId,
      member_name: `${firstName} ${lastName}`.trim(),
      member_mobile: mobile,
      value: r.value,
      type_code: r.typeCode,
      cheque_number: r.chequeNumber,
      cheque_date: r.chequeDate,
      description: r.description,
      deposit_source: r.depositSource,
      state: r.state as 'pending' | 'approved' | 'rejected',
      attachment_id: r.attachmentId,
      receipt_name: receipt,
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
  const [member] = await tx.select({ id: members.id }).from(members).where(eq(members.id, input.member_id));
  if (!member) throw notFound('عضو');
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

type DeskPaymentRow = { p: PaymentRow; first: string | null; last: string | null; reference: string | null };

const deskPaymentOf = ({ p, first, last, reference }: DeskPaymentRow) => ({
  id: p.id,
  purpose: p.purpose as 'order' | 'topup',
  member_id: p.memberId,
  member_name: `${first ?? ''} ${last ?? ''}`.trim(),
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

const deskPayments = (db: Db) =>
  db
    .select({ p: payments, first: members.firstName, last: members.lastName, reference: orders.reference })
    .from(payments)
    .innerJoin(members, eq(members.id, payments.memberId))
    .leftJoin(orders, eq(orders.id, payments.orderId));

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
  const cond = and(
    ne(payments.gateway, 'credit'),
    eq(payments.state, 'pending'),
    or(lt(payments.createdAt, new Date(now.getTime() - verifyAfterMinutes * 60_000)), gt(payments.verifyAttempts, 0)),
  );
  const [rows, [{ total }]] = await Promise.all([
    deskPayments(db).where(cond).orderBy(asc(payments.id)).limit(q.limit).offset(q.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(payments).where(cond),
  ]);
  return listEnvelope(rows.map(deskPaymentOf), total, q.limit, q.offset);
}

/** A bank payment as finance sees it (404 for an unknown id or a wallet payment). */
export async function deskPaymentById(db: Db, id: number) {
  const [row] = await deskPayments(db).where(and(eq(payments.id, id), ne(payments.gateway, 'credit')));
  if (!row) throw notFound('پرداخت بانکی');
  return deskPaymentOf(row);
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
  const [member] = await tx.select({ mobile: members.mobile }).from(members).where(eq(members.id, order.memberId));
  if (member?.mobile) {
    await enqueueSms(tx, {
      recipient: member.mobile,
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
  const bank = ne(payments.gateway, 'credit');
  const paidThatDay = and(eq(payments.state, 'paid'), tehranDay(payments.paidAt, date));
  const [byPurpose, byKind, walletPays] = await Promise.all([
    db
      .select({ purpose: payments.purpose, n: sql<number>`count(*)::int`, total: sql<string>`sum(${payments.amount})` })
      .from(payments)
      .where(and(bank, paidThatDay))
      .groupBy(payments.purpose),
    db
      .select({
        kind: creditTransactions.kind,
        n: sql<number>`count(*)::int`,
        total: sql<string>`sum(${creditTransactions.amount})`,
      })
      .from(creditTransactions)
      .where(tehranDay(creditTransactions.createdAt, date))
      .groupBy(creditTransactions.kind),
    db
      .select({ n: sql<number>`count(*)::int`, total: sql<string>`sum(${payments.amount})` })
      .from(payments)
      .where(and(eq(payments.gateway, 'credit'), paidThatDay)),
  ]);
  const purpose = (p: string) => countSum(byPurpose.filter((r) => r.purpose === p));
  const kind = (k: string) => countSum(byKind.filter((r) => r.kind === k));

  const ledgerOf = (kindName: string) =>
    sql`exists (select 1 from ${creditTransactions} where ${creditTransactions.paymentId} = ${qualified(payments.id)} and ${creditTransactions.kind} = ${kindName})`;
  const [topupsMissing, orderRows, orphanEntries, refundRows] = await Promise.all([
    // A paid bank top-up must have its ledger top-up.
    db
      .select({ p: payments })
      .from(payments)
      .where(and(bank, paidThatDay, eq(payments.purpose, 'topup'), sql`not ${ledgerOf('topup')}`)),
    // Orders a bank paid that day: what they received must equal their paid payments, less those sent to the wallet.
    db
      .select({
        id: orders.id,
        reference: orders.reference,
        memberId: orders.memberId,
        paidAmount: orders.paidAmount,
        expected: sql<string>`(select coalesce(sum(${payments.amount}), 0) from ${payments}
          where ${payments.orderId} = ${qualified(orders.id)} and ${payments.state} = 'paid' and not ${ledgerOf('refund')})`,
      })
      .from(orders)
      .where(
        sql`exists (select 1 from ${payments} where ${payments.orderId} = ${qualified(orders.id)} and ${bank} and ${paidThatDay})`,
      ),
    // Ledger entries of the day that name a payment which is not paid (a wallet hold and its release name a bank
    // payment still pending or failed by design).
    db
      .select({ t: creditTransactions, state: payments.state })
      .from(creditTransactions)
      .innerJoin(payments, eq(payments.id, creditTransactions.paymentId))
      .where(
        and(
          tehranDay(creditTransactions.createdAt, date),
          ne(payments.state, 'paid'),
          notInArray(creditTransactions.kind, ['hold', 'release']),
        ),
      ),
    // Orders refunded to the wallet that day: their refund entries (not bank money returned) against refunded_amount.
    db
      .select({
        id: orders.id,
        reference: orders.reference,
        memberId: orders.memberId,
        refundedAmount: orders.refundedAmount,
        ledger: sql<string>`(select coalesce(sum(${creditTransactions.amount}), 0) from ${creditTransactions}
          where ${creditTransactions.orderId} = ${qualified(orders.id)} and ${creditTransactions.kind} = 'refund'
          and ${creditTransactions.paymentId} is null)`,
      })
      .from(orders)
      .where(
        sql`exists (select 1 from ${creditTransactions} where ${creditTransactions.orderId} = ${qualified(orders.id)}
          and ${creditTransactions.kind} = 'refund' and ${tehranDay(creditTransactions.createdAt, date)})`,
      ),
  ]);
  const issues = [
    ...topupsMissing.map(({ p }) => ({
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
