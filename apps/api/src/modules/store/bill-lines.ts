import type { InvoiceLine } from '@vip/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { OrderRow } from '../order/hooks';
import { storeOrderDetails, storeOrderItems } from './schema';

/*
 * What the invoice module reads of a store order (its items, shipping and discount snapshots, its recipient): the
 * store's tables stay its own (docs/architecture.md, "Module boundaries").
 */

/** A store order's invoice lines from its own rows: items, shipping, each discount code (negative). */
export async function storeOrderLines(tx: Db, order: OrderRow): Promise<InvoiceLine[]> {
  const items = await tx
    .select()
    .from(storeOrderItems)
    .where(eq(storeOrderItems.orderId, order.id))
    .orderBy(asc(storeOrderItems.id));
  const [details] = await tx.select().from(storeOrderDetails).where(eq(storeOrderDetails.orderId, order.id));
  const lines: InvoiceLine[] = items.map((i) => ({
    kind: 'item',
    title: i.title,
    quantity: i.quantity,
    unit_price: i.unitPrice,
    amount: i.amount,
  }));
  if (order.shippingPrice > 0) {
    const title = details?.transmit ? `هزینهٔ ارسال (${details.transmit.title})` : 'هزینهٔ ارسال';
    lines.push({ kind: 'shipping', title, quantity: 1, unit_price: order.shippingPrice, amount: order.shippingPrice });
  }
  const discounts = details?.discounts ?? [];
  const named = discounts.reduce((sum, d) => sum + d.amount, 0);
  for (const d of discounts) {
    lines.push({
      kind: 'discount',
      title: `تخفیف (${d.title || d.code})`,
      quantity: 1,
      unit_price: -d.amount,
      amount: -d.amount,
    });
  }
  // A discount the snapshots do not name (older orders) still shows, so the lines add up to what was charged.
  const unnamed = order.discountTotal - named;
  if (unnamed > 0)
    lines.push({ kind: 'discount', title: 'تخفیف', quantity: 1, unit_price: -unnamed, amount: -unnamed });
  return lines;
}

/** Where a store order went (its recipient snapshot), or undefined for an order without details. */
export async function storeOrderRecipient(tx: Db, orderId: number) {
  const [details] = await tx
    .select({ recipient: storeOrderDetails.recipient })
    .from(storeOrderDetails)
    .where(eq(storeOrderDetails.orderId, orderId));
  return details?.recipient ?? undefined;
}
