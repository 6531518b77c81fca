import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  ArchiveStatus,
  assertOrderChange,
  type Bill,
  assertTransition,
  cancelOrder,
  IllegalTransitionError,
  isFinalStatus,
  OrderStatus,
  PaymentStatus,
  type ArchiveStatus as ArchiveStatusCode,
  type OrderStatus as OrderStatusCode,
  type PaymentStatus as PaymentStatusCode,
} from '@vip/domain';
import type { Db } from '../../db/client';
import { apiError } from '../../http/errors';
import { enqueueSms } from '../../outbox/outbox';
import { releaseOrderHolds } from '../credit/holds';
import { refundToWallet } from '../credit/ledger';
import { issueInvoice } from '../invoice/service';
import { memberSmsAddress } from '../member/queries';
import { orderPaidText, readerLang } from '../member/sms-texts';
import { hooksOf, type OrderKind, type OrderRow } from './hooks';
import { lockOrder } from './queries';
import { orderStatusHistory, orders } from './schema';

export { lockOrder };

/**
 * Who changes an order: the member, the system (loops), staff, the bank (callbacks), or the travel agency that sold
 * the booking (`actorId` the agency's id; its key or agent is named on the agency's ledger).
 */
export interface Actor {
  actor: 'member' | 'system' | 'staff' | 'bank' | 'agency';
  actorId?: number | null;
}
export const SYSTEM: Actor = { actor: 'system' };
export const BANK: Actor = { actor: 'bank' };
export const memberActor = (memberId: number): Actor => ({ actor: 'member', actorId: memberId });
export const agencyOrderActor = (agencyId: number): Actor => ({ actor: 'agency', actorId: agencyId });

/** An eight-digit reference code (no leading zero): easy to read out over the phone. */
export function newReference(): string {
  return String(randomInt(10_000_000, 100_000_000));
}

/** What a new order needs: its kind, owner, totals (Rials) and what lists and search show. */
export interface NewOrder {
  kind: OrderKind;
  memberId: number;
  itemsTotal: number;
  discountTotal?: number;
  shippingPrice?: number;
  totalPrice: number;
  title: string;
  imageUrl?: string | null;
  itemCount: number;
  /** Extra words the member may search the order by (item titles, flight numbers). */
  searchText?: string;
  clientIp: string;
  /** When an unpaid order is cancelled by the loop. */
  expiresAt: Date;
  /** Written to the history's creation row. */
  reason?: string;
  /** The bill snapshot (its total is `totalPrice`). */
  bill?: Bill;
}

/**
 * Inserts an order (status newOrder, payment notPaid) with a fresh reference code and its creation history row, in
 * the caller's transaction. A taken reference is retried with another one.
 */
export async function createOrderRecord(tx: Db, input: NewOrder): Promise<OrderRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const reference = newReference();
    const [row] = await tx
      .insert(orders)
      .values({
        kind: input.kind,
        memberId: input.memberId,
        reference,
        status: OrderStatus.newOrder,
        paymentStatus: PaymentStatus.notPaid,
        archiveStatus: ArchiveStatus.none,
        itemsTotal: input.itemsTotal,
        discountTotal: input.discountTotal ?? 0,
        shippingPrice: input.shippingPrice ?? 0,
        totalPrice: input.totalPrice,
        title: input.title,
        imageUrl: input.imageUrl ?? null,
        itemCount: input.itemCount,
        searchText: `${reference} ${input.searchText ?? input.title}`,
        clientIp: input.clientIp,
        expiresAt: input.expiresAt,
        bill: input.bill ?? null,
      })
      .onConflictDoNothing({ target: orders.reference })
      .returning();
    if (!row) continue;
    await tx.insert(orderStatusHistory).values({
      orderId: row.id,
      machine: 'order',
      fromStatus: null,
      toStatus: OrderStatus.newOrder,
      actor: 'member',
      actorId: input.memberId,
      reason: input.reason ?? 'ثبت سفارش',
    });
    return row;
  }
  throw new Error('createOrderRecord: no free reference code after 5 attempts');
}

/** An IllegalTransitionError as the API's 409. */
export function conflictOf(err: unknown): never {
  if (err instanceof IllegalTransitionError) throw apiError('invalid_transition', err.message);
  throw err;
}

/** A change of an order's statuses; absent machines stay put. */
export interface StatusChange {
  status?: OrderStatusCode;
  paymentStatus?: PaymentStatusCode;
  archiveStatus?: ArchiveStatusCode;
}

/**
 * Moves an order's statuses through the domain transition tables (order and payment together, consistently; archive
 * on its own) and writes one history row per changed machine: who, when, from, to, why. An illegal move is a 409.
 * A move to cancelled releases the order's wallet holds. Locks the order row; answers the updated row.
 */
export async function moveOrderStatus(
  tx: Db,
  orderId: number,
  to: StatusChange,
  who: Actor,
  why: string,
): Promise<OrderRow> {
  const current = await lockOrder(tx, orderId);
  const now = { status: current.status, paymentStatus: current.paymentStatus };
  let next: typeof now;
  try {
    next = assertOrderChange(now, { status: to.status, paymentStatus: to.paymentStatus });
    if (to.archiveStatus !== undefined && to.archiveStatus !== current.archiveStatus) {
      assertTransition('archive', current.archiveStatus, to.archiveStatus);
    }
  } catch (err) {
    conflictOf(err);
  }
  const archive = to.archiveStatus ?? current.archiveStatus;
  const rows = [
    ['order', current.status, next.status],
    ['payment', current.paymentStatus, next.paymentStatus],
    ['archive', current.archiveStatus, archive],
  ] as const;
  const changed = rows.filter(([, from, target]) => from !== target);
  if (changed.length === 0) return current;
  const [updated] = await tx
    .update(orders)
    .set({ status: next.status, paymentStatus: next.paymentStatus, archiveStatus: archive, updatedAt: new Date() })
    .where(eq(orders.id, orderId))
    .returning();
  await tx.insert(orderStatusHistory).values(
    changed.map(([machine, from, target]) => ({
      orderId,
      machine,
      fromStatus: from,
      toStatus: target,
      actor: who.actor,
      actorId: who.actorId ?? null,
      reason: why,
    })),
  );
  // Whoever cancels (member, staff, expiry; store or VIP), wallet money held for a bank payment of the order was
  // never spent: it goes back at once, as it is, not as a refund.
  if (next.status === OrderStatus.canceled && current.status !== OrderStatus.canceled) {
    await releaseOrderHolds(tx, orderId, `بازگشت به کیف پول: ${why} (سفارش ${current.reference})`);
  }
  return updated;
}

/**
 * Marks a locked order paid once its paid_amount reached the total: payment → paid, a new order → wait (being
 * prepared), no more expiry, an SMS with the reference and total through the outbox, then the kind's `paid` hook.
 */
export async function markOrderPaid(tx: Db, order: OrderRow, who: Actor, why: string): Promise<OrderRow> {
  let row = await moveOrderStatus(
    tx,
    order.id,
    {
      paymentStatus: PaymentStatus.paid,
      ...(order.status === OrderStatus.newOrder ? { status: OrderStatus.wait } : {}),
    },
    who,
    why,
  );
  [row] = await tx
    .update(orders)
    .set({ paidAt: new Date(), expiresAt: null })
    .where(eq(orders.id, order.id))
    .returning();
  // An agency's booking tells its customer, not the agent who booked it; each in the language they read.
  const to = row.customerMobile
    ? { mobile: row.customerMobile, locale: row.customerLocale }
    : await memberSmsAddress(tx, order.memberId);
  if (to?.mobile) {
    await enqueueSms(tx, {
      recipient: to.mobile,
      template: 'order-paid',
      token: row.reference,
      body: orderPaidText(readerLang(to.locale), row.reference, row.totalPrice),
    });
  }
  await hooksOf(row.kind).paid?.(tx, row);
  await issueInvoice(tx, row);
  return row;
}

/**
 * Cancels an order in the caller's transaction: statuses through the domain's cancelOrder (a paid payment →
 * waitForRefund; wallet holds released by moveOrderStatus), everything received and not yet given back → the
 * wallet at once (then refunded), and the kind's `canceled` hook (stock, capacity). Completed or already cancelled orders are a 409.
 */
export async function cancelOrderRecord(tx: Db, orderId: number, who: Actor, why: string): Promise<OrderRow> {
  const current = await lockOrder(tx, orderId);
  const wasPaid = current.paymentStatus === PaymentStatus.paid;
  let next: ReturnType<typeof cancelOrder>;
  try {
    // Cancelling a cancelled (or completed) order is no change the machine allows: refuse it, never run it twice.
    if (isFinalStatus('order', current.status)) {
      throw new IllegalTransitionError('order', current.status, OrderStatus.canceled);
    }
    next = cancelOrder({
      status: current.status,
      paymentStatus: current.paymentStatus,
    });
  } catch (err) {
    conflictOf(err);
  }
  let row = await moveOrderStatus(tx, orderId, next, who, why);
  const refundable = row.paidAmount - row.refundedAmount;
  if (refundable > 0) {
    await refundToWallet(tx, orderId, refundable, `بازگشت وجه سفارش ${row.reference}: ${why}`);
    if (row.paymentStatus === PaymentStatus.waitForRefund) {
      row = await moveOrderStatus(tx, orderId, { paymentStatus: PaymentStatus.refunded }, who, 'بازگشت وجه به کیف پول');
    }
  }
  [row] = await tx.update(orders).set({ expiresAt: null }).where(eq(orders.id, orderId)).returning();
  await hooksOf(row.kind).canceled?.(tx, row, { wasPaid });
  return row;
}

/** Unpaid orders whose time ran out at `now` (ids, oldest first), for the expiry loop. */
export async function expiredOrderIds(db: Db, now: Date, limit = 50): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, PaymentStatus.notPaid),
        inArray(orders.status, [OrderStatus.newOrder, OrderStatus.wait]),
        lt(orders.expiresAt, now),
      ),
    )
    .orderBy(asc(orders.expiresAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The history of an order, oldest first, as the contract shows it. */
export async function orderHistoryOf(db: Db, orderId: number) {
  const rows = await db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.id));
  return rows.map((h) => ({
    machine: h.machine as 'order' | 'payment' | 'archive',
    from: h.fromStatus,
    to: h.toStatus,
    actor: h.actor as Actor['actor'],
    reason: h.reason,
    created_at: h.createdAt.toISOString(),
  }));
}

/** Adds money received for an order (wallet or bank) to its paid_amount. */
export async function addPaidAmount(tx: Db, orderId: number, amount: number): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ paidAmount: sql`${orders.paidAmount} + ${amount}`, updatedAt: new Date() })
    .where(eq(orders.id, orderId))
    .returning();
  return row;
}
