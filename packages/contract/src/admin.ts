import { UPLOAD_ERRORS } from './errors';
import { z } from 'zod';
import {
  bodyId,
  calendarDate,
  detailOf,
  idParam,
  idParams,
  latinDigits,
  listOf,
  pagingQuery,
  queryCode,
} from './common';
import { OrderStatus, STAFF_ROLES, type StaffRole } from '@vip/domain';
import { defineEndpoints } from './endpoint';
import { mobileNumber } from './member';
import { attachment } from './ticketing';

// The back office (DESIGN §7b): every staff call, with the roles that may make it. The server checks the role on
// each call (route(): no token 401, a member token or another role 403).

const ADMIN_ONLY = ['admin'] as const satisfies readonly StaffRole[];
const VIP_DESK = ['admin', 'vip_desk'] as const satisfies readonly StaffRole[];
const FINANCE = ['admin', 'finance'] as const satisfies readonly StaffRole[];
const SUPPORT = ['admin', 'support'] as const satisfies readonly StaffRole[];
const FULFILMENT = ['admin', 'fulfilment'] as const satisfies readonly StaffRole[];

const isoDate = calendarDate();
/** A reason staff must give (refusals, adjustments): it is shown to the customer and kept in the audit log. */
const reason = z.string().trim().min(3, 'دلیل را بنویسید (دست‌کم ۳ نویسه).').max(500);

export const staffProfile = z.object({
  id: z.number().int(),
  email: z.string(),
  full_name: z.string(),
  role: z.enum(STAFF_ROLES),
});

const sixDigits = (message: string) => z.preprocess(latinDigits, z.string().regex(/^\d{6}$/, message));
const staffCredentials = z.object({
  email: z.string().trim().toLowerCase().email('ایمیل معتبر نیست.'),
  password: z.string().min(1).max(200),
});
/** E-mail, password and one second factor: the authenticator app's code or the code sent by SMS. */
export const staffSignInBody = staffCredentials
  .extend({
    /** The 6-digit code of the authenticator app (TOTP). */
    totp_code: sixDigits('کد شش‌رقمی برنامهٔ احراز هویت را وارد کنید.').optional(),
    /** The 6-digit code sent by SMS to the staff's mobile (POST …/auth/sms-code first). */
    sms_code: sixDigits('کد شش‌رقمی پیامک‌شده را وارد کنید.').optional(),
  })
  .refine((b) => (b.totp_code === undefined) !== (b.sms_code === undefined), {
    message: 'کد برنامهٔ احراز هویت یا کد پیامک‌شده را وارد کنید (یکی از این دو).',
    path: ['totp_code'],
  });
/** Step one of the SMS second factor: e-mail and password; the code goes to the mobile on file. */
export const staffSmsCodeBody = staffCredentials;
export const staffSmsCodeSent = detailOf(
  z.object({
    sent: z.literal(true),
    /** The mobile it went to, masked (0912***4567). */
    mobile: z.string(),
    expires_in_seconds: z.number().int(),
    resend_after_seconds: z.number().int(),
  }),
);

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
  /** When the desk marked that nobody came (POST …/reservations/{id}/no-show), else null. */
  no_show_at: z.string().nullable(),
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

const orderChangeFields = z.object({
  order_id: z.number().int(),
  reference: z.string(),
  status: z.number().int(),
  payment_status: z.number().int(),
  refunded_amount: z.number().int(),
});
export const deskOrderChange = detailOf(orderChangeFields);

export const refuseBody = z.object({ reason });

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
        transfer: z
          .object({
            title: z.string(),
            address: z.string(),
            /** `YYYY-MM-DD` and `HH:mm`, local at the airport, as the member chose them. */
            date: z.string(),
            time: z.string(),
            latitude: z.number().nullable(),
            longitude: z.number().nullable(),
            stop_count: z.number().int(),
          })
          .nullable(),
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
  /** The receipt's file name for the staff download (`GET /v1/admin/fa/uploads/{name}`), if any. */
  receipt_name: z.string().nullable(),
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
  member_id: bodyId,
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
  /** The support staff who owns it, if assigned. */
  assignee_id: z.number().int().nullable(),
  assignee_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

const smallCode = z.preprocess(latinDigits, z.coerce.number().int().min(1).max(20));
export const deskTicketQuery = pagingQuery(50).extend({
  status: smallCode.optional(),
  category_id: smallCode.optional(),
  role_id: smallCode.optional(),
  /** Only tickets assigned to this staff id. */
  assignee_id: idParam.optional(),
});

export const staffReplyBody = z.object({
  description: z.string().trim().min(2, 'متن پاسخ را بنویسید.').max(5000),
  /** A file uploaded first with POST …/tickets/{id}/attachments. */
  attachment_id: bodyId.optional(),
});
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
  province: z.string(),
  city: z.string(),
  postal_code: z.string(),
  address: z.string(),
  /** What to pack: each line's title and quantity. */
  items: z.array(z.object({ product_id: z.number().int(), title: z.string(), quantity: z.number().int() })),
  /** The shipping method the member chose and the working days it promises (null: no method on the order). */
  shipping: z
    .object({ title: z.string(), delivery_days_min: z.number().int(), delivery_days_max: z.number().int() })
    .nullable(),
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
  /** For the second factor by SMS; null: authenticator app only. */
  mobile: z.string().nullable(),
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
  /** Optional mobile for the second factor by SMS. */
  mobile: mobileNumber.optional(),
});
/** The new account and its TOTP enrolment, shown once. */
export const staffCreated = detailOf(staffAccount.extend({ otpauth_url: z.string(), totp_secret: z.string() }));
export const staffUpdateBody = z
  .object({
    role: z.enum(STAFF_ROLES).optional(),
    active: z.boolean().optional(),
    full_name: z.string().trim().min(2).max(100).optional(),
    /** A mobile for the second factor by SMS, or null to remove it. */
    mobile: mobileNumber.nullable().optional(),
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

// ── Desk operations: no-show, payments to re-verify, reconciliation, refunds, stock, ticket notes/assignment,
// attachments, staff reading member uploads ───────────────────────────────────────────────────────────────────

/** A reservation marked as a no-show, and its order after it. */
export const noShowAnswer = detailOf(
  orderChangeFields.extend({ reservation_id: z.number().int(), no_show_at: z.string() }),
);

/** A bank payment as finance sees it. */
export const deskPayment = z.object({
  id: z.number().int(),
  purpose: z.enum(['order', 'topup']),
  member_id: z.number().int(),
  member_name: z.string(),
  order_id: z.number().int().nullable(),
  order_reference: z.string().nullable(),
  gateway: z.string(),
  amount: z.number().int(),
  /** `pending` | `paid` | `failed` | `canceled`. */
  state: z.string(),
  /** The bank's id of the payment (null when the bank never took it). */
  authority: z.string().nullable(),
  bank_reference: z.string().nullable(),
  /** The last outcome in Persian (for a payment the bank gave no answer about: why). */
  message: z.string().nullable(),
  verify_attempts: z.number().int(),
  last_verify_at: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export const deskPaymentQuery = pagingQuery(50);

/** One difference between the banks and the ledger on a day. */
export const reconciliationIssue = z.object({
  /**
   * `topup_not_in_ledger`: a paid bank top-up without its ledger top-up; `order_payment_unsettled`: a paid bank
   * payment of an order neither counted on the order nor returned to the wallet; `ledger_without_paid_payment`: a
   * ledger entry naming a bank payment that is not paid; `refund_mismatch`: an order whose wallet refunds differ from
   * its refunded amount.
   */
  kind: z.enum(['topup_not_in_ledger', 'order_payment_unsettled', 'ledger_without_paid_payment', 'refund_mismatch']),
  payment_id: z.number().int().nullable(),
  order_id: z.number().int().nullable(),
  order_reference: z.string().nullable(),
  member_id: z.number().int().nullable(),
  /** Rials: what the banks say minus what the ledger/order says. */
  amount: z.number().int(),
  note: z.string(),
});
const countSum = z.object({ count: z.number().int(), sum: z.number().int() });
/** A Tehran day's bank payments against the wallet ledger (Rials). */
export const reconciliation = detailOf(
  z.object({
    date: z.string(),
    /** Bank (sandbox/zarinpal) payments paid that day, by what they paid for. */
    gateway: z.object({ total: countSum, orders: countSum, topups: countSum }),
    /** Ledger entries written that day, by kind (payments and refunds signed as in the ledger). */
    ledger: z.object({ topup: countSum, payment: countSum, refund: countSum, adjustment: countSum }),
    /** Wallet spends that day (credit payments) against the ledger's payment entries. */
    wallet_payments: countSum,
    issues: z.array(reconciliationIssue),
  }),
);
export const reconciliationQuery = z.object({
  /** The Tehran date (YYYY-MM-DD); today by default. */
  date: isoDate.optional(),
});

export const orderRefundBody = z.object({
  /** Rials back to the member's wallet: at most what the order received and has not had back. */
  amount: z.number().int().positive('مبلغ باید بیشتر از صفر باشد.'),
  reason,
});

export const stockAdjustmentBody = z.object({
  /** Signed: + received into the warehouse, − lost or damaged. The stock never goes below zero (409). */
  delta: z
    .number()
    .int()
    .min(-100_000)
    .max(100_000)
    .refine((v) => v !== 0, 'تغییر موجودی نباید صفر باشد.'),
  reason,
});
export const stockAnswer = detailOf(
  z.object({ product_id: z.number().int(), title: z.string(), stock: z.number().int(), delta: z.number().int() }),
);

/** An internal note of the support desk: never shown to the member. */
export const ticketNote = z.object({
  id: z.number().int(),
  ticket_id: z.number().int(),
  staff_id: z.number().int(),
  staff_name: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export const ticketNoteBody = z.object({ body: z.string().trim().min(2, 'متن یادداشت را بنویسید.').max(5000) });
export const ticketAssignBody = z.object({
  /** A support or admin staff id; null takes the assignment away. */
  staff_id: bodyId.nullable(),
});
/** A ticket as the support desk reads it: the thread (with attachments), the internal notes and the assignee. */
export const deskTicketDetail = detailOf(
  deskTicket.extend({
    replies: z.array(
      z.object({
        id: z.number().int(),
        author: z.enum(['member', 'staff']),
        staff_name: z.string().nullable(),
        description: z.string(),
        /** `url` is the staff download (`GET /v1/admin/fa/uploads/{name}`). */
        attachment: attachment.nullable(),
        created_at: z.string(),
      }),
    ),
    notes: z.array(ticketNote),
  }),
);
export const uploadNameParams = z.object({
  name: z.string().regex(/^[a-z0-9-]{8,80}\.(jpg|png|webp|pdf)$/, 'نام فایل معتبر نیست.'),
});

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
    errors: ['invalid_credentials'],
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
    errors: ['not_provider_pending'],
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
    errors: ['not_provider_pending'],
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
    summary:
      'VIP desk: the travellers of one side were served; the booking is completed when every side is served or a no-show',
    auth: 'staff',
    roles: VIP_DESK,
    params: checkInParams,
    body: checkInBody,
    response: deskOrderChange,
    errors: ['not_confirmed', 'already_served', 'checkin_not_open'],
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
    errors: ['credit_request_decided', 'insufficient_credit'],
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
    errors: ['credit_request_decided'],
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
    errors: ['insufficient_credit'],
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
    errors: ['ticket_closed'],
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
    errors: ['ticket_closed'],
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
    errors: ['not_shippable', 'already_shipped'],
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
    errors: ['not_on_the_way'],
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
    errors: ['weak_password', 'email_taken'],
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
    errors: ['own_account'],
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
  // ── Desk operations (second part of issue #15) ────────────────────────────────────────────────────────────
  adminRequestSignInCode: {
    method: 'POST',
    path: '/v1/admin/fa/auth/sms-code',
    tag: 'admin',
    summary: 'Staff sign-in, SMS second factor: e-mail and password send a 6-digit code to the mobile on file',
    description:
      'Wrong e-mail or password answer the same 401 as sign-in; an account without a mobile a 409. The code lives 2 minutes, 5 wrong tries kill it, one per minute.',
    auth: 'public',
    body: staffSmsCodeBody,
    response: staffSmsCodeSent,
    rateLimited: true,
    status: 202,
    errors: ['invalid_credentials', 'no_staff_mobile'],
  },
  adminCipNoShow: {
    method: 'POST',
    path: '/v1/admin/fa/cip/reservations/:id/no-show',
    tag: 'admin',
    summary: 'VIP desk: nobody came (after the flight’s time, confirmed bookings only); nothing refunded, SMS',
    description:
      'Marks the reservation; when every reservation of the order is a no-show the order moves providerConfirmed → completed (the service was held).',
    auth: 'staff',
    roles: VIP_DESK,
    params: idParams,
    response: noShowAnswer,
    errors: ['no_show_refused'],
  },
  adminListPaymentsToVerify: {
    method: 'GET',
    path: '/v1/admin/fa/payments/to-verify',
    tag: 'admin',
    summary:
      'Finance: bank payments still unverified past the bank’s window (PAYMENT_VERIFY_AFTER_MINUTES), oldest first',
    auth: 'staff',
    roles: FINANCE,
    query: deskPaymentQuery,
    response: listOf(deskPayment),
  },
  adminVerifyPayment: {
    method: 'POST',
    path: '/v1/admin/fa/payments/:id/verify',
    tag: 'admin',
    summary: 'Finance: ask the bank again now (the money core’s verify; settles at most once)',
    description: 'A payment no longer pending is a 409; a bank without an answer leaves it pending (200).',
    auth: 'staff',
    roles: FINANCE,
    params: idParams,
    response: detailOf(deskPayment),
    errors: ['payment_settled'],
  },
  adminReconciliation: {
    method: 'GET',
    path: '/v1/admin/fa/reconciliation',
    tag: 'admin',
    summary: 'Finance: a Tehran day’s bank payments against the wallet ledger, with each difference listed',
    auth: 'staff',
    roles: FINANCE,
    query: reconciliationQuery,
    response: reconciliation,
  },
  adminRefundOrder: {
    method: 'POST',
    path: '/v1/admin/fa/orders/:id/refund',
    tag: 'admin',
    summary: 'Finance: give part or all of what an order received back to the wallet, with a required reason (SMS)',
    description: 'The core’s refundToWallet: never more than received and not yet refunded (409). Statuses stay.',
    auth: 'staff',
    roles: FINANCE,
    params: idParams,
    body: orderRefundBody,
    response: deskOrderChange,
    errors: ['refund_too_large'],
  },
  adminAdjustStock: {
    method: 'POST',
    path: '/v1/admin/fa/store/products/:id/stock',
    tag: 'admin',
    summary: 'Fulfilment: add to or take from a product’s stock with a required reason (never below zero: 409)',
    auth: 'staff',
    roles: FULFILMENT,
    params: idParams,
    body: stockAdjustmentBody,
    response: stockAnswer,
    errors: ['stock_below_zero'],
  },
  adminGetTicket: {
    method: 'GET',
    path: '/v1/admin/fa/tickets/:id',
    tag: 'admin',
    summary: 'Support: a ticket with its thread, attachments, internal notes and assignee',
    auth: 'staff',
    roles: SUPPORT,
    params: idParams,
    response: deskTicketDetail,
  },
  adminAddTicketNote: {
    method: 'POST',
    path: '/v1/admin/fa/tickets/:id/notes',
    tag: 'admin',
    summary: 'Support: an internal note on a ticket (never shown to the member)',
    auth: 'staff',
    roles: SUPPORT,
    params: idParams,
    body: ticketNoteBody,
    response: detailOf(ticketNote),
    status: 201,
  },
  adminAssignTicket: {
    method: 'POST',
    path: '/v1/admin/fa/tickets/:id/assign',
    tag: 'admin',
    summary: 'Support: assign a ticket to a support or admin staff member (null: unassign)',
    auth: 'staff',
    roles: SUPPORT,
    params: idParams,
    body: ticketAssignBody,
    response: detailOf(deskTicket),
    errors: ['not_support_staff'],
  },
  adminUploadTicketAttachment: {
    method: 'POST',
    path: '/v1/admin/fa/tickets/:id/attachments',
    tag: 'admin',
    summary: 'Support: upload a file for a reply (multipart field `file`); send its id as the reply’s attachment_id',
    description:
      'JPEG, PNG, WebP or PDF judged by content, at most 5 MB (the member uploads’ checks). Stored as the ticket member’s, so they can download it.',
    auth: 'staff',
    roles: SUPPORT,
    params: idParams,
    response: detailOf(attachment),
    status: 201,
    errors: ['ticket_closed', ...UPLOAD_ERRORS],
  },
  adminGetUpload: {
    method: 'GET',
    path: '/v1/admin/fa/uploads/:name',
    tag: 'admin',
    summary: 'Finance, support: a member’s upload (receipt, ticket attachment) as a download with nosniff',
    auth: 'staff',
    roles: ['admin', 'finance', 'support'],
    params: uploadNameParams,
    produces: 'application/octet-stream',
  },
});
