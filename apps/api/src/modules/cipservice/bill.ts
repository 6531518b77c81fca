/**
 * The bill of a CIP order: its reservations' price lines (each reservation priced by the domain's reservationTotal,
 * surcharges and VAT included) as one Bill, kept on the order as a snapshot at placement and after every change.
 */
import {
  type Bill,
  type BillLineKind,
  cipOrderBill,
  type InvoiceLine,
  type PriceLine,
  reservationCaption,
} from '@vip/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../order/schema';
import { cipFlightOrders, cipReservations } from './schema';

/** What a reservation contributes to its order's bill. */
export interface BilledReservation {
  orderType: number;
  reservationType: number;
  serviceTitle: string;
  lines: readonly PriceLine[];
}

/** The order's bill from its reservations in order (departing flight first, departure side first). */
export function billOfReservations(reservations: readonly BilledReservation[]): Bill {
  return cipOrderBill(
    reservations.map((r) => ({
      caption: reservationCaption(r.serviceTitle, r.orderType, r.reservationType),
      lines: r.lines,
    })),
  );
}

/** Recomputes a CIP order's bill from its stored reservations and keeps it on the order (inside the caller's tx). */
/** The discount line of a booking moved free after its flight was cancelled (the fare above the refund, waived). */
export const REBOOK_WAIVER_TITLE = 'بدون هزینه: جابه‌جایی پس از لغو پرواز';

/** A bill with the booking's standing waiver taken off (at most its total), as its own discount line. */
export function withWaiver(bill: Bill, waiver: number): Bill {
  const amount = Math.min(waiver, bill.total);
  if (amount <= 0) return bill;
  const line = {
    kind: 'discount' as const,
    title: REBOOK_WAIVER_TITLE,
    quantity: 1,
    unit_price: -amount,
    amount: -amount,
  };
  return { ...bill, lines: [...bill.lines, line], subtotal: bill.subtotal - amount, total: bill.total - amount };
}

export async function storeCipOrderBill(tx: Db, orderId: number): Promise<Bill> {
  const rows = await tx
    .select({
      orderType: cipFlightOrders.orderType,
      reservationType: cipReservations.reservationType,
      tariff: cipReservations.tariff,
      lines: cipReservations.lines,
    })
    .from(cipReservations)
    .innerJoin(cipFlightOrders, eq(cipFlightOrders.id, cipReservations.flightOrderId))
    .where(eq(cipReservations.orderId, orderId))
    .orderBy(asc(cipFlightOrders.orderType), asc(cipReservations.reservationType));
  const [order] = await tx.select({ discountTotal: orders.discountTotal }).from(orders).where(eq(orders.id, orderId));
  // A waiver the booking carries (a free move after a cancelled flight) stays on its bill through later edits.
  const bill = withWaiver(
    billOfReservations(rows.map((r) => ({ ...r, serviceTitle: r.tariff.title }))),
    order?.discountTotal ?? 0,
  );
  await tx.update(orders).set({ bill }).where(eq(orders.id, orderId));
  return bill;
}

/** A VIP price line's kind on a bill: fares, surcharges and VAT keep theirs, transfers theirs, the rest are extras. */
function billKindOf(kind: PriceLine['kind']): BillLineKind {
  if (kind === 'passenger' || kind === 'surcharge' || kind === 'vat') return kind;
  return kind === 'transfer' ? 'transfer' : 'extra';
}

/** A VIP order's invoice lines: every reservation's price lines as it was booked or last edited. */
export async function cipOrderLines(tx: Db, orderId: number): Promise<InvoiceLine[]> {
  const reservations = await tx
    .select({ lines: cipReservations.lines })
    .from(cipReservations)
    .where(eq(cipReservations.orderId, orderId))
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
