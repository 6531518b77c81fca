/**
 * The bill of a CIP order: its reservations' price lines (each reservation priced by the domain's reservationTotal,
 * surcharges and VAT included) as one Bill, kept on the order as a snapshot at placement and after every change.
 */
import { type Bill, cipOrderBill, type PriceLine, reservationCaption } from '@vip/domain';
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
  const bill = billOfReservations(rows.map((r) => ({ ...r, serviceTitle: r.tariff.title })));
  await tx.update(orders).set({ bill }).where(eq(orders.id, orderId));
  return bill;
}
