/**
 * A flight's status and current times, from the VIP desk or a flight-data feed, and what follows for its bookings:
 * a new time moves each live reservation to the slot of that time (capacity taken there and released in the old
 * one, in the same transaction; a full slot leaves it where it was, listed for the desk), and a cancellation
 * cancels every live booking through the orders core (everything received back to the wallet, places and wallet
 * holds released). Cut-off, edit, cancellation and check-in windows read `departure_at`/`arrival_at`, the current
 * times, so they follow without more.
 */
import type { api, FlightStatusResult, QueryOf } from '@vip/contract';
import { type FlightStatus, flightStatusLabel } from '@vip/domain';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listEnvelope } from '../../db/list';
import { ApiError, apiError, notFound } from '../../http/errors';
import { orders } from '../order/schema';
import { type Actor, cancelOrderRecord } from '../order/service';
import { releasePlaces, reservePlaces } from './booking';
import { findFlights, slotStartOf } from './catalogue';
import { flightMoment, notifyCip } from './notify';
import { withFlightAndService } from './reservation-flight';
import { problemsError, shiftedTransfer, sideShift } from './rules';
import { cipFlightOrders, cipFlightPatterns, cipFlights, cipReservations, cipServices } from './schema';
import { LIVE_STATUSES } from './views';

export interface FlightStatusChange {
  status: FlightStatus;
  departure_at?: string | Date;
  arrival_at?: string | Date;
  note?: string;
}

type FlightRecord = typeof cipFlights.$inferSelect;

/** The new times: what was sent, the other end moved by as much; back on schedule when `scheduled` sends none. */
function newTimes(flight: FlightRecord, change: FlightStatusChange) {
  const dep = change.departure_at ? new Date(change.departure_at) : undefined;
  const arr = change.arrival_at ? new Date(change.arrival_at) : undefined;
  if (!dep && !arr && change.status === 'scheduled') {
    return { departureAt: flight.scheduledDepartureAt, arrivalAt: flight.scheduledArrivalAt };
  }
  const shift = dep
    ? dep.getTime() - flight.departureAt.getTime()
    : arr
      ? arr.getTime() - flight.arrivalAt.getTime()
      : 0;
  return {
    departureAt: dep ?? new Date(flight.departureAt.getTime() + shift),
    arrivalAt: arr ?? new Date(flight.arrivalAt.getTime() + shift),
  };
}

/**
 * Sets a flight's status (and times) in the caller's transaction and makes its bookings follow. Answers the counts
 * and the flight before and after (for the audit log). Idempotent: the same change again moves nothing.
 */
export async function applyFlightStatus(tx: Db, flightId: number, change: FlightStatusChange, who: Actor) {
  const [flight] = await tx.select().from(cipFlights).where(eq(cipFlights.id, flightId)).for('update');
  if (!flight) throw notFound('پرواز');
  if (flight.status === 'cancelled' && change.status !== 'cancelled') {
    throw apiError('invalid_transition', 'این پرواز لغو شده است و وضعیت آن دیگر تغییر نمی‌کند.');
  }
  const times = newTimes(flight, change);
  if (times.arrivalAt <= times.departureAt) {
    throw problemsError('arrival_at', ['زمان رسیدن باید پس از زمان پرواز باشد.']);
  }
  const now = new Date();
  const [updated] = await tx
    .update(cipFlights)
    .set({ status: change.status, ...times, statusNote: change.note ?? null, statusUpdatedAt: now })
    .where(eq(cipFlights.id, flightId))
    .returning();
  const counts =
    change.status === 'cancelled'
      ? await cancelFlightBookings(tx, updated, who, now)
      : {
          ...(await moveFlightBookings(tx, flight, now)),
          canceled: 0,
          refunded_amount: 0,
        };
  const result: FlightStatusResult = {
    flight_id: flightId,
    status: updated.status,
    status_label: flightStatusLabel(updated.status),
    departure_at: updated.departureAt.toISOString(),
    arrival_at: updated.arrivalAt.toISOString(),
    scheduled_departure_at: updated.scheduledDepartureAt.toISOString(),
    scheduled_arrival_at: updated.scheduledArrivalAt.toISOString(),
    ...counts,
  };
  const state = (f: FlightRecord) => ({
    status: f.status,
    departure_at: f.departureAt.toISOString(),
    arrival_at: f.arrivalAt.toISOString(),
  });
  return { result, before: state(flight), after: { ...state(updated), ...counts }, entityId: flightId };
}

/** Live orders with a flight order on this flight, locked in id order (member edits and cancels lock them too). */
async function lockLiveOrders(tx: Db, flightId: number) {
  return tx
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.status, LIVE_STATUSES),
        sql`${orders.id} in (select order_id from cip_flight_orders where flight_id = ${flightId})`,
      ),
    )
    .orderBy(asc(orders.id))
    .for('update');
}

/**
 * Each unserved reservation on the flight to the slot of its side's current time, or listed when that is full; when
 * the departure moved, every live booking's travellers get the new time by SMS.
 */
async function moveFlightBookings(tx: Db, before: FlightRecord, now: Date) {
  const flightId = before.id;
  const locked = await lockLiveOrders(tx, flightId);
  const flight = (await findFlights(tx, [flightId])).get(flightId)!;
  const departureMoved = flight.flight.departureAt.getTime() !== before.departureAt.getTime();
  let moved = 0;
  let unresolved = 0;
  if (!locked.length) return { moved, unresolved };
  if (departureMoved) {
    for (const order of locked) await notifyCip(tx, order, 'delayed', { moment: flightMoment(flight) });
  }
  const rows = await tx
    .select({ r: cipReservations, service: cipServices })
    .from(cipReservations)
    .innerJoin(cipFlightOrders, eq(cipFlightOrders.id, cipReservations.flightOrderId))
    .innerJoin(cipServices, eq(cipServices.id, cipReservations.serviceId))
    .where(
      and(
        eq(cipFlightOrders.flightId, flightId),
        inArray(
          cipReservations.orderId,
          locked.map((o) => o.id),
        ),
        isNull(cipReservations.checkedInAt),
        isNull(cipReservations.noShowAt),
        sql`${cipReservations.places} > 0`,
      ),
    )
    .orderBy(asc(cipReservations.id));
  for (const { r, service } of rows) {
    // The transfer's pickup follows the flight whatever becomes of the slot: the traveller flies at the new time.
    const shift = sideShift(r.reservationType, before, flight.flight);
    if (r.transfer && shift) {
      await tx
        .update(cipReservations)
        .set({ transfer: shiftedTransfer(r.transfer, shift) })
        .where(eq(cipReservations.id, r.id));
    }
    const slot = slotStartOf(service, flight);
    if (slot.getTime() === r.slotStart.getTime()) {
      if (r.unresolvedAt) {
        await tx
          .update(cipReservations)
          .set({ unresolvedAt: null, unresolvedReason: null })
          .where(eq(cipReservations.id, r.id));
      }
      continue;
    }
    try {
      await reservePlaces(tx, service, slot, r.places);
    } catch (err) {
      if (!(err instanceof ApiError) || err.errorCode !== 'capacity_full') throw err;
      unresolved += 1;
      await tx
        .update(cipReservations)
        .set({
          unresolvedAt: r.unresolvedAt ?? now,
          unresolvedReason: `ظرفیت «${service.title}» در ساعت جدید پرواز پر است؛ رزرو در ساعت قبلی مانده است.`,
        })
        .where(eq(cipReservations.id, r.id));
      continue;
    }
    await releasePlaces(tx, r.serviceId, r.slotStart, r.places);
    await tx
      .update(cipReservations)
      .set({ slotStart: slot, unresolvedAt: null, unresolvedReason: null })
      .where(eq(cipReservations.id, r.id));
    moved += 1;
  }
  return { moved, unresolved };
}

/**
 * Every live booking on a cancelled flight cancelled by the orders core, whatever the cancellation window: what it
 * received goes back to the wallet in full, unpaid ones release their places and wallet holds. A booking with a side
 * already served is left to the desk. A booking a member cancelled first is no longer live, so nothing is paid twice.
 */
async function cancelFlightBookings(tx: Db, flight: FlightRecord, who: Actor, now: Date) {
  const locked = await lockLiveOrders(tx, flight.id);
  let canceled = 0;
  let refunded = 0;
  let unresolved = 0;
  const [{ flightNumber }] = await tx
    .select({ flightNumber: cipFlightPatterns.flightNumber })
    .from(cipFlightPatterns)
    .where(eq(cipFlightPatterns.id, flight.patternId));
  for (const order of locked) {
    const served = await tx
      .select({ id: cipReservations.id })
      .from(cipReservations)
      .where(
        and(
          eq(cipReservations.orderId, order.id),
          sql`(${cipReservations.checkedInAt} is not null or ${cipReservations.noShowAt} is not null)`,
        ),
      );
    if (served.length) {
      unresolved += 1;
      await tx
        .update(cipReservations)
        .set({ unresolvedAt: now, unresolvedReason: `پرواز ${flightNumber} لغو شد و بخشی از این رزرو انجام شده است.` })
        .where(and(eq(cipReservations.orderId, order.id), isNull(cipReservations.unresolvedAt)));
      continue;
    }
    const row = await cancelOrderRecord(tx, order.id, who, `لغو پرواز ${flightNumber}`);
    // The mark the free move reads (rebook.ts): this booking ended because the airline cancelled the flight.
    await tx
      .update(cipFlightOrders)
      .set({ flightCanceledAt: now })
      .where(and(eq(cipFlightOrders.orderId, order.id), eq(cipFlightOrders.flightId, flight.id)));
    const back = row.refundedAmount - order.refundedAmount;
    await notifyCip(tx, row, back > 0 ? 'flight-canceled' : 'canceled', { refunded: back, flight: flightNumber });
    canceled += 1;
    refunded += back;
  }
  return { moved: 0, unresolved, canceled, refunded_amount: refunded };
}

/** Sets a status in a transaction of its own (the flight-data feed; the desk goes through its audited write). */
export function setFlightStatus(db: Db, flightId: number, change: FlightStatusChange, who: Actor) {
  return db.transaction(async (tx) => applyFlightStatus(tx, flightId, change, who));
}

/** The desk's list: live reservations that could not follow their flight, oldest first. */
export async function listUnresolvedReservations(db: Db, q: QueryOf<typeof api.adminListUnresolvedCipReservations>) {
  const where = and(isNotNull(cipReservations.unresolvedAt), inArray(orders.status, LIVE_STATUSES));
  const base = () =>
    withFlightAndService(
      db
        .select({
          r: cipReservations,
          reference: orders.reference,
          flightId: cipFlights.id,
          flightNumber: cipFlightPatterns.flightNumber,
          flightStatus: cipFlights.status,
          departureAt: cipFlights.departureAt,
          arrivalAt: cipFlights.arrivalAt,
          serviceTitle: cipServices.title,
        })
        .from(cipReservations)
        .$dynamic(),
    )
      .innerJoin(orders, eq(orders.id, cipReservations.orderId))
      .where(where);
  const [rows, [{ total }]] = await Promise.all([
    base().orderBy(asc(cipReservations.unresolvedAt), asc(cipReservations.id)).limit(q.limit).offset(q.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(cipReservations)
      .innerJoin(orders, eq(orders.id, cipReservations.orderId))
      .where(where),
  ]);
  return listEnvelope(
    rows.map((x) => ({
      reservation_id: x.r.id,
      order_id: x.r.orderId,
      reference: x.reference,
      flight_id: x.flightId,
      flight_number: x.flightNumber,
      flight_status: x.flightStatus,
      reservation_type: x.r.reservationType,
      service_title: x.serviceTitle,
      slot_start: x.r.slotStart.toISOString(),
      flight_at: (x.r.reservationType === 1 ? x.arrivalAt : x.departureAt).toISOString(),
      places: x.r.places,
      reason: x.r.unresolvedReason ?? '',
      since: x.r.unresolvedAt!.toISOString(),
    })),
    total,
    q.limit,
    q.offset,
  );
}

/** Flights with live bookings departing or landing in the next `hours` (what the flight-data feed is asked about). */
export async function flightsToWatch(db: Db, now: Date, hours = 48) {
  const until = new Date(now.getTime() + hours * 3_600_000);
  return db
    .selectDistinct({ flight: cipFlights, flightNumber: cipFlightPatterns.flightNumber })
    .from(cipFlights)
    .innerJoin(cipFlightPatterns, eq(cipFlightPatterns.id, cipFlights.patternId))
    .innerJoin(cipFlightOrders, eq(cipFlightOrders.flightId, cipFlights.id))
    .innerJoin(orders, eq(orders.id, cipFlightOrders.orderId))
    .where(
      and(
        inArray(orders.status, LIVE_STATUSES),
        inArray(cipFlights.status, ['scheduled', 'delayed', 'diverted', 'departed']),
        sql`${cipFlights.arrivalAt} >= ${now} and ${cipFlights.departureAt} <= ${until}`,
      ),
    );
}
