import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type {
  ErrorCode,
  Order,
  OrderBill,
  OrderSummary,
  orderBody,
  orderListQuery,
  orderPreviewBody,
  Recipient,
  StoreOrderStage,
} from '@vip/contract';
import {
  isFinalStatus,
  isPayable,
  normalizeDiscountCodes,
  OrderStatus,
  PaymentStatus,
  storeBill,
  storeBillOf,
  storeOrderBill,
  toPersianDigits,
} from '@vip/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { apiError, badRequest, notFound } from '../../http/errors';
import { listEnvelope, parseSort } from '../../db/list';
import { searchWhere } from '../../db/search';
import type { Storage } from '../../storage';
import { imageView } from '../../storage/images';
import { balanceOf } from '../credit/ledger';
import { registerOrderKind, type OrderRow } from '../order/hooks';
import { orders } from '../order/schema';
import { cancelOrderRecord, createOrderRecord, lockOrder, memberActor, orderHistoryOf } from '../order/service';
import { paymentsOfOrder } from '../payment/service';
import { findProducts, reserveStock, returnStock, stockOf } from '../product/stock';
import { billCodeOf, findDiscountCodes, findTransmit, transmitServes, transmitView } from './catalog';
import {
  lockMemberOrders,
  memberCodeUsage,
  unpaidLimitError,
  unpaidLimitProblem,
  unpaidUnitsHeld,
} from './member-limits';
import { getRecipient } from './recipients';
import { discountCodes, orderDiscountUses, storeOrderDetails, storeOrderItems, storeShipments } from './schema';

type OrderInput = z.output<typeof orderBody>;

/** What store orders need of the app. */
export interface StoreDeps {
  db: Db;
  storage: Storage;
  expiryMinutes: number;
  /** Units of one product a member's unpaid store orders may hold in all (§9a). */
  maxUnpaidUnits: number;
}

/** Lines merged by product (quantities added) and sorted by id, so stock rows are always locked in one order. */
function mergeItems(items: OrderInput['items']) {
  const byId = new Map<number, number>();
  for (const i of items) byId.set(i.product_id, (byId.get(i.product_id) ?? 0) + i.quantity);
  return [...byId.entries()].sort(([a], [b]) => a - b).map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * Prices a cart from the database with the domain's storeBill (the site runs the same function): unknown or
 * unpublished products and shortages become notices, as do rejected codes. Nothing is reserved.
 */
export async function previewBill(
  deps: StoreDeps,
  memberId: number,
  input: z.output<typeof orderPreviewBody>,
): Promise<OrderBill> {
  const { db } = deps;
  const notices: { field: string; message: string }[] = [];
  const wanted = mergeItems(input.items);
  const ids = wanted.map((w) => w.productId);
  const [found, held] = await Promise.all([findProducts(db, ids), unpaidUnitsHeld(db, memberId, ids)]);
  const lines = wanted.flatMap((w) => {
    const p = found.find((f) => f.id === w.productId && f.published);
    if (!p) {
      notices.push({
        field: `items.${w.productId}`,
        message: 'یکی از کالاهای سبد دیگر فروخته نمی‌شود و از صورت‌حساب کنار گذاشته شد.',
      });
      return [];
    }
    if (p.stock < w.quantity) {
      notices.push({
        field: `items.${w.productId}`,
        message:
          p.stock === 0
            ? `«${p.title}» ناموجود است.`
            : `از «${p.title}» فقط ${toPersianDigits(String(p.stock))} عدد موجود است.`,
      });
    }
    const overLimit = unpaidLimitProblem(
      { title: p.title, wanted: w.quantity, held: held.get(p.id) ?? 0 },
      deps.maxUnpaidUnits,
    );
    if (overLimit) notices.push({ field: `items.${w.productId}`, message: overLimit });
    return [{ productId: p.id, unitPrice: p.price, quantity: w.quantity, title: p.title, image: p.image }];
  });
  const transmit = await findTransmit(db, input.transmit_id);
  if (!transmit) notices.push({ field: 'transmit_id', message: 'روش ارسال انتخاب‌شده در دسترس نیست.' });
  const recipient = input.recipient_id ? await getRecipient(db, memberId, input.recipient_id) : null;
  if (transmit && recipient && !transmitServes(transmitView(transmit), recipient)) {
    notices.push({ field: 'transmit_id', message: notServedMessage(transmit.title, recipient.city_title) });
  }
  const codes = normalizeDiscountCodes(input.discount_codes);
  const codeRows = await findDiscountCodes(db, codes);
  const member = await memberCodeUsage(
    db,
    memberId,
    codeRows.map((c) => c.id),
  );
  const balance = input.use_wallet ? await balanceOf(db, memberId) : 0;
  const bill = storeBill({
    lines,
    codes,
    known: codeRows.map(billCodeOf),
    shippingPrice: transmit?.price ?? 0,
    walletBalance: balance,
    member,
  });
  for (const r of bill.rejected) notices.push({ field: `discount_codes.${r.code}`, message: r.message });
  return {
    lines: lines.map((l) => ({
      product_id: l.productId,
      title: l.title,
      image_url: imageView(deps.storage, l.image, 320)?.url ?? null,
      unit_price: l.unitPrice,
      quantity: l.quantity,
      amount: l.unitPrice * l.quantity,
    })),
    items_total: bill.itemsTotal,
    discounts: bill.discounts,
    discount_total: bill.discountTotal,
    transmit: transmit ? transmitView(transmit) : null,
    shipping_price: bill.shippingPrice,
    total_price: bill.totalPrice,
    wallet_balance: input.use_wallet ? balance : await balanceOf(db, memberId),
    wallet_amount: bill.walletAmount,
    bank_amount: bill.bankAmount,
    notices,
    can_order: notices.length === 0 && lines.length > 0 && Boolean(input.recipient_id),
  };
}

type PricedLine = {
  productId: number;
  unitPrice: number;
  quantity: number;
  title: string;
  image: Awaited<ReturnType<typeof findProducts>>[number]['image'];
};

const notServedMessage = (transmit: string, city: string) =>
  `«${transmit}» به ${city} ارسال نمی‌کند؛ روش ارسال دیگری انتخاب کنید.`;

const conflict = (code: ErrorCode, message: string, field?: string) =>
  apiError(code, message, field ? [{ field, message }] : undefined);

/**
 * Places a store order in one transaction (docs/payments.md): the member's order lock first (so the per-member limits of
 * §9a count what the member's other orders at the same moment hold), recipient and transmit checked, no product past
 * the member's unpaid-units limit, stock reserved by conditional updates (never below zero, rows taken in id order),
 * prices from the database, every discount code must apply (per-member rules included) and is counted by a
 * conditional update (never past its limit), then the order, its lines and snapshots.
 */
export async function createStoreOrder(
  deps: StoreDeps,
  memberId: number,
  input: OrderInput,
  meta: { clientIp: string },
): Promise<Order> {
  const { db } = deps;
  const created = await db.transaction(async (tx) => {
    await lockMemberOrders(tx, memberId);
    let recipient: Recipient;
    try {
      recipient = await getRecipient(tx, memberId, input.recipient_id);
    } catch {
      throw badRequest('recipient_id', 'گیرنده انتخاب‌شده پیدا نشد.');
    }
    const transmit = await findTransmit(tx, input.transmit_id);
    if (!transmit) throw badRequest('transmit_id', 'روش ارسال انتخاب‌شده در دسترس نیست.');
    if (!transmitServes(transmitView(transmit), recipient)) {
      throw conflict('transmit_not_served', notServedMessage(transmit.title, recipient.city_title), 'transmit_id');
    }
    const wanted = mergeItems(input.items);
    const ids = wanted.map((w) => w.productId);
    const found = await findProducts(tx, ids);
    const held = await unpaidUnitsHeld(tx, memberId, ids);
    const lines: PricedLine[] = [];
    for (const w of wanted) {
      const p = found.find((f) => f.id === w.productId && f.published);
      if (!p) throw badRequest('items', 'یکی از کالاهای سبد پیدا نشد یا دیگر فروخته نمی‌شود.');
      const overLimit = unpaidLimitProblem(
        { title: p.title, wanted: w.quantity, held: held.get(p.id) ?? 0 },
        deps.maxUnpaidUnits,
      );
      if (overLimit) throw unpaidLimitError(overLimit);
      const reserved = await reserveStock(tx, p.id, w.quantity);
      if (!reserved) {
        const left = (await stockOf(tx, p.id)) ?? 0;
        throw conflict(
          'out_of_stock',
          left === 0
            ? `«${p.title}» ناموجود است.`
            : `از «${p.title}» فقط ${toPersianDigits(String(left))} عدد موجود است.`,
          'items',
        );
      }
      lines.push({
        productId: p.id,
        unitPrice: reserved.price,
        quantity: w.quantity,
        title: p.title,
        image: p.image,
      });
    }
    const codes = normalizeDiscountCodes(input.discount_codes);
    const codeRows = await findDiscountCodes(tx, codes);
    const bill = storeBill({
      lines,
      codes,
      known: codeRows.map(billCodeOf),
      shippingPrice: transmit.price,
      walletBalance: 0,
      member: await memberCodeUsage(
        tx,
        memberId,
        codeRows.map((c) => c.id),
      ),
    });
    const rejected = bill.rejected[0];
    if (rejected) throw conflict(`discount_${rejected.reason}`, rejected.message, 'discount_codes');
    const applied = [];
    for (const d of bill.discounts) {
      const row = codeRows.find((c) => c.code === d.code)!;
      const [counted] = await tx
        .update(discountCodes)
        .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
        .where(
          and(
            eq(discountCodes.id, row.id),
            sql`(${discountCodes.usageLimit} is null or ${discountCodes.usedCount} < ${discountCodes.usageLimit})`,
          ),
        )
        .returning({ id: discountCodes.id });
      if (!counted) {
        throw conflict('discount_used_up', `ظرفیت استفاده از کد تخفیف «${d.code}» تکمیل شده است.`, 'discount_codes');
      }
      applied.push({ discount_code_id: row.id, ...d });
    }
    const titles = new Map(lines.map((l) => [l.productId, l.title]));
    const titleOf = (productId: number) => titles.get(productId) ?? '';
    const order = await createOrderRecord(tx, {
      kind: 'store',
      memberId,
      itemsTotal: bill.itemsTotal,
      discountTotal: bill.discountTotal,
      shippingPrice: bill.shippingPrice,
      totalPrice: bill.totalPrice,
      title: lines.length > 1 ? `${lines[0].title} و ${toPersianDigits(lines.length - 1)} کالای دیگر` : lines[0].title,
      imageUrl: imageView(deps.storage, lines[0].image, 320)?.url ?? null,
      itemCount: lines.reduce((n, l) => n + l.quantity, 0),
      searchText: lines.map((l) => l.title).join(' '),
      clientIp: meta.clientIp,
      expiresAt: new Date(Date.now() + deps.expiryMinutes * 60_000),
      bill: storeOrderBill(bill, titleOf),
    });
    await tx.insert(storeOrderItems).values(
      lines.map((l) => ({
        orderId: order.id,
        productId: l.productId,
        title: l.title,
        imageUrl: imageView(deps.storage, l.image, 320)?.url ?? null,
        unitPrice: l.unitPrice,
        quantity: l.quantity,
        amount: l.unitPrice * l.quantity,
      })),
    );
    const { created_at: _, ...snapshot } = recipient;
    await tx.insert(storeOrderDetails).values({
      orderId: order.id,
      recipient: snapshot,
      transmit: transmitView(transmit),
      discounts: applied,
    });
    if (applied.length) {
      await tx
        .insert(orderDiscountUses)
        .values(applied.map((a) => ({ orderId: order.id, discountCodeId: a.discount_code_id })));
    }
    return order;
  });
  return storeOrderView(deps, created);
}

/** What the fulfilment desk recorded about an order's parcel (store_shipments), or nothing yet. */
type ShipmentRow = { trackingNumber: string; shippedAt: Date; deliveredAt: Date | null } | null;

/** Whether the member may cancel: not final, and a paid order only before it ships. */
const canCancel = (o: OrderRow, shippedAt: Date | null) => !isFinalStatus('order', o.status) && shippedAt === null;

const canPay = (o: OrderRow) =>
  isPayable({ status: o.status, paymentStatus: o.paymentStatus }) &&
  (o.expiresAt === null || o.expiresAt.getTime() > Date.now());

/** The order's stage for its member: the §4 status says «در انتظار» from payment until delivery. */
function stageOf(o: OrderRow, shippedAt: Date | null, shipment: ShipmentRow): StoreOrderStage {
  if (o.status === OrderStatus.canceled) return 'canceled';
  if (o.status === OrderStatus.completed || shipment?.deliveredAt) return 'delivered';
  if (shippedAt || shipment) return 'shipped';
  return o.paymentStatus === PaymentStatus.paid ? 'preparing' : 'awaiting_payment';
}

function summaryOf(o: OrderRow, shippedAt: Date | null, shipment: ShipmentRow): OrderSummary {
  return {
    id: o.id,
    kind: o.kind,
    reference: o.reference,
    status: o.status,
    payment_status: o.paymentStatus,
    archive_status: o.archiveStatus,
    total_price: o.totalPrice,
    item_count: o.itemCount,
    title: o.title,
    image_url: o.imageUrl,
    created_at: o.createdAt.toISOString(),
    expires_at: o.expiresAt?.toISOString() ?? null,
    can_pay: canPay(o),
    can_cancel: canCancel(o, shippedAt),
    stage: stageOf(o, shippedAt, shipment),
    shipment: shipment
      ? {
          tracking_number: shipment.trackingNumber,
          shipped_at: shipment.shippedAt.toISOString(),
          delivered_at: shipment.deliveredAt?.toISOString() ?? null,
        }
      : null,
  };
}

const shipmentColumns = {
  trackingNumber: storeShipments.trackingNumber,
  shippedAt: storeShipments.shippedAt,
  deliveredAt: storeShipments.deliveredAt,
};

/** A store order in full: lines, snapshots, discounts, payments and history. */
export async function storeOrderView(deps: StoreDeps, o: OrderRow): Promise<Order> {
  const { db } = deps;
  const [items, [details], [shipment], payments, history] = await Promise.all([
    db.select().from(storeOrderItems).where(eq(storeOrderItems.orderId, o.id)).orderBy(asc(storeOrderItems.id)),
    db.select().from(storeOrderDetails).where(eq(storeOrderDetails.orderId, o.id)),
    db.select(shipmentColumns).from(storeShipments).where(eq(storeShipments.orderId, o.id)),
    paymentsOfOrder(db, o.id, o.reference),
    orderHistoryOf(db, o.id),
  ]);
  return {
    ...summaryOf(o, details?.shippedAt ?? null, shipment ?? null),
    items: items.map((i) => ({
      product_id: i.productId,
      title: i.title,
      image_url: i.imageUrl,
      unit_price: i.unitPrice,
      quantity: i.quantity,
      amount: i.amount,
    })),
    recipient: details?.recipient ?? null,
    // Orders placed before shipping methods had areas kept a snapshot without them.
    transmit: details?.transmit
      ? {
          ...details.transmit,
          province_ids: details.transmit.province_ids ?? null,
          city_ids: details.transmit.city_ids ?? null,
        }
      : null,
    discounts: (details?.discounts ?? []).map((d) => ({ code: d.code, title: d.title, amount: d.amount })),
    items_total: o.itemsTotal,
    discount_total: o.discountTotal,
    shipping_price: o.shippingPrice,
    paid_amount: o.paidAmount,
    payments,
    history,
    updated_at: o.updatedAt.toISOString(),
    bill:
      o.bill ??
      storeBillOf(
        {
          items: items.map((i) => ({ title: i.title, quantity: i.quantity, unitPrice: i.unitPrice })),
          discounts: details?.discounts ?? [],
          shippingPrice: o.shippingPrice,
        },
        o.createdAt,
      ),
  };
}

/** One of the member's store orders (another member's is not found). */
export async function getStoreOrder(deps: StoreDeps, memberId: number, id: number) {
  const [row] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.memberId, memberId), eq(orders.kind, 'store')));
  if (!row) throw notFound('سفارش');
  return storeOrderView(deps, row);
}

/** The member's store orders: search by reference and item title, status filters, paging and sort. */
export async function listStoreOrders(db: Db, memberId: number, q: z.output<typeof orderListQuery>) {
  const where = and(
    eq(orders.memberId, memberId),
    eq(orders.kind, 'store'),
    q.status === undefined ? undefined : eq(orders.status, q.status),
    q.payment_status === undefined ? undefined : eq(orders.paymentStatus, q.payment_status),
    searchWhere(q, [orders.searchTextSearch]),
  );
  const orderBy = parseSort(
    q.sort,
    { id: orders.id, created_at: orders.createdAt, total_price: orders.totalPrice, status: orders.status },
    [desc(orders.id)],
  );
  const [rows, total] = await Promise.all([
    db
      .select({ order: orders, shippedAt: storeOrderDetails.shippedAt, shipment: shipmentColumns })
      .from(orders)
      .leftJoin(storeOrderDetails, eq(storeOrderDetails.orderId, orders.id))
      .leftJoin(storeShipments, eq(storeShipments.orderId, orders.id))
      .where(where)
      .orderBy(...orderBy)
      .limit(q.limit)
      .offset(q.offset),
    db.$count(orders, where),
  ]);
  return listEnvelope(
    rows.map((r) => summaryOf(r.order, r.shippedAt, r.shipment)),
    total,
    q.limit,
    q.offset,
  );
}

/**
 * The member cancels a store order: unpaid → stock and codes released; paid and not yet shipped → the whole paid
 * amount back to the wallet at once. Shipped or final orders: 409.
 */
export async function cancelStoreOrder(deps: StoreDeps, memberId: number, id: number, reason?: string) {
  const row = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id, memberId);
    if (order.kind !== 'store') throw notFound('سفارش');
    const [details] = await tx.select().from(storeOrderDetails).where(eq(storeOrderDetails.orderId, id));
    if (details?.shippedAt) {
      throw conflict('order_shipped', `سفارش ${order.reference} ارسال شده است و دیگر لغو نمی‌شود.`);
    }
    return cancelOrderRecord(tx, id, memberActor(memberId), reason || 'لغو به درخواست مشتری');
  });
  return storeOrderView(deps, row);
}

// What cancelling or expiring a store order gives back: its stock, and (if it was never paid) its discount codes.
registerOrderKind('store', {
  async canceled(tx, order, { wasPaid }) {
    const items = await tx.select().from(storeOrderItems).where(eq(storeOrderItems.orderId, order.id));
    for (const item of items) await returnStock(tx, item.productId, item.quantity);
    if (!wasPaid) {
      const uses = await tx.delete(orderDiscountUses).where(eq(orderDiscountUses.orderId, order.id)).returning();
      for (const use of uses) {
        await tx
          .update(discountCodes)
          .set({ usedCount: sql`greatest(${discountCodes.usedCount} - 1, 0)` })
          .where(eq(discountCodes.id, use.discountCodeId));
      }
    }
  },
});
