import { z } from 'zod';
import { FINANCE_ROLES } from './admin-finance';
import { agencyAccount, agencyLedgerKind, agencyPagingQuery, statementQuery, agencyStatement } from './agency';
import { detailOf, idParam, idParams, listOf, money } from './common';
import { defineEndpoints } from './endpoint';
import { mobileNumber } from './member';

// Travel agencies in the back office (docs/agencies.md): admin and finance create and edit agencies, issue and
// revoke their API keys, name their users; finance records their payments and reads their balances.

export const AGENCY_STATUSES = ['active', 'suspended'] as const;
export const agencyStatus = z.enum(AGENCY_STATUSES);
export const AGENCY_STATUS_LABELS: Record<z.infer<typeof agencyStatus>, string> = {
  active: 'فعال',
  suspended: 'تعلیق',
};
export const AGENCY_USER_ROLES = ['owner', 'agent'] as const;
export const agencyUserRole = z.enum(AGENCY_USER_ROLES, { message: 'نقش باید owner یا agent باشد.' });

/** Commission, percent with up to two decimals (stored as basis points: 12.5% → 1250). */
const commissionPercent = z
  .number({ message: 'درصد کمیسیون را به عدد بنویسید.' })
  .min(0, 'درصد کمیسیون نمی‌تواند منفی باشد.')
  .max(100, 'درصد کمیسیون حداکثر ۱۰۰ است.')
  .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    message: 'درصد کمیسیون حداکثر دو رقم اعشار دارد.',
  })
  .describe('Percent, up to two decimals');

export const agencyCreateBody = z.object({
  name: z.string().trim().min(2, 'نام آژانس را بنویسید.').max(150, 'نام آژانس حداکثر ۱۵۰ نویسه است.'),
  commission_percent: commissionPercent,
  credit_limit: money.min(0, 'سقف اعتبار نمی‌تواند منفی باشد.').describe('Credit line, Rials'),
  contact_mobile: mobileNumber,
  legal_id: z
    .string()
    .trim()
    .max(20, 'شناسهٔ ملی حداکثر ۲۰ رقم است.')
    .nullish()
    .describe('Company national id; empty or null clears it'),
});
export const agencyUpdateBody = agencyCreateBody.partial().extend({ status: agencyStatus.optional() });

export const agencyView = z.object({
  id: z.number().int(),
  name: z.string(),
  commission_percent: z.number(),
  credit_limit: z.number().int(),
  used: z.number().int(),
  available: z.number().int(),
  balance: z
    .number()
    .int()
    .describe('The ledger’s signed sum, Rials: negative = the agency owes, positive = paid ahead'),
  contact_mobile: z.string(),
  legal_id: z.string().nullable(),
  status: agencyStatus,
  status_label: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AgencyView = z.infer<typeof agencyView>;

export const agencyListQuery = agencyPagingQuery.extend({
  search_text: z.string().max(100).optional(),
  status: agencyStatus.optional(),
});

export const agencyKeyView = z.object({
  id: z.number().int(),
  title: z.string(),
  prefix: z.string().describe('First characters of the key, to tell keys apart'),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
});
export const agencyKeyCreateBody = z.object({
  title: z.string().trim().min(1, 'عنوان کلید را بنویسید.').max(100, 'عنوان کلید حداکثر ۱۰۰ نویسه است.'),
});
export const agencyKeyCreated = z.object({
  id: z.number().int(),
  key: z.string().describe('The key itself: shown this once, only its hash is kept'),
  prefix: z.string(),
  title: z.string(),
});
export const agencyKeyParams = z.object({ id: idParam, key_id: idParam });

export const agencyUserView = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  member_name: z.string(),
  mobile: z.string().nullable(),
  role: agencyUserRole,
  created_at: z.string(),
});
export const agencyUserAddBody = z.object({ mobile: mobileNumber, role: agencyUserRole });
export const agencyUserParams = z.object({ id: idParam, user_id: idParam });

/** Finance records money the agency paid (or a signed adjustment with a reason). */
export const agencyPaymentBody = z.object({
  kind: z.enum(['payment', 'adjustment']).default('payment'),
  amount: z
    .number()
    .int()
    .refine((v) => v !== 0, 'مبلغ نمی‌تواند صفر باشد.')
    .describe('Rials; a payment is positive'),
  note: z.string().trim().max(300).default(''),
});
export const agencyLedgerEntry = z.object({
  id: z.number().int(),
  kind: agencyLedgerKind,
  amount: z.number().int(),
  order_id: z.number().int().nullable(),
  note: z.string(),
  created_by: z.string(),
  created_at: z.string(),
});

const AGENCY_ADMIN = { tag: 'admin', auth: 'staff', roles: FINANCE_ROLES } as const;

export const adminAgencyEndpoints = defineEndpoints({
  adminListAgencies: {
    ...AGENCY_ADMIN,
    method: 'GET',
    path: '/v1/admin/fa/agencies',
    summary: 'آژانس‌ها با سقف اعتبار و بدهی هر یک',
    query: agencyListQuery,
    response: listOf(agencyView),
  },
  adminCreateAgency: {
    ...AGENCY_ADMIN,
    method: 'POST',
    path: '/v1/admin/fa/agencies',
    summary: 'ثبت آژانس تازه',
    body: agencyCreateBody,
    response: detailOf(agencyView),
    status: 201,
  },
  adminGetAgency: {
    ...AGENCY_ADMIN,
    method: 'GET',
    path: '/v1/admin/fa/agencies/:id',
    summary: 'یک آژانس',
    params: idParams,
    response: detailOf(agencyView),
  },
  adminUpdateAgency: {
    ...AGENCY_ADMIN,
    method: 'PUT',
    path: '/v1/admin/fa/agencies/:id',
    summary: 'ویرایش آژانس یا تعلیق و فعال‌سازی آن (تعلیق همهٔ کلیدها را بی‌درنگ می‌بندد)',
    params: idParams,
    body: agencyUpdateBody,
    response: detailOf(agencyView),
  },
  adminListAgencyKeys: {
    ...AGENCY_ADMIN,
    method: 'GET',
    path: '/v1/admin/fa/agencies/:id/keys',
    summary: 'کلیدهای API آژانس (بدون خود کلید)',
    params: idParams,
    response: listOf(agencyKeyView),
  },
  adminCreateAgencyKey: {
    ...AGENCY_ADMIN,
    method: 'POST',
    path: '/v1/admin/fa/agencies/:id/keys',
    summary: 'کلید API تازه برای آژانس؛ خود کلید فقط همین یک بار نشان داده می‌شود',
    params: idParams,
    body: agencyKeyCreateBody,
    response: detailOf(agencyKeyCreated),
    status: 201,
  },
  adminRevokeAgencyKey: {
    ...AGENCY_ADMIN,
    method: 'POST',
    path: '/v1/admin/fa/agencies/:id/keys/:key_id/revoke',
    summary: 'باطل کردن کلید API؛ بی‌درنگ از کار می‌افتد',
    params: agencyKeyParams,
    response: detailOf(agencyKeyView),
  },
  adminListAgencyUsers: {
    ...AGENCY_ADMIN,
    method: 'GET',
    path: '/v1/admin/fa/agencies/:id/users',
    summary: 'کاربران آژانس (اعضای سایت با نقش مالک یا کارگزار)',
    params: idParams,
    response: listOf(agencyUserView),
  },
  adminAddAgencyUser: {
    ...AGENCY_ADMIN,
    method: 'POST',
    path: '/v1/admin/fa/agencies/:id/users',
    summary: 'افزودن عضو سایت با شمارهٔ همراه به آژانس',
    params: idParams,
    body: agencyUserAddBody,
    response: detailOf(agencyUserView),
    status: 201,
    errors: ['agency_user_taken'],
  },
  adminRemoveAgencyUser: {
    ...AGENCY_ADMIN,
    method: 'DELETE',
    path: '/v1/admin/fa/agencies/:id/users/:user_id',
    summary: 'برداشتن کاربر از آژانس',
    params: agencyUserParams,
    status: 204,
  },
  adminListAgencyLedger: {
    ...AGENCY_ADMIN,
    method: 'GET',
    path: '/v1/admin/fa/agencies/:id/ledger',
    summary: 'دفتر حساب آژانس (رزروها، بازگشت‌ها، پرداخت‌ها)',
    params: idParams,
    query: agencyPagingQuery,
    response: listOf(agencyLedgerEntry),
  },
  adminRecordAgencyPayment: {
    ...AGENCY_ADMIN,
    method: 'POST',
    path: '/v1/admin/fa/agencies/:id/payments',
    summary: 'مالی: ثبت پرداخت آژانس یا اصلاح حساب با دلیل',
    params: idParams,
    body: agencyPaymentBody,
    response: detailOf(agencyLedgerEntry),
    status: 201,
  },
  adminGetAgencyAccount: {
    ...AGENCY_ADMIN,
    method: 'GET',
    path: '/v1/admin/fa/agencies/:id/account',
    summary: 'مالی: سقف اعتبار، بدهی و اعتبار باقی‌ماندهٔ آژانس',
    params: idParams,
    response: detailOf(agencyAccount),
  },
  adminGetAgencyStatement: {
    ...AGENCY_ADMIN,
    method: 'GET',
    path: '/v1/admin/fa/agencies/:id/statement',
    summary: 'مالی: صورت‌حساب ماهانهٔ آژانس',
    params: idParams,
    query: statementQuery,
    response: detailOf(agencyStatement),
  },
});
