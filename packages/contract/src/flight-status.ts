import { FLIGHT_STATUSES } from '@vip/domain';
import { z } from 'zod';
import { detailOf, idParams, listOf, pagingQuery } from './common';
import { defineEndpoints } from './endpoint';

// A flight's status and current times, set by the VIP desk (or the flight-data feed through the same service), and
// the bookings that could not follow their flight.

const VIP_DESK = ['admin', 'vip_desk'] as const;

/** An instant with an offset (ISO-8601), e.g. `2026-05-01T10:30:00Z` or `2026-05-01T14:00:00+03:30`. */
const instant = z.iso.datetime({ offset: true, message: 'زمان باید به شکل ISO-8601 با منطقهٔ زمانی باشد.' });

export const flightStatus = z.enum(FLIGHT_STATUSES);

export const flightStatusBody = z
  .object({
    status: flightStatus.describe('scheduled | delayed | cancelled | diverted | departed | landed'),
    /** The new departure time; a delay needs it (or `arrival_at`). Arrival moves with it when not sent. */
    departure_at: instant.optional(),
    arrival_at: instant.optional(),
    note: z.string().trim().max(500).optional(),
  })
  .refine((b) => b.status !== 'delayed' || b.departure_at !== undefined || b.arrival_at !== undefined, {
    message: 'برای تأخیر، زمان جدید پرواز را وارد کنید.',
    path: ['departure_at'],
  });
export type FlightStatusBody = z.input<typeof flightStatusBody>;

export const flightStatusResult = z.object({
  flight_id: z.number().int(),
  status: flightStatus,
  status_label: z.string(),
  departure_at: z.string(),
  arrival_at: z.string(),
  scheduled_departure_at: z.string(),
  scheduled_arrival_at: z.string(),
  /** Reservations whose capacity slot moved to the new time. */
  moved: z.number().int(),
  /** Reservations that could not follow (new slot full, side already served): on the desk's list to resolve. */
  unresolved: z.number().int(),
  /** Bookings the cancellation of the flight cancelled, and what went back to the wallets (Rials). */
  canceled: z.number().int(),
  refunded_amount: z.number().int(),
});
export type FlightStatusResult = z.infer<typeof flightStatusResult>;

export const unresolvedReservation = z.object({
  reservation_id: z.number().int(),
  order_id: z.number().int(),
  reference: z.string(),
  flight_id: z.number().int(),
  flight_number: z.string(),
  flight_status: flightStatus,
  reservation_type: z.number().int(),
  service_title: z.string(),
  /** The slot it still holds (ISO-8601 UTC). */
  slot_start: z.string(),
  /** The flight's current time on that side. */
  flight_at: z.string(),
  places: z.number().int(),
  reason: z.string(),
  since: z.string(),
});

export const flightStatusEndpoints = defineEndpoints({
  adminSetFlightStatus: {
    method: 'POST',
    path: '/v1/admin/fa/cip/flights/:id/status',
    tag: 'admin',
    summary: 'VIP desk: a flight’s status and new times; bookings follow (slots moved, or refunded in full)',
    description:
      'A delay moves every live reservation to the slot of the new time (capacity taken there and released in the old one, in one transaction); a reservation whose new slot is full keeps its place and is listed to resolve. A cancellation cancels every live booking: paid ones refunded 100% to the wallet, unpaid ones released.',
    auth: 'staff',
    roles: VIP_DESK,
    params: idParams,
    body: flightStatusBody,
    response: detailOf(flightStatusResult),
    errors: ['invalid_transition'],
  },
  adminListUnresolvedCipReservations: {
    method: 'GET',
    path: '/v1/admin/fa/cip/reservations/unresolved',
    tag: 'admin',
    summary: 'VIP desk: live reservations that could not follow their flight’s new time, oldest first',
    auth: 'staff',
    roles: VIP_DESK,
    query: pagingQuery(50),
    response: listOf(unresolvedReservation),
  },
});
