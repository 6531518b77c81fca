import { FLIGHT_STATUSES } from '@vip/domain';
import { z } from 'zod';
import { cipEditSettlement, cipOrder, flightStatusFields } from './cipservice';
import { detailOf, idParams, listOf, pagingQuery } from './common';
import { mobileNumber } from './member';
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
  ...flightStatusFields.omit({ delay_minutes: true }).shape,
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

// ── A member's change of flight ──────────────────────────────────────────────────────────────────────────

export const changeFlightBody = z.object({
  /** The booked flight (a flight order of this booking) to move. */
  flight_order_id: z.number().int().positive().max(2_147_483_647),
  /** Another flight with the same origin and destination. */
  flight_id: z.number().int().positive().max(2_147_483_647),
});
export type ChangeFlightBody = z.input<typeof changeFlightBody>;

/** What a change of flight (and its preview) can meet: an edit's refusals, a side already served, a closed cut-off. */
const CHANGE_FLIGHT_ERRORS = [
  'not_editable',
  'payment_in_progress',
  'edit_closed',
  'order_expired',
  'already_served',
  'booking_closed',
  'capacity_full',
  'payment_required',
] as const;

export const changeFlightSettlement = cipEditSettlement.extend({
  /** Rials the airport's policy keeps for the change (0 until its free hours, and for a delayed or cancelled flight). */
  change_fee: z.number().int(),
  /** Services of the old flight the new one does not offer: dropped, their amount settled like an edit removes it. */
  dropped: z.array(z.string()),
});
export type ChangeFlightSettlement = z.infer<typeof changeFlightSettlement>;

// ── The free move after a cancelled flight ───────────────────────────────────────────────────────────────

/** The flight order whose flight the airline cancelled, and the flight (same route, within 7 days) to move to. */
export const rebookBody = changeFlightBody;
export type RebookBody = ChangeFlightBody;

export const rebookSettlement = z.object({
  /** The new booking's price by the domain pricing, Rials. */
  new_price: z.number().int(),
  /** Taken from the wallet: the new price, at most what the cancelled booking refunded. */
  charged_from_wallet: z.number().int(),
  /** What the refund does not cover, waived (a discount line «بدون هزینه: جابه‌جایی پس از لغو پرواز»). */
  waived: z.number().int(),
  /** Of the refund, what stays in the wallet (a cheaper new flight). */
  left_in_wallet: z.number().int(),
  summary: z.string(),
});
export type RebookSettlement = z.infer<typeof rebookSettlement>;
const REBOOK_RULE =
  'Only for a paid booking cancelled because the airline cancelled its flight, once per flight order: a new paid booking on another flight of the same route departing within 7 days of the cancelled flight’s scheduled time, the reservations, travellers and extras carried over where the new flight offers them, priced by the domain pricing; the wallet pays up to what the cancelled booking refunded and the rest is waived (no change fee). 409 not_editable when not flight-cancelled or already moved; 409 payment_required when the wallet no longer holds the amount.';
const REBOOK_ERRORS = ['not_editable', 'booking_closed', 'capacity_full', 'payment_required'] as const;

// ── One side of a booking cancelled ──────────────────────────────────────────────────────────────────────

export const sideCancelBody = z.object({
  /** The reservation (the departure or the arrival side) of this booking to cancel. */
  reservation_id: z.number().int().positive().max(2_147_483_647),
});
export type SideCancelBody = z.input<typeof sideCancelBody>;

/** The edit's settlement of a side leaving the booking, and which side it was («CIP (خروجی، پرواز IR 203)»). */
export const sideCancelSettlement = cipEditSettlement.extend({ side: z.string() });
export type SideCancelSettlement = z.infer<typeof sideCancelSettlement>;

const SIDE_CANCEL_ERRORS = [
  'not_editable',
  'payment_in_progress',
  'edit_closed',
  'order_expired',
  'already_served',
] as const;
const SIDE_CANCEL_RULE =
  'The side’s places are released and its price comes back to the wallet at the airport’s cancellation policy share of this moment, the same rule as cancelling the whole booking (never more than the booking holds; what earlier edits kept stays kept). The only side of a booking is cancelled with the whole booking (400). A served side is 409 already_served.';

// ── The desk: greeter and disruption ─────────────────────────────────────────────────────────────────────

export const greeterBody = z.object({
  name: z.string().trim().min(2, 'نام خوشامدگو را کامل وارد کنید.').max(100),
  mobile: mobileNumber,
});
export type GreeterBody = z.input<typeof greeterBody>;

export const greeterAssigned = z.object({
  reservation_id: z.number().int(),
  reference: z.string(),
  name: z.string(),
  mobile: z.string(),
  /** Told to the travellers now (within 24 hours of the service), else with the day-before reminder. */
  notified: z.boolean(),
});

export const disruptedFlight = z.object({
  flight_id: z.number().int(),
  flight_number: z.string(),
  origin: z.string(),
  destination: z.string(),
  ...flightStatusFields.omit({ scheduled_arrival_at: true }).shape,
  /** Live bookings on the flight and their travellers. */
  bookings: z.number().int(),
  passengers: z.number().int(),
  /** Bookings with a reservation that could not follow the flight (on the list to resolve), and their references. */
  unresolved: z.number().int(),
  unresolved_references: z.array(z.string()),
});

export const flightStatusEndpoints = defineEndpoints({
  changeCipFlight: {
    method: 'POST',
    path: '/v1/cipservice/fa/orders/:id/change-flight',
    tag: 'cipservice',
    summary: 'Move a booked flight to another flight of the same route; repriced, the difference settled like an edit',
    description:
      'Reservations, passengers and extras move to the new flight where its services offer them (others are dropped). Capacity is taken in the new slots and released in the old ones in one transaction. The new price is settled through the wallet exactly as an edit: a drop comes back at the cancellation policy share, a rise is taken from the wallet (409 payment_required). The airport’s change fee applies inside its free hours (default 24 h before the original flight), never when that flight is delayed or cancelled. Allowed until the cut-off of both flights.',
    auth: 'member',
    params: idParams,
    body: changeFlightBody,
    response: detailOf(cipOrder).extend({ settlement: changeFlightSettlement }),
    idempotent: true,
    errors: CHANGE_FLIGHT_ERRORS,
  },
  previewCipFlightChange: {
    method: 'POST',
    path: '/v1/cipservice/fa/orders/:id/change-flight-preview',
    tag: 'cipservice',
    summary: 'What a change of flight would cost (price difference, fee, dropped services); saves nothing',
    auth: 'member',
    params: idParams,
    body: changeFlightBody,
    response: detailOf(changeFlightSettlement),
    errors: CHANGE_FLIGHT_ERRORS,
  },
  rebookCipOrder: {
    method: 'POST',
    path: '/v1/cipservice/fa/orders/:id/rebook',
    tag: 'cipservice',
    summary: 'Move a booking whose flight was cancelled to another flight of the same route within 7 days, free',
    description: REBOOK_RULE,
    auth: 'member',
    params: idParams,
    body: rebookBody,
    response: detailOf(cipOrder).extend({ settlement: rebookSettlement }),
    idempotent: true,
    errors: [...REBOOK_ERRORS],
  },
  previewCipRebook: {
    method: 'POST',
    path: '/v1/cipservice/fa/orders/:id/rebook-preview',
    tag: 'cipservice',
    summary: 'What the free move after a cancelled flight would cost and what the wallet pays; saves nothing',
    description: REBOOK_RULE,
    auth: 'member',
    params: idParams,
    body: rebookBody,
    response: detailOf(rebookSettlement),
    errors: [...REBOOK_ERRORS],
  },
  cancelCipSide: {
    method: 'POST',
    path: '/v1/cipservice/fa/orders/:id/cancel-side',
    tag: 'cipservice',
    summary: 'Cancel one side of a booking (the departure or the arrival of a round trip); refund by the policy',
    description: SIDE_CANCEL_RULE,
    auth: 'member',
    params: idParams,
    body: sideCancelBody,
    response: detailOf(cipOrder).extend({ settlement: sideCancelSettlement }),
    idempotent: true,
    errors: SIDE_CANCEL_ERRORS,
  },
  previewCipSideCancel: {
    method: 'POST',
    path: '/v1/cipservice/fa/orders/:id/cancel-side-preview',
    tag: 'cipservice',
    summary: 'What cancelling one side would refund; saves nothing',
    auth: 'member',
    params: idParams,
    body: sideCancelBody,
    response: detailOf(sideCancelSettlement),
    errors: SIDE_CANCEL_ERRORS,
  },
  adminCancelCipSide: {
    method: 'POST',
    path: '/v1/admin/fa/cip/reservations/:id/cancel',
    tag: 'admin',
    summary: 'VIP desk: cancel one side of a booking (its reservation); refund by the policy, SMS to the travellers',
    description: SIDE_CANCEL_RULE,
    auth: 'staff',
    roles: VIP_DESK,
    params: idParams,
    response: detailOf(sideCancelSettlement.extend({ reference: z.string() })),
    errors: SIDE_CANCEL_ERRORS,
  },
  adminPreviewCipSideCancel: {
    method: 'POST',
    path: '/v1/admin/fa/cip/reservations/:id/cancel-preview',
    tag: 'admin',
    summary: 'VIP desk: what cancelling one side would refund, and to whom; saves nothing',
    auth: 'staff',
    roles: VIP_DESK,
    params: idParams,
    response: detailOf(sideCancelSettlement.extend({ reference: z.string() })),
    errors: SIDE_CANCEL_ERRORS,
  },
  adminAssignCipGreeter: {
    method: 'PUT',
    path: '/v1/admin/fa/cip/reservations/:id/greeter',
    tag: 'admin',
    summary: 'VIP desk: the person who meets the travellers of a reservation (SMS to them; shown on the voucher)',
    auth: 'staff',
    roles: VIP_DESK,
    params: idParams,
    body: greeterBody,
    response: detailOf(greeterAssigned),
    errors: ['not_editable'],
  },
  adminListDisruptedFlights: {
    method: 'GET',
    path: '/v1/admin/fa/cip/flights/disruption',
    tag: 'admin',
    summary: 'VIP desk: today’s and tomorrow’s flights with live bookings, their status and what could not be moved',
    auth: 'staff',
    roles: VIP_DESK,
    query: pagingQuery(50),
    response: listOf(disruptedFlight),
  },

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
