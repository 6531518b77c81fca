import { and, eq, sql } from 'drizzle-orm';
import { PaymentStatus } from '@vip/domain';
import type { Db } from '../../db/client';
import { orders } from '../order/schema';
import { storeOrderItems } from './schema';

/** Whether the member has a paid store order with this product (a review needs one: §9). */
export async function hasBought(db: Db, memberId: number, productId: number) {
  const n = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(storeOrderItems)
    .innerJoin(orders, eq(orders.id, storeOrderItems.orderId))
    .where(
      and(
        eq(orders.memberId, memberId),
        eq(storeOrderItems.productId, productId),
        eq(orders.paymentStatus, PaymentStatus.paid),
      ),
    );
  return (n[0]?.n ?? 0) > 0;
}
