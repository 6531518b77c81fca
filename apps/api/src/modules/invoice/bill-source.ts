import { type Bill, type BillLineKind, billOf, type InvoiceLine, type PriceLine } from '@vip/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cipReservations } from '../cipservice/schema';
import type { OrderRow } from '../order/hooks';
import { storeOrderDetails, storeOrderItems } from '../store/schema';

/** A VIP price line's kind on a bill: fares, surcharges and VAT keep theirs, transfers theirs, the rest are extras. */
function billKindOf(kind: PriceLine['kind']): BillLineKind {
  if (kind === 'passenger' || kind === 'surcharge' || kind === 'vat') return kind;
  return kind === 'transfer' ? 'transfer' : 'extra';
}

/** A store order's lines from its own rows: items, shipping, each discount code (negative). */
async function storeLines(tx: Db, order: OrderRow): Promise<InvoiceLine[]> {
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

/** A VIP order's lines: every reservation's price lines as it was booked or last edited. */
async function cipLines(tx: Db, order: OrderRow): Promise<InvoiceLine[]> {
  const reservations = await tx
    .select({ lines: cipReservations.lines })
    .from(cipReservations)
    .where(eq(cipReservations.orderId, order.id))
    .orderBy(asc(cipReservations.id));
  return reservations.flatMap((r) =>
    r.lines.map((l) => ({
      kind: billKindOf(l.kind),
      title: l.label,
      quantity: l.count,
      unit_price: l.unitPrice,
      amount: l.amount,
    })),
  );
}

/**
 * The bill an order's invoice carries: the snapshot the order keeps (orders.bill), or for an order placed before
 * bills were kept, one made from the order's own rows (store items, shipping and discounts; VIP price lines).
 */
export async function billForInvoice(tx: Db, order: OrderRow): Promise<Bill> {
  if (order.bill) return order.bill;
  return billOf(order.kind === 'store' ? await storeLines(tx, order) : await cipLines(tx, order));
}
