import type { deskStoreOrderQuery } from '@vip/contract';
import { OrderStatus, PaymentStatus, toPersianDigits } from '@vip/domain';
import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { apiError, notFound } from '../../http/errors';
import { listEnvelope } from '../../db/list';
import { enqueueSms } from '../../outbox/outbox';
import { memberMobile } from '../member/queries';
import { orders } from '../order/schema';
import { lockOrder, moveOrderStatus } from '../order/service';
import { shiftStock, stockOf } from '../product/stock';
import type { StaffActor } from '../admin/audit';
import { staffOrderActor } from '../admin/staff-write';
import { storeOrderDetails, storeOrderItems, storeShipments } from './schema';

const STAGES: Record<z.output<typeof deskStoreOrderQuery>['stage'], SQL> = {
  to_ship: and(eq(orders.status, OrderStatus.wait), isNull(storeShipments.orderId))!,
  shipped: and(isNotNull(storeShipments.orderId), isNull(storeShipments.deliveredAt))!,
  delivered: isNotNull(storeShipments.deliveredAt),
};

const columns = {
  order: orders,
  details: storeOrderDetails,
  shipment: storeShipments,
};

type Row = {
  order: typeof orders.$inferSelect;
  details: typeof storeOrderDetails.$inferSelect | null;
  shipment: typeof storeShipments.$inferSelect | null;
};

type Item = { orderId: number; productId: number; title: string; quantity: number };

/** A packing-list row: the order, what to pack, where it goes and how. */
const viewOf = ({ order, details, shipment }: Row, items: Item[]) => ({
  order_id: order.id,
  reference: order.reference,
  status: order.status,
  payment_status: order.paymentStatus,
  title: order.title,
  item_count: order.itemCount,
  total_price: Number(order.totalPrice),
  recipient_name: details?.recipient?.full_name ?? '',
  recipient_mobile: details?.recipient?.mobile ?? '',
  province: details?.recipient?.province_title ?? '',
  city: details?.recipient?.city_title ?? '',
  postal_code: details?.recipient?.postal_code ?? '',
  address: details?.recipient?.address ?? '',
  items: items
    .filter((i) => i.orderId === order.id)
    .map((i) => ({ product_id: i.productId, title: i.title, quantity: i.quantity })),
  shipping: details?.transmit
    ? {
        title: details.transmit.title,
        delivery_days_min: details.transmit.delivery_days_min,
        delivery_days_max: details.transmit.delivery_days_max,
      }
    : null,
  paid_at: order.paidAt?.toISOString() ?? null,
  tracking_number: shipment?.trackingNumber ?? null,
  shipped_at: shipment?.shippedAt.toISOString() ?? null,
  delivered_at: shipment?.deliveredAt?.toISOString() ?? null,
});

const paidStoreOrders = (db: Db) =>
  db
    .select(columns)
    .from(orders)
    .leftJoin(storeOrderDetails, eq(storeOrderDetails.orderId, orders.id))
    .leftJoin(storeShipments, eq(storeShipments.orderId, orders.id));

/** The lines of these orders, in the order they were bought. */
function itemsOf(db: Db, orderIds: number[]): Promise<Item[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: storeOrderItems.orderId,
      productId: storeOrderItems.productId,
      title: storeOrderItems.title,
      quantity: storeOrderItems.quantity,
    })
    .from(storeOrderItems)
    .where(inArray(storeOrderItems.orderId, orderIds))
    .orderBy(asc(storeOrderItems.id));
}

const paidStore = and(eq(orders.kind, 'store'), eq(orders.paymentStatus, PaymentStatus.paid));

/** Paid store orders by stage; the packing queue oldest paid first. */
export async function listDeskStoreOrders(db: Db, q: z.output<typeof deskStoreOrderQuery>) {
  const cond = and(paidStore, STAGES[q.stage]);
  const [rows, [{ total }]] = await Promise.all([
    paidStoreOrders(db)
      .where(cond)
      .orderBy(q.stage === 'to_ship' ? asc(orders.paidAt) : desc(orders.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .leftJoin(storeShipments, eq(storeShipments.orderId, orders.id))
      .where(cond),
  ]);
  const items = await itemsOf(
    db,
    rows.map((r) => r.order.id),
  );
  return listEnvelope(
    rows.map((r) => viewOf(r, items)),
    total,
    q.limit,
    q.offset,
  );
}

async function storeOrderView(tx: Db, orderId: number) {
  const [row] = await paidStoreOrders(tx).where(eq(orders.id, orderId));
  return viewOf(row, await itemsOf(tx, [orderId]));
}

async function lockStoreOrder(tx: Db, orderId: number) {
  const order = await lockOrder(tx, orderId);
  if (order.kind !== 'store') throw notFound('سفارش');
  return order;
}

/**
 * The order left the warehouse: the shipment row with its tracking number, the store's `shipped_at` (from then on
 * the member can no longer cancel) and an SMS with the tracking number.
 */
export async function shipOrder(tx: Db, orderId: number, who: StaffActor, trackingNumber: string) {
  const order = await lockStoreOrder(tx, orderId);
  if (order.paymentStatus !== PaymentStatus.paid || order.status !== OrderStatus.wait) {
    throw apiError('not_shippable', 'فقط سفارش پرداخت‌شده‌ای که هنوز ارسال نشده را می‌توان ارسال کرد.');
  }
  const before = await storeOrderView(tx, orderId);
  if (before.tracking_number) throw apiError('already_shipped', 'این سفارش پیش‌تر ارسال شده است.');
  const now = new Date();
  await tx.insert(storeShipments).values({ orderId, trackingNumber, shippedBy: who.staffId, shippedAt: now });
  await tx.update(storeOrderDetails).set({ shippedAt: now }).where(eq(storeOrderDetails.orderId, orderId));
  const mobile = (await memberMobile(tx, order.memberId)) || before.recipient_mobile;
  if (mobile) {
    await enqueueSms(tx, {
      recipient: mobile,
      template: 'store-shipped',
      token: order.reference,
      body: `آسمان ویژه: سفارش ${toPersianDigits(order.reference)} ارسال شد. کد رهگیری مرسوله: ${/^\d+$/.test(trackingNumber) ? toPersianDigits(trackingNumber) : trackingNumber}`,
    });
  }
  const after = await storeOrderView(tx, orderId);
  return { result: after, before, after };
}

/** Delivered: the order completes through the domain machine (wait → completed). */
export async function deliverOrder(tx: Db, orderId: number, who: StaffActor) {
  await lockStoreOrder(tx, orderId);
  const before = await storeOrderView(tx, orderId);
  if (!before.tracking_number || before.delivered_at) {
    throw apiError('not_on_the_way', 'این سفارش ارسال نشده یا پیش‌تر تحویل شده است.');
  }
  await moveOrderStatus(tx, orderId, { status: OrderStatus.completed }, staffOrderActor(who), 'تحویل به گیرنده');
  await tx.update(storeShipments).set({ deliveredAt: new Date() }).where(eq(storeShipments.orderId, orderId));
  const after = await storeOrderView(tx, orderId);
  return { result: after, before, after };
}

/**
 * A stock adjustment (goods received, lost, damaged): one conditional update `stock = stock + delta` that refuses to
 * go below zero (409), so concurrent adjustments and sales never lose a unit. The reason goes to the audit log.
 */
export async function adjustStock(tx: Db, productId: number, delta: number) {
  const updated = await shiftStock(tx, productId, delta);
  if (!updated) {
    const stock = await stockOf(tx, productId);
    if (stock === undefined) throw notFound('محصول');
    throw apiError(
      'stock_below_zero',
      `موجودی این محصول ${toPersianDigits(stock)} عدد است و با این تغییر کمتر از صفر می‌شود.`,
    );
  }
  const result = { product_id: updated.id, title: updated.title, stock: updated.stock, delta };
  return { result, before: { stock: updated.stock - delta }, after: { stock: updated.stock, delta } };
}
