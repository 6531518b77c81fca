import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { type BillMember, OrderStatus, PaymentStatus, toPersianDigits } from '@vip/domain';
import type { Db } from '../../db/client';
import { apiError } from '../../http/errors';
import { lockMemberRow } from '../member/queries';
import { orders } from '../order/schema';
import { discountCodes, orderDiscountUses, storeOrderItems } from './schema';

/**
 * What one member may hold and use (§9a): units of a product in unpaid store orders, and discount codes with
 * per-member rules. Both are counted from the member's orders, so two orders of one member placed at once are
 * serialised by `lockMemberOrders`; other members are not held up.
 */

/** Takes the member's order lock until the transaction ends (the member row, without blocking key references). */
export async function lockMemberOrders(tx: Db, memberId: number) {
  await lockMemberRow(tx, memberId);
}

/** Orders still holding stock without being paid: not paid (or a deadline asked for) and not completed or cancelled. */
const unpaidLive = and(
  inArray(orders.paymentStatus, [PaymentStatus.notPaid, PaymentStatus.requestForPaymentDeadline]),
  notInArray(orders.status, [OrderStatus.completed, OrderStatus.canceled]),
);

/** Units of each product the member's unpaid store orders hold (an expired one holds them until the loop frees it). */
export async function unpaidUnitsHeld(db: Db, memberId: number, productIds: readonly number[]) {
  const held = new Map<number, number>();
  if (productIds.length === 0) return held;
  const rows = await db
    .select({ productId: storeOrderItems.productId, units: sql<number>`sum(${storeOrderItems.quantity})::int` })
    .from(storeOrderItems)
    .innerJoin(orders, eq(orders.id, storeOrderItems.orderId))
    .where(
      and(
        eq(orders.memberId, memberId),
        eq(orders.kind, 'store'),
        unpaidLive,
        inArray(storeOrderItems.productId, [...productIds]),
      ),
    )
    .groupBy(storeOrderItems.productId);
  for (const r of rows) held.set(r.productId, Number(r.units));
  return held;
}

/** Persian reason when `wanted` more units of a product would pass the member's unpaid limit; undefined when fine. */
export function unpaidLimitProblem(line: { title: string; wanted: number; held: number }, limit: number) {
  if (line.held + line.wanted <= limit) return undefined;
  const max = toPersianDigits(limit);
  if (line.held === 0) {
    return `از هر کالا حداکثر ${max} عدد را می‌توان بدون پرداخت نگه داشت؛ تعداد «${line.title}» را کم کنید.`;
  }
  return `از هر کالا حداکثر ${max} عدد را می‌توان بدون پرداخت نگه داشت و ${toPersianDigits(line.held)} عدد «${line.title}» در سفارش پرداخت‌نشدهٔ شماست؛ ابتدا سفارش پرداخت‌نشدهٔ قبلی را پرداخت یا لغو کنید.`;
}

/** The 409 of a passed unpaid limit. */
export const unpaidLimitError = (message: string) =>
  apiError('unpaid_units_limit', message, [{ field: 'items', message }]);

/**
 * What the per-member code rules read: whether the member ever paid an order (any kind: a first purchase is the
 * account's first), and the member's live uses of the named codes. A use lives as long as its order_discount_uses
 * row: an unpaid order cancelled or expired deletes it (store hook); a paid order keeps it, even once refunded.
 */
export async function memberCodeUsage(db: Db, memberId: number, codeIds: readonly number[]): Promise<BillMember> {
  const [paid, uses] = await Promise.all([
    db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.memberId, memberId), isNotNull(orders.paidAt)))
      .limit(1),
    codeIds.length === 0
      ? []
      : db
          .select({ code: discountCodes.code, n: sql<number>`count(*)::int` })
          .from(orderDiscountUses)
          .innerJoin(orders, eq(orders.id, orderDiscountUses.orderId))
          .innerJoin(discountCodes, eq(discountCodes.id, orderDiscountUses.discountCodeId))
          .where(and(eq(orders.memberId, memberId), inArray(orderDiscountUses.discountCodeId, [...codeIds])))
          .groupBy(discountCodes.code),
  ]);
  return {
    hasPaidOrder: paid.length > 0,
    uses: Object.fromEntries(uses.map((u) => [u.code.toUpperCase(), Number(u.n)])),
  };
}
