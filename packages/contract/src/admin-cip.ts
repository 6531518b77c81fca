import { OrderStatus, type StaffRole } from '@vip/domain';
import { z } from 'zod';
import { bodyId, detailOf, idParam, idParams, latinDigits, listOf, pagingQuery, queryCode } from './common';
import { transferTrip } from './cipservice';
import { defineEndpoints } from './endpoint';
import { deskOrderChange, isoDate, orderChangeFields, refuseBody } from './admin';

// The VIP desk of the back office (docs/back-office.md): the day's bookings, the airport's answer, check-in by the
// voucher's reference and no-shows.

export const VIP_DESK_ROLES = ['admin', 'vip_desk'] as const satisfies readonly StaffRole[];

/** One side of a booked flight as the VIP desk sees it. */
export const deskBooking = z.object({
  reservation_id: z.number().int(),
  order_id: z.number().int(),
  reference: z.string(),
  status: z.number().int(),
  payment_status: z.number().int(),
  airport: z.string(),
  terminal: z.string().nullable(),
  /** 0 Departure (served at the origin), 1 Arrival (at the destination). */
  reservation_type: z.number().int(),
  service_title: z.string(),
  flight_number: z.string(),
  /** The service's hour slot (UTC) and its local hour at the airport. */
  slot_start: z.string(),
  local_hour: z.number().int(),
  places: z.number().int(),
  lead_passenger: z.string(),
  mobile: z.string(),
  /** When the desk marked that nobody came (POST …/reservations/{id}/no-show), else null. */
  no_show_at: z.string().nullable(),
  /** The person the desk assigned to meet the travellers (PUT …/reservations/{id}/greeter), else null. */
  greeter: z.object({ name: z.string(), mobile: z.string() }).nullable(),
  /** How many sides (reservations) the booking has: one of several can be cancelled on its own. */
  sides: z.number().int(),
});

export const deskBookingQuery = pagingQuery(50).extend({
  /** The flight's local date at the airport. */
  date: isoDate,
  airport: z.string().trim().toUpperCase().length(3).optional(),
  terminal_id: idParam.optional(),
  /** Local hour 0–23 of the service's slot. */
  hour: z.preprocess(latinDigits, z.coerce.number().int().min(0).max(23)).optional(),
  status: queryCode(OrderStatus, 'وضعیت سفارش یکی از کدهای ۰ تا ۶ است.').optional(),
});

export const checkInParams = z.object({
  reference: z.preprocess(latinDigits, z.string().regex(/^\d{8}$/, 'کد پیگیری هشت رقم است.')),
});

/** Which side of the booking the desk serves (its reservation); without it, the next side not yet served. */
export const checkInBody = z.preprocess((v) => v ?? {}, z.object({ reservation_id: bodyId.optional() }));

/** What the desk sees when a traveller shows the voucher: the booking, its passengers and services. */
export const checkInView = detailOf(
  z.object({
    order_id: z.number().int(),
    reference: z.string(),
    status: z.number().int(),
    payment_status: z.number().int(),
    /** Identity numbers and mobiles are masked but for their last four characters (only the desk role sees them whole). */
    identity_masked: z.boolean(),
    reservations: z.array(
      z.object({
        reservation_id: z.number().int(),
        reservation_type: z.number().int(),
        airport: z.string(),
        flight_number: z.string(),
        service_title: z.string(),
        meeting_point: z.string(),
        slot_start: z.string(),
        no_show_at: z.string().nullable(),
        /** When the desk served this side (null: not yet). */
        checked_in_at: z.string().nullable(),
        /** When this side opens for check-in (CHECKIN_OPENS_HOURS_BEFORE its departure, or its landing). */
        checkin_opens_at: z.string(),
        /** What to hand out: each extra with its count and what goes with it (parking hours, suite names, visa numbers). */
        services: z.array(z.object({ title: z.string(), count: z.number().int(), detail: z.string() })),
        transfer: transferTrip.nullable(),
        note: z.string(),
        persons: z.array(
          z.object({
            role: z.number().int(),
            first_name: z.string(),
            last_name: z.string(),
            age_type: z.number().int(),
            nationality: z.number().int(),
            national_code: z.string(),
            passport_number: z.string(),
            mobile: z.string(),
          }),
        ),
      }),
    ),
  }),
);

/** A reservation marked as a no-show, and its order after it. */
export const noShowAnswer = detailOf(
  orderChangeFields.extend({ reservation_id: z.number().int(), no_show_at: z.string() }),
);

/** Endpoints of the VIP desk. */
export const adminCipEndpoints = defineEndpoints({
  adminListCipBookings: {
    method: 'GET',
    path: '/v1/admin/fa/cip/bookings',
    tag: 'admin',
    summary: 'VIP desk: bookings of a day by airport, terminal and hour',
    auth: 'staff',
    roles: VIP_DESK_ROLES,
    query: deskBookingQuery,
    response: listOf(deskBooking),
  },
  adminConfirmCipBooking: {
    method: 'POST',
    path: '/v1/admin/fa/cip/bookings/:id/confirm',
    tag: 'admin',
    summary: 'VIP desk: the airport confirmed (providerPending → providerConfirmed), SMS to the customer',
    auth: 'staff',
    roles: VIP_DESK_ROLES,
    params: idParams,
    response: deskOrderChange,
    errors: ['not_provider_pending'],
  },
  adminRefuseCipBooking: {
    method: 'POST',
    path: '/v1/admin/fa/cip/bookings/:id/refuse',
    tag: 'admin',
    summary: 'VIP desk: the airport refused; cancelled with a full refund to the wallet and an SMS',
    auth: 'staff',
    roles: VIP_DESK_ROLES,
    params: idParams,
    body: refuseBody,
    response: deskOrderChange,
    errors: ['not_provider_pending'],
  },
  adminGetCheckIn: {
    method: 'GET',
    path: '/v1/admin/fa/cip/checkin/:reference',
    tag: 'admin',
    summary: 'VIP desk: a booking by the reference of its voucher QR, with passengers and services',
    auth: 'staff',
    roles: VIP_DESK_ROLES,
    params: checkInParams,
    response: checkInView,
  },
  adminCheckIn: {
    method: 'POST',
    path: '/v1/admin/fa/cip/checkin/:reference',
    tag: 'admin',
    summary:
      'VIP desk: the travellers of one side were served; the booking is completed when every side is served or a no-show',
    auth: 'staff',
    roles: VIP_DESK_ROLES,
    params: checkInParams,
    body: checkInBody,
    response: deskOrderChange,
    errors: ['not_confirmed', 'already_served', 'checkin_not_open'],
  },
  adminCipNoShow: {
    method: 'POST',
    path: '/v1/admin/fa/cip/reservations/:id/no-show',
    tag: 'admin',
    summary: 'VIP desk: nobody came (after the flight’s time, confirmed bookings only); nothing refunded, SMS',
    description:
      'Marks the reservation; when every reservation of the order is a no-show the order moves providerConfirmed → completed (the service was held).',
    auth: 'staff',
    roles: VIP_DESK_ROLES,
    params: idParams,
    response: noShowAnswer,
    errors: ['no_show_refused'],
  },
});
