import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import {
  type BankGateway,
  type PaymentGateway,
  type PaymentStart,
  type PaymentState,
  pathOf,
  paymentEndpoints,
} from '@vip/contract';
import {
  formatToman,
  isPayable,
  OrderStatus,
  type OrderStatus as OrderStatusCode,
  PaymentStatus,
  type PaymentStatus as PaymentStatusCode,
} from '@vip/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';
import { appendLedger, balanceOf, insufficientCredit, lockWallet } from '../credit/ledger';
import { members } from '../member/schema';
import type { OrderRow } from '../order/hooks';
import { orders } from '../order/schema';
import {
  type Actor,
  addPaidAmount,
  BANK,
  lockOrder,
  markOrderPaid,
  memberActor,
  moveOrderStatus,
} from '../order/service';
import { GatewayUnavailableError, type PaymentGatewayAdapter, type VerifyOutcome } from './gateways';
import { payments } from './schema';
import { walletGateway } from './wallet-gateway';

/** A payment row. */
export type PaymentRow = typeof payments.$inferSelect;

/** What the payment functions need of the app: the database, the banks, the default one and public URLs. */
export interface PaymentDeps {
  db: Db;
  gateways: Record<BankGateway, PaymentGatewayAdapter>;
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

const gatewayDown = () =>
  new ApiError(
    502,
    'gateway_unavailable',
    'اتصال به درگاه بانک برقرار نشد و مبلغی از کارت شما برداشت نشد. چند دقیقه بعد دوباره تلاش کنید یا از کیف پول بپردازید.',
  );

const notPayable = (order: OrderRow) =>
  new ApiError(
    409,
    'order_not_payable',
    order.paymentStatus === PaymentStatus.paid
      ? `سفارش ${order.reference} پیش‌تر پرداخت شده است.`
      : `سفارش ${order.reference} دیگر قابل پرداخت نیست.`,
  );

/**
 * Starts paying (DESIGN §7). Order: under the order's lock, the wallet pays first what it can (a `credit` payment
 * row and a ledger entry, counted in paid_amount); if that covers the rest the order is paid at once, otherwise a
 * pending bank payment is created for what is left and the bank is asked for its page (outside the transaction;
 * a bank that does not answer leaves the payment failed, the order unpaid and the wallet part on the order, and
 * answers a Persian 502). Top-up: a pending bank payment for the amount.
 */
export async function startPayment(deps: PaymentDeps, input: StartPaymentInput): Promise<PaymentStart> {
  const { db } = deps;
  const bank: BankGateway = input.gateway && input.gateway !== 'credit' ? input.gateway : deps.defaultGateway;
  const walletOnly = input.gateway === 'credit';
  const prepared = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
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
    if (
      !isPayable({ status: order.status as OrderStatusCode, paymentStatus: order.paymentStatus as PaymentStatusCode })
    ) {
      throw notPayable(order);
    }
    if (order.expiresAt && order.expiresAt.getTime() <= Date.now()) {
      throw new ApiError(409, 'order_expired', `مهلت پرداخت سفارش ${order.reference} تمام شده است.`);
    }
    const due = order.totalPrice - order.paidAmount;
    let walletAmount = 0;
    if (input.useWallet || walletOnly) {
      await lockWallet(tx, input.memberId);
      const balance = await balanceOf(tx, input.memberId);
      walletAmount = Math.min(balance, due);
      if (walletOnly && walletAmount < due) throw insufficientCredit(balance);
    }
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
    if (order.paidAmount >= order.totalPrice) {
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
        amount: order.totalPrice - order.paidAmount,
        clientIp: input.clientIp,
      })
      .returning();
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
  const [member] = await db.select({ mobile: members.mobile }).from(members).where(eq(members.id, input.memberId));
  let started: { authority: string; redirectUrl: string };
  try {
    started = await deps.gateways[bank].start({
      paymentId: payment.id,
      amount: payment.amount,
      description: order ? `سفارش ${order.reference} در آسمان ویژه` : 'افزایش اعتبار کیف پول آسمان ویژه',
      callbackUrl: new URL(pathOf(paymentEndpoints.paymentCallback, { gateway: bank }), deps.publicApiUrl).toString(),
      mobile: member?.mobile,
    });
  } catch (err) {
    if (!(err instanceof GatewayUnavailableError)) throw err;
    await db
      .update(payments)
      .set({ state: 'failed', message: 'درگاه بانک پاسخ نداد.', settledAt: new Date() })
      .where(eq(payments.id, payment.id));
    throw gatewayDown();
  }
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
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
 * it (paid once it reaches the total); an order that cannot (cancelled, expired, already paid) sends it to the
 * wallet, so a rial is never lost. A top-up goes to the wallet.
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
    status: order.status as OrderStatusCode,
    paymentStatus: order.paymentStatus as PaymentStatusCode,
  });
  if (!payable || order.paidAmount + payment.amount > order.totalPrice) {
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
      .set({ message: `سفارش دیگر پرداخت‌پذیر نبود؛ ${formatToman(payment.amount)} به کیف پول شما برگشت.` })
      .where(eq(payments.id, payment.id));
    return;
  }
  const updated = await addPaidAmount(tx, order.id, payment.amount);
  if (updated.paidAmount >= updated.totalPrice) await markOrderPaid(tx, updated, BANK, 'تأیید پرداخت توسط بانک');
}

/** After a bank payment ended without money: the order goes back from wait to newOrder, so the member may retry. */
async function settleUnpaid(tx: Db, payment: PaymentRow, why: string) {
  if (payment.orderId === null) return;
  const order = await lockOrder(tx, payment.orderId);
  const [otherPending] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.state, 'pending')))
    .limit(1);
  if (!otherPending && order.status === OrderStatus.wait && order.paymentStatus === PaymentStatus.notPaid) {
    await moveOrderStatus(tx, order.id, { status: OrderStatus.newOrder }, BANK, why);
  }
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
  if (!payment) throw new ApiError(404, 'not_found', 'پرداخت پیدا نشد.');
  if (payment.state !== 'pending' || !payment.authority || payment.gateway === 'credit') return payment;
  const outcome: VerifyOutcome = await deps.gateways[payment.gateway as BankGateway].verify({
    authority: payment.authority,
    amount: payment.amount,
  });
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
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

/** Bank payments still pending after the bank's window, oldest first (for the loop). */
export async function overduePayments(db: Db, before: Date, limit = 50) {
  return db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.state, 'pending'), lt(payments.createdAt, before)))
    .orderBy(asc(payments.id))
    .limit(limit);
}

/** A payment as the contract shows it. */
export function paymentView(p: PaymentRow, orderReference: string | null) {
  return {
    id: p.id,
    purpose: p.purpose as 'order' | 'topup',
    order_id: p.orderId,
    order_reference: orderReference,
    gateway: p.gateway as PaymentGateway,
    amount: p.amount,
    state: p.state as PaymentState,
    bank_reference: p.bankReference,
    card_pan: p.cardPan,
    message: p.message,
    created_at: p.createdAt.toISOString(),
    paid_at: p.paidAt?.toISOString() ?? null,
  };
}

/** The payments of an order, newest first. */
export async function paymentsOfOrder(db: Db, orderId: number, reference: string) {
  const rows = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.id));
  return rows.map((p) => paymentView(p, reference));
}

/** One of the member's payments, or undefined (another member's is not found). */
export async function memberPayment(db: Db, memberId: number, paymentId: number) {
  const [row] = await db
    .select({ payment: payments, reference: orders.reference })
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.id, paymentId), eq(payments.memberId, memberId)));
  return row ? paymentView(row.payment, row.reference) : undefined;
}

export type { Actor };
