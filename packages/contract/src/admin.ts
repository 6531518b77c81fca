import { STAFF_ROLES, type StaffRole } from '@vip/domain';
import { z } from 'zod';
import { calendarDate, detailOf, idParam, idParams, latinDigits, listOf, pagingQuery } from './common';
import { staffRoleCode } from './codes';
import { defineEndpoints } from './endpoint';
import { mobileNumber } from './member';

// The back office (docs/back-office.md): staff accounts, sign-in, the audit log, the dashboard, and the pieces every
// desk shares. Each desk's calls are declared in its own file (admin-cip, admin-finance, admin-support,
// admin-fulfilment); the server checks the role on each call (route(): no token 401, a member token or another
// role 403).

export const ADMIN_ONLY = ['admin'] as const satisfies readonly StaffRole[];

/** A calendar date parameter (YYYY-MM-DD). */
export const isoDate = calendarDate();
/** A reason staff must give (refusals, adjustments): it is shown to the customer and kept in the audit log. */
export const staffReason = z.string().trim().min(3, 'دلیل را بنویسید (دست‌کم ۳ نویسه).').max(500);

export const staffProfile = z.object({
  id: z.number().int(),
  email: z.string(),
  full_name: z.string(),
  role: staffRoleCode(),
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
  role: staffRoleCode(),
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
  role: staffRoleCode(),
  /** The first password; it must reach the §5 HARD level. */
  password: z.string().min(1).max(200),
  /** Optional mobile for the second factor by SMS. */
  mobile: mobileNumber.optional(),
});
/** The new account and its TOTP enrolment, shown once. */
export const staffCreated = detailOf(staffAccount.extend({ otpauth_url: z.string(), totp_secret: z.string() }));
export const staffUpdateBody = z
  .object({
    role: staffRoleCode().optional(),
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
    /** Today's reservations (sides) per airport and local hour, with the sides checked in and the no-shows. */
    cip_today: z.array(
      z.object({
        airport: z.string(),
        airport_title: z.string(),
        hour: z.number().int(),
        bookings: z.number().int(),
        checked_in: z.number().int(),
        no_shows: z.number().int(),
      }),
    ),
    open_tickets: z.number().int(),
    /** Tickets whose member wrote last, per desk (the ticket's role: 1 sales, 2 VIP desk, 3 finance, 4 technical). */
    tickets_waiting: z.array(z.object({ desk: z.number().int(), tickets: z.number().int() })),
    pending_topups: z.number().int(),
    store_orders_to_ship: z.number().int(),
    /** SMS of the last 24 hours the outbox gave up on (every attempt failed). */
    failed_sms: z.number().int(),
    revenue: z.array(z.object({ date: z.string(), amount: z.number().int(), orders: z.number().int() })),
  }),
);

export const orderChangeFields = z.object({
  order_id: z.number().int(),
  reference: z.string(),
  status: z.number().int(),
  payment_status: z.number().int(),
  refunded_amount: z.number().int(),
});
export const deskOrderChange = detailOf(orderChangeFields);

export const refuseBody = z.object({ reason: staffReason });

export const uploadNameParams = z.object({
  name: z.string().regex(/^[a-z0-9-]{8,80}\.(jpg|png|webp|pdf)$/, 'نام فایل معتبر نیست.'),
});

/** Endpoints of the back office: sign-in, staff accounts, audit log, dashboard, member uploads. */
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
    summary:
      'Admin: today’s bookings per airport and hour (check-ins, no-shows), tickets waiting per desk, top-ups, orders to ship, failed SMS, 30 days of revenue',
    auth: 'staff',
    roles: ADMIN_ONLY,
    response: dashboard,
  },
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
