import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { OrderRow } from './hooks';
import { orders } from './schema';

/*
 * What modules other than the order kinds read of an order (the `orders` table is this module's own:
 * docs/architecture.md, "Module boundaries").
 */

/** An order as a ticket or a list names it. */
export type OrderRef = { id: number; kind: 'store' | 'cip'; reference: string };
const refColumns = { id: orders.id, kind: orders.kind, reference: orders.reference };

/** The order, unlocked, or undefined for an unknown id. */
export async function findOrder(db: Db, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** Id, kind and reference of an order, or null for none or an unknown id. */
export async function orderRef(db: Db, orderId: number | null): Promise<OrderRef | null> {
  if (orderId === null) return null;
  const [row] = await db.select(refColumns).from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

/** Id, kind and reference of several orders at once, by id. */
export async function orderRefs(db: Db, orderIds: number[]): Promise<Map<number, OrderRef>> {
  const ids = [...new Set(orderIds)];
  const rows = ids.length ? await db.select(refColumns).from(orders).where(inArray(orders.id, ids)) : [];
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Reference and paid amount of every order as a subquery (`id`, `reference`, `paid_amount`) that another module's
 * list joins on `id` when it searches or sorts by them in SQL; the order module picks the columns it lends.
 */
export const orderReferenceSource = () => sql`(select id, reference, paid_amount from ${orders})`;

/** Reference, member, paid and refunded amounts of several orders at once, by id (finance's reconciliation). */
export async function orderMoneyOf(db: Db, orderIds: number[]) {
  const ids = [...new Set(orderIds)];
  const rows = ids.length
    ? await db
        .select({
          id: orders.id,
          reference: orders.reference,
          memberId: orders.memberId,
          paidAmount: orders.paidAmount,
          refundedAmount: orders.refundedAmount,
        })
        .from(orders)
        .where(inArray(orders.id, ids))
    : [];
  return new Map(rows.map((r) => [r.id, r]));
}

/** Whether the order exists and is the member's own. */
export async function isMembersOrder(db: Db, memberId: number, orderId: number): Promise<boolean> {
  return (await db.$count(orders, and(eq(orders.id, orderId), eq(orders.memberId, memberId)))) > 0;
}

/**
 * Money received net of refunds per Tehran day on which the order was paid, from `since` (YYYY-MM-DD, Tehran) on:
 * `day`, `amount` (Rials, as the database's numeric text) and `n` orders.
 */
export async function paidRevenueByDay(db: Db, since: string) {
  const paidDay = sql<string>`to_char((${orders.paidAt} at time zone 'Asia/Tehran')::date, 'YYYY-MM-DD')`;
  return db
    .select({
      day: paidDay,
      amount: sql<string>`sum(${orders.paidAmount} - ${orders.refundedAmount})`,
      n: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(gte(sql`(${orders.paidAt} at time zone 'Asia/Tehran')::date`, sql`${since}::date`))
    .groupBy(paidDay);
}

/** Locks an order row until the transaction ends; with `memberId` another member's order is a 404. */
export async function lockOrder(tx: Db, orderId: number, memberId?: number): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(
      memberId === undefined
        ? eq(orders.id, orderId)
        : // A member's own order: an agency's booking is the agency's even though it sits under a member.
          and(eq(orders.id, orderId), eq(orders.memberId, memberId), isNull(orders.agencyId)),
    )
    .for('update');
  if (!row) throw notFound('سفارش');
  return row;
}

/** Adds money given back for an order (to the wallet) to its refunded_amount. */
export async function addRefundedAmount(tx: Db, orderId: number, amount: number) {
  await tx
    .update(orders)
    .set({ refundedAmount: sql`${orders.refundedAmount} + ${amount}`, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}
