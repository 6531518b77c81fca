/**
 * Cancelling one side of a booking (issues #29, #30): the departure or the arrival of a round trip, by the member
 * or by the VIP desk. The side leaves the booking as an edit removing it would: its places are released and its
 * price comes back at the cancellation policy's share of this moment (`settleNewTotal`, the domain's
 * `sideCancellationMoney`), the same rule as cancelling the whole booking, so a side and then the rest never give
 * back more than cancelling everything at once. The order's row lock orders it against a whole cancel, an edit,
 * a change of flight and a flight's status change.
 */
import type { CipEditSettlement } from '@vip/contract';
import { PaymentStatus, RESERVATION_TYPE_LABELS, type ReservationType, sideCancellationMoney } from '@vip/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { OrderRow } from '../order/hooks';
import { lockOrder } from '../order/service';
import { orders } from '../order/schema';
import { alreadyServed, assertChangeable, changeOrPreview, releasePlaces, settleNewTotal } from './booking';
import { notifyCip } from './notify';
import { problemsError } from './rules';
import { cipFlightOrders, cipReservations } from './schema';
import { bookingMoney, isServed, loadCipOrder, policyShareAt } from './views';

export type SideCancelResult = { order: OrderRow; settlement: CipEditSettlement; side: string };

/** Who cancels: the member (their own booking only; another's is 404) or the desk (any booking). */
export type SideCanceller = { memberId: number } | { staff: true };

/** The order a reservation belongs to (what the desk names by the reservation's id). */
export async function orderOfReservation(db: Db, reservationId: number) {
  const [row] = await db
    .select({ orderId: cipReservations.orderId })
    .from(cipReservations)
    .where(eq(cipReservations.id, reservationId));
  if (!row) throw notFound('رزرو');
  return row.orderId;
}

/** Cancels one reservation (side) of a booking; with `preview`, answers what it would do and changes nothing. */
export async function cancelCipSide(
  db: Db,
  who: SideCanceller,
  orderId: number,
  reservationId: number,
  opts: { now?: Date; preview?: boolean } = {},
): Promise<SideCancelResult> {
  const now = opts.now ?? new Date();
  return changeOrPreview(db, opts.preview ?? false, async (tx) => {
    const order = await lockOrder(tx, orderId, 'memberId' in who ? who.memberId : undefined);
    if (order.kind !== 'cip') throw notFound('سفارش');
    const loaded = await loadCipOrder(tx, order);
    const side = loaded.reservations.find((r) => r.id === reservationId);
    if (!side) throw notFound('رزرو');
    assertChangeable(loaded, now);
    if (isServed(side)) throw alreadyServed();
    if (loaded.reservations.length < 2) {
      throw problemsError('reservation_id', [
        'این تنها بخش رزرو است؛ برای لغو آن کل رزرو را لغو کنید (با همان قوانین بازگشت وجه).',
      ]);
    }
    const fo = loaded.flightOrders.find((f) => f.id === side.flightOrderId)!;
    const flight = loaded.flights.get(fo.flightId)!;
    const title = `${side.tariff.title} (${RESERVATION_TYPE_LABELS[side.reservationType as ReservationType]}، پرواز ${flight.pattern.flightNumber})`;
    // Told before the side goes, so its own traveller (the first passenger of its flight) is among the recipients;
    // the amount is the domain's rule, the one settleNewTotal pays below.
    const paid = order.paymentStatus === PaymentStatus.paid;
    const { percent } = policyShareAt(loaded, now);
    const refund = paid ? sideCancellationMoney(bookingMoney(order), side.totalPrice, percent).refund : 0;
    await notifyCip(tx, order, 'side-canceled', { flight: title, refunded: refund });
    await releasePlaces(tx, side.serviceId, side.slotStart, side.places);
    await tx.delete(cipReservations).where(eq(cipReservations.id, side.id));
    if (!loaded.reservations.some((r) => r.id !== side.id && r.flightOrderId === fo.id)) {
      // A flight with no service left is no longer part of the booking.
      await tx.delete(cipFlightOrders).where(eq(cipFlightOrders.id, fo.id));
    }
    const settlement = await settleNewTotal(tx, loaded, order.totalPrice - side.totalPrice, now, 'لغو یک بخش');
    const [updated] = await tx.select().from(orders).where(eq(orders.id, order.id));
    return {
      order: updated,
      side: title,
      settlement: { ...settlement, summary: `«${title}» از رزرو حذف می‌شود. ${settlement.summary}` },
    };
  });
}
