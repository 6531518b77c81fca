import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import {
  type BankGateway,
  PAYMENT_GATEWAY_LABELS,
  type PaymentGateway,
  type PaymentStart,
  type PaymentState,
  pathOf,
  paymentEndpoints,
} from '@vip/contract';
import { formatToman, isPayable, OrderStatus, PaymentStatus } from '@vip/domain';
import type { Db } from '../../db/client';
import { apiError, badRequest } from '../../http/errors';
import { holdForPayment, holdsOf, releaseHold } from '../credit/holds';
import { appendLedger, balanceOf, insufficientCredit, lockWallet } from '../credit/ledger';
import { memberMobile } from '../member/queries';
import type { OrderRow } from '../order/hooks';
import { findOrder, orderRef } from '../order/queries';
import {
  type Actor,
  addPaidAmount,
  BANK,
  lockOrder,
  markOrderPaid,
  memberActor,
  moveOrderStatus,
} from '../order/service';
import { type BankGateways, GatewayUnavailableError, type VerifyOutcome } from './gateways';
import { payments } from './schema';
import { walletGateway } from './wallet-gateway';

/** A payment row. */
export type PaymentRow = typeof payments.$inferSelect;

/** What the payment functions need of the app: the database, the configured banks, the default one, public URLs. */
export interface PaymentDeps {
  db: Db;
  /** Only the banks of PAYMENT_GATEWAYS: a member may name no other. */
  gateways: BankGateways;
  defaultGateway: BankGateway;
  publicApiUrl: string;
}

/** What to pay: an order of the member, or a top-up of its wallet. */
export type StartPaymentInput = {
  memberId: number;
  gateway?: PaymentGateway;
  useWallet: boolean;
  clientIp: string;
} & ({ orderId: number; topupAmount?: undefined } | { orderId?: undefined; topupAmount: number });

const gatewayDown = (walletBack: number) =>
  apiError(
    'gateway_unavailable',
    `اتصال به درگاه بانک برقرار نشد و مبلغی از کارت شما برداشت نشد.${walletBack > 0 ? ` ${walletBackNote(walletBack)}` : ''} چند دقیقه بعد دوباره تلاش کنید یا از کیف پول بپردازید.`,
  );

/** A bank payment the bank never took: failed under its lock, its wallet hold released (answers the Rials back). */
async function failUnstarted(db: Db, paymentId: number, message: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (locked.state !== 'pending') return 0;
    const [row] = await tx
      .update(payments)
      .set({ state: 'failed', message, settledAt: new Date() })
      .where(eq(payments.id, paymentId))
      .returning();
    return settleUnpaid(tx, row, 'درگاه بانک پاسخ نداد');
  });
}

/** The bank a payment goes through: the one the member named, if configured (else a Persian 400), or the default. */
function bankOf(deps: PaymentDeps, named: PaymentGateway | undefined): BankGateway {
  if (!named || named === 'credit') return deps.defaultGateway;
  if (deps.gateways[named]) return named;
  const offered = [...(Object.keys(deps.gateways) as BankGateway[]), 'credit' as const];
  return badRequestGateway(named, offered);
}

function badRequestGateway(named: PaymentGateway, offered: PaymentGateway[]): never {
  throw badRequest(
    'gateway',
    `درگاه «${PAYMENT_GATEWAY_LABELS[named]}» در این فروشگاه فعال نیست؛ از ${offered
      .map((g) => `«${PAYMENT_GATEWAY_LABELS[g]}»`)
      .join(' یا ')} بپردازید.`,
  );
}

/** The line a result shows when a failed bank step gave the held wallet part back. */
export const walletBackNote = (amount: number) => `مبلغ ${formatToman(amount)} از کیف پول شما به حساب برگشت.`;

const notPayable = (order: OrderRow) =>
  apiError(
    'order_not_payable',
    order.paymentStatus === PaymentStatus.paid
      ? `سفارش ${order.reference} پیش‌تر پرداخت شده است.`
      : `سفارش ${order.reference} دیگر قابل پرداخت نیست.`,
  );

/**
 * Starts paying (docs/payments.md). Order: under the order's lock the wallet goes first. When it covers what is due it pays
 * at once (a `credit` payment row and a ledger `payment`, counted in paid_amount). Otherwise a pending bank payment
 * is created for the rest and the wallet's part is only held beside it (credit/holds.ts) until the bank answers;
 * then the bank is asked for its page (outside the transaction; a bank that does not answer fails the payment,
 * releases the hold and answers a Persian 502). Top-up: a pending bank payment for the amount. A bank the
 * configuration does not offer is a 400 before anything is written.
 */
export async function startPayment(deps: PaymentDeps, input: StartPaymentInput): Promise<PaymentStart> {
  const { db } = deps;
  const bank = bankOf(deps, input.gateway);
  const walletOnly = input.gateway === 'credit';
  const prepared = await db.transaction(async (tx) => {
    if (input.orderId === undefined) {
      const [row] = await tx
        .insert(payments)
        .values({
          purpose: 'topup',
          memberId: input.memberId,
          gateway: bank,
          amount: input.topupAmount,
          clientIp: input.clientIp,
        })
        .returning();
      return { payment: row, order: null, walletAmount: 0 };
    }
    let order = await lockOrder(tx, input.orderId, input.memberId);
    if (!isPayable({ status: order.status, paymentStatus: order.paymentStatus })) {
      throw notPayable(order);
    }
    if (order.expiresAt && order.expiresAt.getTime() <= Date.now()) {
      throw apiError('order_expired', `مهلت پرداخت سفارش ${order.reference} تمام شده است.`);
    }
    const due = order.totalPrice - order.paidAmount;
    let walletAmount = 0;
    if (input.useWallet || walletOnly) {
      await lockWallet(tx, input.memberId);
      const balance = await balanceOf(tx, input.memberId);
      walletAmount = Math.min(balance, due);
      if (walletOnly && walletAmount < due) throw insufficientCredit(balance);
    }
    if (walletAmount >= due) {
      if (walletAmount > 0) {
        await walletGateway.start(tx, {
          memberId: input.memberId,
          orderId: order.id,
          reference: order.reference,
          amount: walletAmount,
          clientIp: input.clientIp,
        });
        order = await addPaidAmount(tx, order.id, walletAmount);
      }
      await markOrderPaid(tx, order, memberActor(input.memberId), 'پرداخت کامل از کیف پول');
      return { payment: null, order, walletAmount };
    }
    const [row] = await tx
      .insert(payments)
      .values({
        purpose: 'order',
        memberId: input.memberId,
        orderId: order.id,
        gateway: bank,
        amount: due - walletAmount,
        clientIp: input.clientIp,
      })
      .returning();
    if (walletAmount > 0) {
      await holdForPayment(tx, {
        memberId: input.memberId,
        orderId: order.id,
        paymentId: row.id,
        amount: walletAmount,
        reference: order.reference,
      });
    }
    return { payment: row, order, walletAmount };
  });

  const { payment, order, walletAmount } = prepared;
  if (!payment) {
    return {
      payment_id: null,
      order_id: order?.id ?? null,
      paid: true,
      redirect_url: null,
      wallet_amount: walletAmount,
      bank_amount: 0,
    };
  }
  const mobile = await memberMobile(db, input.memberId);
  let started: { authority: string; redirectUrl: string };
  try {
    started = await (deps.gateways[bank] ?? badRequestGateway(bank, [])).start({
      paymentId: payment.id,
      amount: payment.amount,
      description: order ? `سفارش ${order.reference} در آسمان ویژه` : 'افزایش اعتبار کیف پول آسمان ویژه',
      callbackUrl: new URL(pathOf(paymentEndpoints.paymentCallback, { gateway: bank }), deps.publicApiUrl).toString(),
      mobile,
    });
  } catch (err) {
    // Nothing reached the bank: the payment fails now and its wallet hold goes back (whatever broke).
    const released = await failUnstarted(db, payment.id, 'درگاه بانک پاسخ نداد.');
    if (!(err instanceof GatewayUnavailableError)) throw err;
    throw gatewayDown(released);
  }
  await db.transaction(async (tx) => {
    await tx.update(payments).set({ authority: started.authority }).where(eq(payments.id, payment.id));
    if (order) {
      const current = await lockOrder(tx, order.id);
      if (current.status === OrderStatus.newOrder && current.paymentStatus === PaymentStatus.notPaid) {
        await moveOrderStatus(
          tx,
          order.id,
          { status: OrderStatus.wait },
          memberActor(input.memberId),
          'رفتن به درگاه بانک',
        );
      }
    }
  });
  return {
    payment_id: payment.id,
    order_id: order?.id ?? null,
    paid: false,
    redirect_url: started.redirectUrl,
    wallet_amount: walletAmount,
    bank_amount: payment.amount,
  };
}

/**
 * Money the bank confirmed for a payment, settled under the order's lock: an order that can still take it counts
 * it with the wallet part held beside it (the hold is released and spent: a `credit` payment) and is paid once it
 * reaches the total; an order that cannot (cancelled, expired, already paid) sends the bank's money to the wallet
 * and releases the hold, so a rial is never lost. A top-up goes to the wallet.
 */
async function settlePaid(tx: Db, payment: PaymentRow) {
  if (payment.purpose === 'topup' || payment.orderId === null) {
    await appendLedger(tx, {
      memberId: payment.memberId,
      kind: 'topup',
      amount: payment.amount,
      paymentId: payment.id,
      note: 'افزایش اعتبار از درگاه بانک',
    });
    return;
  }
  const order = await lockOrder(tx, payment.orderId);
  const payable = isPayable({
    status: order.status,
    paymentStatus: order.paymentStatus,
  });
  // Only this payment's settlement (its row is locked) or the order's cancel (its row is locked) ends the hold.
  const hold = (await holdsOf(tx, [payment.id])).get(payment.id);
  const held = hold && hold.released === 0 ? hold.held : 0;
  if (!payable || order.paidAmount + held + payment.amount > order.totalPrice) {
    const back = await releaseHold(tx, payment.id, `بازگشت به کیف پول: سفارش ${order.reference} دیگر پرداخت‌پذیر نبود`);
    await appendLedger(tx, {
      memberId: payment.memberId,
      kind: 'refund',
      amount: payment.amount,
      orderId: order.id,
      paymentId: payment.id,
      note: `وجه رسیده برای سفارش ${order.reference} که دیگر پرداخت‌پذیر نبود به کیف پول برگشت.`,
    });
    await tx
      .update(payments)
      .set({
        message: `سفارش دیگر پرداخت‌پذیر نبود؛ ${formatToman(payment.amount + back)} به کیف پول شما برگشت.`,
      })
      .where(eq(payments.id, payment.id));
    return;
  }
  if (held > 0) {
    await releaseHold(tx, payment.id, `پرداخت سفارش ${order.reference} در بانک تأیید شد`);
    await walletGateway.start(tx, {
      memberId: payment.memberId,
      orderId: order.id,
      reference: order.reference,
      amount: held,
      clientIp: payment.clientIp,
    });
  }
  const updated = await addPaidAmount(tx, order.id, held + payment.amount);
  if (updated.paidAmount >= updated.totalPrice) await markOrderPaid(tx, updated, BANK, 'تأیید پرداخت توسط بانک');
}

/**
 * After a bank payment ended without money: its wallet hold goes back at once (the result says so), and the order
 * goes back from wait to newOrder, so the member may retry. Answers the Rials given back to the wallet.
 */
async function settleUnpaid(tx: Db, payment: PaymentRow, why: string): Promise<number> {
  if (payment.orderId === null) return 0;
  const order = await lockOrder(tx, payment.orderId);
  const released = await releaseHold(tx, payment.id, `بازگشت به کیف پول: ${why} (سفارش ${order.reference})`);
  if (released > 0) {
    await tx
      .update(payments)
      .set({ message: [payment.message, walletBackNote(released)].filter(Boolean).join(' ') })
      .where(eq(payments.id, payment.id));
  }
  const [otherPending] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.state, 'pending')))
    .limit(1);
  if (!otherPending && order.status === OrderStatus.wait && order.paymentStatus === PaymentStatus.notPaid) {
    await moveOrderStatus(tx, order.id, { status: OrderStatus.newOrder }, BANK, why);
  }
  return released;
}

/**
 * Verifies a bank payment with its gateway and settles it (idempotent and safe under concurrency): the bank is
 * asked outside any transaction; then, under the payment row's lock, only a payment still `pending` changes, so
 * however many callbacks arrive at once, exactly one settles it. `unknown` changes nothing (the loop retries) unless
 * `finalIfUnknown`, which fails it (the bank's window is over).
 */
export async function verifyPayment(
  deps: PaymentDeps,
  paymentId: number,
  opts: { finalIfUnknown?: boolean } = {},
): Promise<PaymentRow> {
  const { db } = deps;
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw apiError('not_found', 'پرداخت پیدا نشد.');
  if (payment.state !== 'pending' || payment.gateway === 'credit') return payment;
  // A bank that never gave an authority (the API stopped before it did) or is no longer configured cannot be
  // asked: unknown, so the loop fails it once the bank's window is over and its wallet hold goes back.
  const adapter = deps.gateways[payment.gateway as BankGateway];
  const outcome: VerifyOutcome =
    payment.authority && adapter
      ? await adapter.verify({ authority: payment.authority, amount: payment.amount })
      : { kind: 'unknown', message: 'این پرداخت به بانک نرسید یا درگاه آن دیگر فعال نیست.' };
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (locked.state !== 'pending') return locked;
    if (outcome.kind === 'unknown' && !opts.finalIfUnknown) {
      const [row] = await tx
        .update(payments)
        .set({
          verifyAttempts: sql`${payments.verifyAttempts} + 1`,
          lastVerifyAt: new Date(),
          message: outcome.message,
        })
        .where(eq(payments.id, paymentId))
        .returning();
      return row;
    }
    const state: PaymentState = outcome.kind === 'paid' ? 'paid' : outcome.kind === 'canceled' ? 'canceled' : 'failed';
    const [row] = await tx
      .update(payments)
      .set({
        state,
        bankReference: outcome.kind === 'paid' ? outcome.bankReference : null,
        cardPan: outcome.kind === 'paid' ? outcome.cardPan : null,
        message: outcome.kind === 'paid' ? 'پرداخت با موفقیت انجام شد.' : outcome.message,
        verifyAttempts: sql`${payments.verifyAttempts} + 1`,
        lastVerifyAt: new Date(),
        paidAt: outcome.kind === 'paid' ? new Date() : null,
        settledAt: new Date(),
      })
      .where(and(eq(payments.id, paymentId), eq(payments.state, 'pending')))
      .returning();
    if (outcome.kind === 'paid') await settlePaid(tx, row);
    else await settleUnpaid(tx, row, outcome.kind === 'canceled' ? 'پرداخت در بانک لغو شد' : 'پرداخت ناموفق بود');
    const [final] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    return final;
  });
}

/** The payment a gateway's callback names by its authority (undefined when unknown). */
export async function paymentByAuthority(db: Db, gateway: BankGateway, authority: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway), eq(payments.authority, authority)));
  return row;
}

/** The kind of an order (`store`, `cip`): the result page asks its own API first. */
export async function orderKindOf(db: Db, orderId: number): Promise<string | undefined> {
  return (await findOrder(db, orderId))?.kind;
}

/** Bank payments still pending after the bank's window, oldest first (for the loop). */
export async function overduePayments(db: Db, before: Date, limit = 50) {
  return db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.state, 'pending'), lt(payments.createdAt, before)))
    .orderBy(asc(payments.id))
    .limit(limit);
}

/** A payment as the contract shows it, with its wallet hold (what was held, what went back). */
export function paymentView(
  p: PaymentRow,
  orderReference: string | null,
  hold: { held: number; released: number; sentToWallet: boolean } = { held: 0, released: 0, sentToWallet: false },
) {
  return {
    id: p.id,
    purpose: p.purpose,
    order_id: p.orderId,
    order_reference: orderReference,
    gateway: p.gateway,
    amount: p.amount,
    state: p.state,
    bank_reference: p.bankReference,
    card_pan: p.cardPan,
    message: p.message,
    wallet_amount: hold.held,
    // A paid bank payment's release is the hold turned into the spend, unless the order could no longer take it.
    wallet_released: p.state === 'paid' && !hold.sentToWallet ? 0 : hold.released,
    created_at: p.createdAt.toISOString(),
    paid_at: p.paidAt?.toISOString() ?? null,
  };
}

/** The payments of an order, newest first. */
export async function paymentsOfOrder(db: Db, orderId: number, reference: string) {
  const rows = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.id));
  const holds = await holdsOf(
    db,
    rows.map((p) => p.id),
  );
  return rows.map((p) => paymentView(p, reference, holds.get(p.id)));
}

/** One of the member's payments, or undefined (another member's is not found). */
export async function memberPayment(db: Db, memberId: number, paymentId: number) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.memberId, memberId)));
  if (!payment) return undefined;
  const [order, holds] = await Promise.all([orderRef(db, payment.orderId), holdsOf(db, [payment.id])]);
  return paymentView(payment, order?.reference ?? null, holds.get(payment.id));
}

export type { Actor };
