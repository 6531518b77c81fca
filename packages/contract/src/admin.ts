import { z } from 'zod';
import { detailOf, idParam, idParams, latinDigits, listOf, pagingQuery } from './common';
import { STAFF_ROLES, type StaffRole } from '@vip/domain';
import { defineEndpoints } from './endpoint';

// The back office (DESIGN §7b): every staff call, with the roles that may make it. The server checks the role on
// each call (route(): no token 401, a member token or another role 403).

const ADMIN_ONLY = ['admin'] as const satisfies readonly StaffRole[];
const VIP_DESK = ['admin', 'vip_desk'] as const satisfies readonly StaffRole[];
const FINANCE = ['admin', 'finance'] as const satisfies readonly StaffRole[];
const SUPPORT = ['admin', 'support'] as const satisfies readonly StaffRole[];
const FULFILMENT = ['admin', 'fulfilment'] as const satisfies readonly StaffRole[];

const isoDate = z.preprocess(
  latinDigits,
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'تاریخ باید به شکل YYYY-MM-DD باشد.'),
);
/** A reason staff must give (refusals, adjustments): it is shown to the customer and kept in the audit log. */
const reason = z.string().trim().min(3, 'دلیل را بنویسید (دست‌کم ۳ نویسه).').max(500);

export const staffProfile = z.object({
  id: z.number().int(),
  email: z.string(),
  full_name: z.string(),
  role: z.enum(STAFF_ROLES),
});

export const staffSignInBody = z.object({
  email: z.string().trim().toLowerCase().email('ایمیل معتبر نیست.'),
  password: z.string().min(1).max(200),
  /** The 6-digit code of the authenticator app (TOTP). */
  totp_code: z.preprocess(latinDigits, z.string().regex(/^\d{6}$/, 'کد شش‌رقمی برنامهٔ احراز هویت را وارد کنید.')),
});

export const staffSession = detailOf(
  z.object({ access_token: z.string(), expires_at: z.string(), staff: staffProfile }),
);

/** One row of the audit log. */
export const auditEntry = z.object({
  id: z.number().int(),
  staff_id: z.number().int(),
  staff_email: z.string(),
  role: z.enum(STAFF_ROLES),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  note: z.string().nullable(),
  client_ip: z.string(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditListQuery = pagingQuery(50).extend({
  staff_id: idParam.optional(),
  action: z.string().max(100).optional(),
  entity: z.string().max(50).optional(),
  entity_id: z.string().max(50).optional(),
  /** Entries on or after this date (UTC). */
  from: isoDate.optional(),
  /** Entries on or before this date (UTC). */
  to: isoDate.optional(),
});

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
});

export const deskBookingQuery = pagingQuery(50).extend({
  /** The flight's local date at the airport. */
  date: isoDate,
  airport: z.string().trim().toUpperCase().length(3).optional(),
  terminal_id: idParam.optional(),
  /** Local hour 0–23 of the service's slot. */
  hour: z.preprocess(latinDigits, z.coerce.number().int().min(0).max(23)).optional(),
  status: z.preprocess(latinDigits, z.coerce.number().int()).optional(),
});

export const deskOrderChange = detailOf(
  z.object({
    order_id: z.number().int(),
    reference: z.string(),
    status: z.number().int(),
    payment_status: z.number().int(),
    refunded_amount: z.number().int(),
  }),
);

export const refuseBody = z.object({ reason });

export const checkInParams = z.object({
  reference: z.preprocess(latinDigits, z.string().regex(/^\d{8}$/, 'کد پیگیری هشت رقم است.')),
});

/** What the desk sees when a traveller shows the voucher: the booking, its passengers and services. */
export const checkInView = detailOf(
  z.object({
    order_id: z.number().int(),
    reference: z.string(),
    status: z.number().int(),
    payment_status: z.number().int(),
    reservations: z.array(
      z.object({
        reservation_id: z.number().int(),
        reservation_type: z.number().int(),
        airport: z.string(),
        flight_number: z.string(),
        service_title: z.string(),
        meeting_point: z.string(),
        slot_start: z.string(),
        services: z.array(z.object({ title: z.string(), count: z.number().int() })),
        persons: z.array(
          z.object({
            role: z.number().int(),
            first_name: z.string(),
            last_name: z.string(),
            age_type: z.number().int(),
          }),
        ),
      }),
    ),
  }),
);

export const creditRequestView = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  member_name: z.string(),
  member_mobile: z.string().nullable(),
  value: z.number().int(),
  type_code: z.number().int(),
  cheque_number: z.string().nullable(),
  cheque_date: z.string(),
  description: z.string(),
  deposit_source: z.string(),
  state: z.enum(['pending', 'approved', 'rejected']),
  /** The receipt image the member attached (the upload's id), if any. */
  attachment_id: z.number().int().nullable(),
  review_note: z.string().nullable(),
  created_at: z.string(),
});

export const creditRequestQuery = pagingQuery(50).extend({
  state: z.enum(['pending', 'approved', 'rejected']).default('pending'),
});

export const creditDecision = detailOf(
  z.object({
    id: z.number().int(),
    state: z.enum(['approved', 'rejected']),
    transaction_id: z.number().int().nullable(),
  }),
);

export const adjustmentBody = z.object({
  member_id: z.number().int().positive(),
  /** Rials, signed: + credits the wallet, − debits it (never below zero). */
  amount: z
    .number()
    .int()
    .refine((v) => v !== 0, 'مبلغ نباید صفر باشد.'),
  reason,
});

export const adjustmentAnswer = detailOf(
  z.object({
    transaction_id: z.number().int(),
    member_id: z.number().int(),
    amount: z.number().int(),
    balance_after: z.number().int(),
  }),
);

/** A ticket as the support desk lists it. */
export const deskTicket = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  member_name: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.number().int(),
  category_id: z.number().int(),
  /** Which desk answers (1 sales, 2 VIP desk, 3 finance, 4 technical). */
  role_id: z.number().int(),
  priority: z.number().int(),
  order_id: z.number().int().nullable(),
  reply_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

const smallCode = z.preprocess(latinDigits, z.coerce.number().int().min(1).max(20));
export const deskTicketQuery = pagingQuery(50).extend({
  status: smallCode.optional(),
  category_id: smallCode.optional(),
  role_id: smallCode.optional(),
});

export const staffReplyBody = z.object({ description: z.string().trim().min(2, 'متن پاسخ را بنویسید.').max(5000) });
export const staffReplyAnswer = detailOf(
  z.object({ id: z.number().int(), ticket_id: z.number().int(), status: z.number().int(), created_at: z.string() }),
);
export const ticketStateAnswer = detailOf(z.object({ id: z.number().int(), status: z.number().int() }));

/** A member review awaiting (or after) moderation. */
export const deskReview = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  member_id: z.number().int().nullable(),
  author_name: z.string(),
  title: z.string(),
  description: z.string(),
  rate: z.number().int(),
  /** 0 pending, 1 approved (public), 2 hidden. */
  status: z.number().int(),
  created_at: z.string(),
});
export const deskReviewQuery = pagingQuery(50).extend({
  status: z.preprocess(latinDigits, z.coerce.number().int().min(0).max(2)).default(0),
});
export const reviewModeration = z.object({ decision: z.enum(['approve', 'hide']) });

/** A paid store order as the fulfilment desk sees it. */
export const deskStoreOrder = z.object({
  order_id: z.number().int(),
  reference: z.string(),
  status: z.number().int(),
  payment_status: z.number().int(),
  title: z.string(),
  item_count: z.number().int(),
  total_price: z.number().int(),
  recipient_name: z.string(),
  recipient_mobile: z.string(),
  address: z.string(),
  paid_at: z.string().nullable(),
  tracking_number: z.string().nullable(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export const deskStoreOrderQuery = pagingQuery(50).extend({
  /** `to_ship` (default): paid, not shipped; `shipped`: on the way; `delivered`. */
  stage: z.enum(['to_ship', 'shipped', 'delivered']).default('to_ship'),
});
export const shipBody = z.object({
  tracking_number: z.preprocess(
    latinDigits,
    z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z-]{6,40}$/, 'کد رهگیری مرسوله ۶ تا ۴۰ رقم یا حرف لاتین است.'),
  ),
});

export const staffAccount = staffProfile.extend({
  active: z.boolean(),
  created_at: z.string(),
  last_signin_at: z.string().nullable(),
});
export const staffCreateBody = z.object({
  email: z.string().trim().toLowerCase().email('ایمیل معتبر نیست.'),
  full_name: z.string().trim().min(2, 'نام را وارد کنید.').max(100),
  role: z.enum(STAFF_ROLES),
  /** The first password; it must reach the §5 HARD level. */
  password: z.string().min(1).max(200),
});
/** The new account and its TOTP enrolment, shown once. */
export const staffCreated = detailOf(staffAccount.extend({ otpauth_url: z.string(), totp_secret: z.string() }));
export const staffUpdateBody = z
  .object({
    role: z.enum(STAFF_ROLES).optional(),
    active: z.boolean().optional(),
    full_name: z.string().trim().min(2).max(100).optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'چیزی برای تغییر فرستاده نشده است.');

/** The dashboard's numbers (Rials; days are Tehran dates, oldest first). */
export const dashboard = detailOf(
  z.object({
    today: z.string(),
    cip_bookings_today: z.number().int(),
    cip_bookings_tomorrow: z.number().int(),
    open_tickets: z.number().int(),
    pending_topups: z.number().int(),
    store_orders_to_ship: z.number().int(),
    revenue: z.array(z.object({ date: z.string(), amount: z.number().int(), orders: z.number().int() })),
  }),
);

/** Endpoints of the back office. */
export const adminEndpoints = defineEndpoints({
  adminSignIn: {
    method: 'POST',
    path: '/v1/admin/fa/auth/signin',
    tag: 'admin',
    summary: 'Staff sign-in: e-mail, password and the TOTP code',
    description: 'Wrong e-mail, password or code all answer the same 401. A code is accepted once.',
    auth: 'public',
    body: staffSignInBody,
    response: staffSession,
    rateLimited: true,
  },
  adminSignOut: {
    method: 'POST',
    path: '/v1/admin/fa/auth/signout',
    tag: 'admin',
    summary: 'Ends the staff session of the token',
    auth: 'staff',
    roles: STAFF_ROLES,
    status: 204,
  },
  adminMe: {
    method: 'GET',
    path: '/v1/admin/fa/me',
    tag: 'admin',
    summary: 'The signed-in staff account',
    auth: 'staff',
    roles: STAFF_ROLES,
    response: detailOf(staffProfile),
  },
  adminListAudit: {
    method: 'GET',
    path: '/v1/admin/fa/audit',
    tag: 'admin',
    summary: 'The audit log of staff writes, newest first, with filters',
    auth: 'staff',
    roles: ADMIN_ONLY,
    query: auditListQuery,
    response: listOf(auditEntry),
  },
  adminListCipBookings: {
    method: 'GET',
    path: '/v1/admin/fa/cip/bookings',
    tag: 'admin',
    summary: 'VIP desk: bookings of a day by airport, terminal and hour',
    auth: 'staff',
    roles: VIP_DESK,
    query: deskBookingQuery,
    response: listOf(deskBooking),
  },
  adminConfirmCipBooking: {
    method: 'POST',
    path: '/v1/admin/fa/cip/bookings/:id/confirm',
    tag: 'admin',
    summary: 'VIP desk: the airport confirmed (providerPending → providerConfirmed), SMS to the customer',
    auth: 'staff',
    roles: VIP_DESK,
    params: idParams,
    response: deskOrderChange,
  },
  adminRefuseCipBooking: {
    method: 'POST',
    path: '/v1/admin/fa/cip/bookings/:id/refuse',
    tag: 'admin',
    summary: 'VIP desk: the airport refused; cancelled with a full refund to the wallet and an SMS',
    auth: 'staff',
    roles: VIP_DESK,
    params: idParams,
    body: refuseBody,
    response: deskOrderChange,
  },
  adminGetCheckIn: {
    method: 'GET',
    path: '/v1/admin/fa/cip/checkin/:reference',
    tag: 'admin',
    summary: 'VIP desk: a booking by the reference of its voucher QR, with passengers and services',
    auth: 'staff',
    roles: VIP_DESK,
    params: checkInParams,
    response: checkInView,
  },
  adminCheckIn: {
    method: 'POST',
    path: '/v1/admin/fa/cip/checkin/:reference',
    tag: 'admin',
    summary: 'VIP desk: the travellers arrived and were served (providerConfirmed → completed)',
    auth: 'staff',
    roles: VIP_DESK,
    params: checkInParams,
    response: deskOrderChange,
  },
  adminListCreditRequests: {
    method: 'GET',
    path: '/v1/admin/fa/credit/requests',
    tag: 'admin',
    summary: 'Finance: offline top-up requests (pending by default) with their receipts',
    auth: 'staff',
    roles: FINANCE,
    query: creditRequestQuery,
    response: listOf(creditRequestView),
  },
  adminApproveCreditRequest: {
    method: 'POST',
    path: '/v1/admin/fa/credit/requests/:id/approve',
    tag: 'admin',
    summary: 'Finance: approve an offline top-up (the ledger top-up is written once)',
    auth: 'staff',
    roles: FINANCE,
    params: idParams,
    response: creditDecision,
  },
  adminRefuseCreditRequest: {
    method: 'POST',
    path: '/v1/admin/fa/credit/requests/:id/refuse',
    tag: 'admin',
    summary: 'Finance: refuse an offline top-up with a reason',
    auth: 'staff',
    roles: FINANCE,
    params: idParams,
    body: refuseBody,
    response: creditDecision,
  },
  adminAdjustCredit: {
    method: 'POST',
    path: '/v1/admin/fa/credit/adjustments',
    tag: 'admin',
    summary: 'Finance: a manual wallet adjustment with a required reason',
    auth: 'staff',
    roles: FINANCE,
    body: adjustmentBody,
    response: adjustmentAnswer,
    status: 201,
  },
  adminListTickets: {
    method: 'GET',
    path: '/v1/admin/fa/tickets',
    tag: 'admin',
    summary: 'Support: tickets by status, category and desk, most recently active first',
    auth: 'staff',
    roles: SUPPORT,
    query: deskTicketQuery,
    response: listOf(deskTicket),
  },
  adminReplyTicket: {
    method: 'POST',
    path: '/v1/admin/fa/tickets/:id/replies',
    tag: 'admin',
    summary: 'Support: answer a ticket (it waits for the member)',
    auth: 'staff',
    roles: SUPPORT,
    params: idParams,
    body: staffReplyBody,
    response: staffReplyAnswer,
    status: 201,
  },
  adminCloseTicket: {
    method: 'POST',
    path: '/v1/admin/fa/tickets/:id/close',
    tag: 'admin',
    summary: 'Support: close a ticket',
    auth: 'staff',
    roles: SUPPORT,
    params: idParams,
    response: ticketStateAnswer,
  },
  adminListReviews: {
    method: 'GET',
    path: '/v1/admin/fa/reviews',
    tag: 'admin',
    summary: 'Support: member reviews by moderation status (pending by default)',
    auth: 'staff',
    roles: SUPPORT,
    query: deskReviewQuery,
    response: listOf(deskReview),
  },
  adminModerateReview: {
    method: 'POST',
    path: '/v1/admin/fa/reviews/:id/moderation',
    tag: 'admin',
    summary: 'Support: approve a review (public) or hide it',
    auth: 'staff',
    roles: SUPPORT,
    params: idParams,
    body: reviewModeration,
    response: detailOf(deskReview),
  },
  adminListStoreOrders: {
    method: 'GET',
    path: '/v1/admin/fa/store/orders',
    tag: 'admin',
    summary: 'Fulfilment: paid store orders to pack and ship, on the way, or delivered',
    auth: 'staff',
    roles: FULFILMENT,
    query: deskStoreOrderQuery,
    response: listOf(deskStoreOrder),
  },
  adminShipStoreOrder: {
    method: 'POST',
    path: '/v1/admin/fa/store/orders/:id/ship',
    tag: 'admin',
    summary: 'Fulfilment: the order left with this tracking number (SMS to the customer; no member cancel after)',
    auth: 'staff',
    roles: FULFILMENT,
    params: idParams,
    body: shipBody,
    response: detailOf(deskStoreOrder),
  },
  adminDeliverStoreOrder: {
    method: 'POST',
    path: '/v1/admin/fa/store/orders/:id/delivered',
    tag: 'admin',
    summary: 'Fulfilment: delivered (wait → completed through the domain machine)',
    auth: 'staff',
    roles: FULFILMENT,
    params: idParams,
    response: detailOf(deskStoreOrder),
  },
  adminListStaff: {
    method: 'GET',
    path: '/v1/admin/fa/staff',
    tag: 'admin',
    summary: 'Admin: staff accounts',
    auth: 'staff',
    roles: ADMIN_ONLY,
    query: pagingQuery(50),
    response: listOf(staffAccount),
  },
  adminCreateStaff: {
    method: 'POST',
    path: '/v1/admin/fa/staff',
    tag: 'admin',
    summary: 'Admin: a new staff account; answers its TOTP enrolment once',
    auth: 'staff',
    roles: ADMIN_ONLY,
    body: staffCreateBody,
    response: staffCreated,
    status: 201,
  },
  adminUpdateStaff: {
    method: 'PUT',
    path: '/v1/admin/fa/staff/:id',
    tag: 'admin',
    summary: 'Admin: change a staff account’s role, name or active flag (takes effect on the next call)',
    auth: 'staff',
    roles: ADMIN_ONLY,
    params: idParams,
    body: staffUpdateBody,
    response: detailOf(staffAccount),
  },
  adminDashboard: {
    method: 'GET',
    path: '/v1/admin/fa/dashboard',
    tag: 'admin',
    summary: 'Admin: today’s and tomorrow’s bookings, revenue per day for 30 days, open tickets, pending top-ups',
    auth: 'staff',
    roles: ADMIN_ONLY,
    response: dashboard,
  },
});
