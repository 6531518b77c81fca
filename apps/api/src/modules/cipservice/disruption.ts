/**
 * The desk's disruption board (issue #30): today's and tomorrow's flights (Tehran days) that carry live bookings,
 * with their status, how many bookings and travellers they carry, and the bookings that could not follow them.
 */
import { flightStatusLabel, PersonRole } from '@vip/domain';
import { aliasedTable, and, asc, countDistinct, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listEnvelope } from '../../db/list';
import { orders } from '../order/schema';
import { tehranDate } from './schedule';
import { cipAirports, cipFlightOrders, cipFlightPatterns, cipFlights, cipPersons, cipReservations } from './schema';
import { LIVE_STATUSES } from './views';

const origin = aliasedTable(cipAirports, 'origin');
const destination = aliasedTable(cipAirports, 'destination');

export async function listDisruptedFlights(db: Db, q: { limit: number; offset: number }, now = new Date()) {
  const where = and(
    inArray(cipFlights.date, [tehranDate(now, 0), tehranDate(now, 1)]),
    inArray(orders.status, LIVE_STATUSES),
  );
  const base = db
    .select({
      flight: cipFlights,
      number: cipFlightPatterns.flightNumber,
      origin: origin.city,
      destination: destination.city,
      bookings: countDistinct(orders.id),
    })
    .from(cipFlights)
    .innerJoin(cipFlightPatterns, eq(cipFlightPatterns.id, cipFlights.patternId))
    .innerJoin(origin, eq(origin.id, cipFlightPatterns.originAirportId))
    .innerJoin(destination, eq(destination.id, cipFlightPatterns.destinationAirportId))
    .innerJoin(cipFlightOrders, eq(cipFlightOrders.flightId, cipFlights.id))
    .innerJoin(orders, eq(orders.id, cipFlightOrders.orderId))
    .where(where)
    .groupBy(cipFlights.id, cipFlightPatterns.flightNumber, origin.city, destination.city);
  const [rows, [{ total }]] = await Promise.all([
    base.orderBy(asc(cipFlights.departureAt), asc(cipFlights.id)).limit(q.limit).offset(q.offset),
    db
      .select({ total: countDistinct(cipFlights.id) })
      .from(cipFlights)
      .innerJoin(cipFlightOrders, eq(cipFlightOrders.flightId, cipFlights.id))
      .innerJoin(orders, eq(orders.id, cipFlightOrders.orderId))
      .where(where),
  ]);
  const ids = rows.map((r) => r.flight.id);
  const live = and(inArray(cipFlightOrders.flightId, ids), inArray(orders.status, LIVE_STATUSES));
  const [travellers, stuck] = ids.length
    ? await Promise.all([
        // Each flight order's travellers, counted on its first reservation (every side carries the same people).
        db
          .select({ flightId: cipFlightOrders.flightId, n: sql<number>`count(*)::int` })
          .from(cipPersons)
          .innerJoin(cipReservations, eq(cipReservations.id, cipPersons.reservationId))
          .innerJoin(cipFlightOrders, eq(cipFlightOrders.id, cipReservations.flightOrderId))
          .innerJoin(orders, eq(orders.id, cipFlightOrders.orderId))
          .where(
            and(
              live,
              eq(cipPersons.role, PersonRole.passenger),
              sql`${cipReservations.id} = (select min(r2.id) from cip_reservations r2 where r2.flight_order_id = ${cipFlightOrders.id})`,
            ),
          )
          .groupBy(cipFlightOrders.flightId),
        db
          .selectDistinct({ flightId: cipFlightOrders.flightId, reference: orders.reference })
          .from(cipReservations)
          .innerJoin(cipFlightOrders, eq(cipFlightOrders.id, cipReservations.flightOrderId))
          .innerJoin(orders, eq(orders.id, cipFlightOrders.orderId))
          .where(and(live, isNotNull(cipReservations.unresolvedAt))),
      ])
    : [[], []];
  return listEnvelope(
    rows.map((r) => {
      const refs = stuck.filter((s) => s.flightId === r.flight.id).map((s) => s.reference);
      return {
        flight_id: r.flight.id,
        flight_number: r.number,
        origin: r.origin,
        destination: r.destination,
        status: r.flight.status,
        status_label: flightStatusLabel(r.flight.status),
        scheduled_departure_at: r.flight.scheduledDepartureAt.toISOString(),
        departure_at: r.flight.departureAt.toISOString(),
        arrival_at: r.flight.arrivalAt.toISOString(),
        delay_minutes: Math.round((r.flight.departureAt.getTime() - r.flight.scheduledDepartureAt.getTime()) / 60_000),
        bookings: Number(r.bookings),
        passengers: Number(travellers.find((t) => t.flightId === r.flight.id)?.n ?? 0),
        unresolved: refs.length,
        unresolved_references: refs,
      };
    }),
    Number(total),
    q.limit,
    q.offset,
  );
}
