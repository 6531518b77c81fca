/**
 * The desk's greeter of a reservation (issue #30): the person who meets the travellers, by name and mobile. The
 * travellers are told by SMS at once when the service is within a day, otherwise with the day-before reminder
 * (sendDayBeforeReminders); the voucher shows them beside the meeting point.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiError, notFound } from '../../http/errors';
import { orders } from '../order/schema';
import { notifyCip } from './notify';
import { sideFlightAt } from './rules';
import { cipFlightOrders, cipFlights, cipReservations } from './schema';
import { LIVE_STATUSES } from './views';

const DAY_MS = 24 * 3_600_000;

/** Assigns (or replaces) a reservation's greeter in the caller's transaction; answers the audit's before and after. */
export async function assignGreeter(
  tx: Db,
  reservationId: number,
  greeter: { name: string; mobile: string },
  now = new Date(),
) {
  const [row] = await tx
    .select({ r: cipReservations, order: orders, flight: cipFlights })
    .from(cipReservations)
    .innerJoin(orders, eq(orders.id, cipReservations.orderId))
    .innerJoin(cipFlightOrders, eq(cipFlightOrders.id, cipReservations.flightOrderId))
    .innerJoin(cipFlights, eq(cipFlights.id, cipFlightOrders.flightId))
    .where(eq(cipReservations.id, reservationId))
    .for('update', { of: cipReservations });
  if (!row) throw notFound('رزرو');
  if (!LIVE_STATUSES.includes(row.order.status)) {
    throw apiError('not_editable', 'این رزرو لغو یا انجام شده است و خوشامدگو نمی‌گیرد.');
  }
  const same = row.r.greeterName === greeter.name && row.r.greeterMobile === greeter.mobile;
  const soon = sideFlightAt(row.r.reservationType, row.flight).getTime() - now.getTime() <= DAY_MS;
  // Told at once within a day of the service (again when the person changed); else the reminder carries it.
  const tellNow = soon && !(same && row.r.greeterNotifiedAt);
  await tx
    .update(cipReservations)
    .set({
      greeterName: greeter.name,
      greeterMobile: greeter.mobile,
      greeterNotifiedAt: tellNow ? now : same ? row.r.greeterNotifiedAt : null,
    })
    .where(eq(cipReservations.id, reservationId));
  if (tellNow) await notifyCip(tx, row.order, 'greeter', { greeter });
  return {
    result: {
      reservation_id: reservationId,
      reference: row.order.reference,
      name: greeter.name,
      mobile: greeter.mobile,
      notified: tellNow,
    },
    before: { name: row.r.greeterName, mobile: row.r.greeterMobile },
    after: { name: greeter.name, mobile: greeter.mobile, notified: tellNow },
    entityId: reservationId,
  };
}
