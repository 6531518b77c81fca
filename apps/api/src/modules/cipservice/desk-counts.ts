import { OrderStatus } from '@vip/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../order/schema';
import { cipAirports, cipReservations, cipServices } from './schema';

/** Statuses a desk works with by default: handed to the airport, waiting on the customer, confirmed, served. */
export const DESK_STATUSES = [
  OrderStatus.providerPending,
  OrderStatus.customerPending,
  OrderStatus.providerConfirmed,
  OrderStatus.completed,
];

/** The slot's local time at the airport (our airports keep no daylight saving: a fixed offset is exact). */
export const localSlot = sql`(${cipReservations.slotStart} at time zone 'UTC') + make_interval(mins => ${cipAirports.utcOffsetMinutes})`;

/** The reservations (sides of a flight) the desks serve on a local date, in the desks' statuses. */
const onDeskDay = (date: string) =>
  and(sql`(${localSlot})::date = ${date}::date`, inArray(orders.status, DESK_STATUSES));

/** How many reservations the desks serve on a local date. */
export async function deskBookingCount(db: Db, date: string) {
  return (await deskHourCounts(db, date)).reduce((sum, slot) => sum + slot.bookings, 0);
}

/**
 * A local date's reservations per airport and local hour, with the sides checked in and the no-shows: the desks'
 * day at a glance (airports by IATA code, hours in order).
 */
export async function deskHourCounts(db: Db, date: string) {
  const hour = sql<number>`extract(hour from ${localSlot})::int`;
  const rows = await db
    .select({
      airport: cipAirports.iata,
      airportTitle: cipAirports.title,
      hour,
      bookings: sql<number>`count(*)::int`,
      checkedIn: sql<number>`count(${cipReservations.checkedInAt})::int`,
      noShows: sql<number>`count(${cipReservations.noShowAt})::int`,
    })
    .from(cipReservations)
    .innerJoin(orders, eq(orders.id, cipReservations.orderId))
    .innerJoin(cipServices, eq(cipServices.id, cipReservations.serviceId))
    .innerJoin(cipAirports, eq(cipAirports.id, cipServices.airportId))
    .where(onDeskDay(date))
    .groupBy(cipAirports.iata, cipAirports.title, hour)
    .orderBy(cipAirports.iata, hour);
  return rows.map((r) => ({
    airport: r.airport,
    airport_title: r.airportTitle,
    hour: Number(r.hour),
    bookings: r.bookings,
    checked_in: r.checkedIn,
    no_shows: r.noShows,
  }));
}
