import { OrderStatus, PaymentStatus } from '@vip/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../order/schema';
import { storeShipments } from './schema';

/** Paid store orders the fulfilment desk has not shipped yet (its packing queue). */
export async function ordersToShipCount(db: Db) {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .leftJoin(storeShipments, eq(storeShipments.orderId, orders.id))
    .where(
      and(
        eq(orders.kind, 'store'),
        eq(orders.paymentStatus, PaymentStatus.paid),
        eq(orders.status, OrderStatus.wait),
        isNull(storeShipments.orderId),
      ),
    );
  return n;
}
