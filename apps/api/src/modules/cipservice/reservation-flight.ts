import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { cipFlightOrders, cipFlightPatterns, cipFlights, cipReservations, cipServices } from './schema';

/**
 * A select from the reservations (`db.select(…).from(cipReservations).$dynamic()`) joined with what they are for:
 * their flight (through the flight order), the flight's pattern (its number) and the service. The desks' lists and
 * views start here and add their own joins and filters.
 */
export const withFlightAndService = <T extends PgSelect>(qb: T) =>
  qb
    .innerJoin(cipFlightOrders, eq(cipFlightOrders.id, cipReservations.flightOrderId))
    .innerJoin(cipFlights, eq(cipFlights.id, cipFlightOrders.flightId))
    .innerJoin(cipFlightPatterns, eq(cipFlightPatterns.id, cipFlights.patternId))
    .innerJoin(cipServices, eq(cipServices.id, cipReservations.serviceId));
