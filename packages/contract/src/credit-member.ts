import { UPLOAD_ERRORS } from './errors';
import { z } from 'zod';
import { calendarDate, detailOf, idParams, latinDigits, listOf, pagingQuery, searchQuery } from './common';
import { ledgerKind } from './credit';
import { defineEndpoints } from './endpoint';
import { attachment } from './ticketing';

/** How money reaches the wallet (`type_code` of §7): 1 online gateway, 2 bank deposit slip, 3 cheque. */
export const CREDIT_TYPE = { online: 1, deposit: 2, cheque: 3 } as const;
export const CREDIT_TYPE_LABELS: Record<number, string> = { 1: 'پرداخت اینترنتی', 2: 'فیش واریز بانکی', 3: 'چک' };

/** State of a member's offline top-up request: waits for finance, then approved (money in) or rejected. */
export const OFFLINE_REQUEST_STATES = ['pending', 'approved', 'rejected'] as const;
export type OfflineRequestState = (typeof OFFLINE_REQUEST_STATES)[number];
export const OFFLINE_REQUEST_STATE_LABELS: Record<OfflineRequestState, string> = {
  pending: 'در انتظار بررسی واحد مالی',
  approved: 'تأیید و به کیف پول افزوده شد',
  rejected: 'رد شد',
};

/**
 * One credit of §7: either an entry of the wallet ledger (`source: ledger`; money that moved) or a member's offline
 * top-up request (`source: request`; changes no balance until finance approves it, then a ledger top-up follows).
 * Both share one id space.
 */
export const credit = z.object({
  id: z.number().int(),
  source: z.enum(['ledger', 'request']),
  /** Ledger kind; requests are `topup`. */
  kind: ledgerKind,
  amount: z.number().int().describe('Signed Rials'),
  /** `done` for ledger entries; the request's state otherwise. */
  state: z.enum(['done', ...OFFLINE_REQUEST_STATES]),
  title: z.string(),
  description: z.string(),
  order_id: z.number().int().nullable(),
  /** The order's reference for an entry about an order (a site in another language names the entry by it). */
  order_reference: z.string().nullable(),
  /** For an entry about an order: what the order was paid; a refund below it gave back only part of the money. */
  order_paid_amount: z.number().int().nullable().describe('Rials'),
  type_code: z.number().int().nullable(),
  cheque_number: z.string().nullable(),
  cheque_date: z.string().nullable().describe('YYYY-MM-DD'),
  deposit_source: z.string().nullable(),
  attachment: attachment.nullable(),
  /** Why finance rejected a request. */
  review_note: z.string().nullable(),
  created_at: z.string(),
});
export type Credit = z.infer<typeof credit>;

/** Query of GET /v1/credit/fa/credits (§7) plus filters by source and state. */
export const creditListQuery = pagingQuery()
  .extend(searchQuery.shape)
  .extend({
    /** §7 spells it camelCase; same as search_keywords. */
    searchKeywords: z.string().max(200).optional(),
    source: z.enum(['ledger', 'request']).optional(),
    state: z.enum(['done', ...OFFLINE_REQUEST_STATES]).optional(),
  });
export type CreditListQuery = z.input<typeof creditListQuery>;
export const creditList = listOf(credit);
export const creditDetail = detailOf(credit);
export const CREDIT_SORT_FIELDS = ['id', 'created_at', 'amount'] as const;

const rials = z.preprocess(latinDigits, z.coerce.number().int());
const day = calendarDate();

/** Smallest and largest offline top-up (Rials): 10,000 to 500,000,000 Toman. */
export const OFFLINE_MIN_RIALS = 100_000;
export const OFFLINE_MAX_RIALS = 5_000_000_000;

/** Body of POST /v1/credit/fa/credits/offlineincrease (§7). */
export const offlineIncreaseBody = z
  .object({
    value: rials.pipe(
      z
        .number()
        .min(OFFLINE_MIN_RIALS, 'کمترین مبلغ ۱۰٬۰۰۰ تومان است.')
        .max(OFFLINE_MAX_RIALS, 'بیشترین مبلغ ۵۰۰٬۰۰۰٬۰۰۰ تومان است.'),
    ),
    type_code: rials.pipe(z.union([z.literal(2), z.literal(3)], 'نوع واریز باید فیش بانکی یا چک باشد.')),
    subdomain_id: rials.default(0),
    cheque_number: z.preprocess(latinDigits, z.string().trim().max(40)).optional(),
    /** Deposit date for a slip, due date for a cheque. */
    cheque_date: day,
    title: z.string().trim().max(150).default(''),
    description: z.string().trim().max(1000).default(''),
    business_account_id: rials.default(1),
    /** Bank or branch the money was paid in at / the cheque's bank. */
    deposit_source: z.string().trim().max(150).default(''),
  })
  .superRefine((b, ctx) => {
    if (b.type_code === 3 && !b.cheque_number) {
      ctx.addIssue({ code: 'custom', path: ['cheque_number'], message: 'شماره چک را وارد کنید.' });
    }
    if (b.business_account_id !== 1) {
      ctx.addIssue({ code: 'custom', path: ['business_account_id'], message: 'حساب مقصد معتبر نیست.' });
    }
  });
export type OfflineIncreaseBody = z.input<typeof offlineIncreaseBody>;

/** The business's bank account that deposits go to (§9: business account 1). */
export const businessBankAccount = z.object({
  id: z.number().int(),
  bank_name: z.string(),
  owner: z.string(),
  account_number: z.string(),
  sheba: z.string(),
  card_number: z.string(),
});

/** Answer of GET /v1/credit/fa/credittypes/isenabled. */
export const creditTypeEnabled = detailOf(
  z.object({
    type_code: z.number().int(),
    title: z.string(),
    is_enabled: z.boolean(),
    /** Where to deposit, for the offline types. */
    bank_account: businessBankAccount.nullable(),
  }),
);

/** The member's wallet account (GET /v1/credit/fa/accounts/{id}). */
export const creditAccount = detailOf(
  z.object({
    id: z.number().int(),
    balance: z.number().int().describe('Rials'),
    pending_requests: z.number().int(),
    pending_amount: z.number().int().describe('Rials waiting for finance'),
    created_at: z.string(),
  }),
);

/** The member's credits (§7): list, detail, offline top-up request and its receipt. */
export const creditMemberEndpoints = defineEndpoints({
  listCredits: {
    method: 'GET',
    path: '/v1/credit/fa/credits',
    tag: 'credit',
    summary: 'The member’s credits: wallet entries and offline top-up requests, newest first',
    auth: 'member',
    query: creditListQuery,
    response: creditList,
    sort: CREDIT_SORT_FIELDS,
  },
  getCredit: {
    method: 'GET',
    path: '/v1/credit/fa/credits/:id',
    tag: 'credit',
    summary: 'One credit of the member',
    auth: 'member',
    params: idParams,
    response: creditDetail,
  },
  offlineIncrease: {
    method: 'POST',
    path: '/v1/credit/fa/credits/offlineincrease',
    tag: 'credit',
    summary: 'Declare a bank deposit or cheque; pending until finance approves it (no balance change before)',
    auth: 'member',
    body: offlineIncreaseBody,
    response: creditDetail,
    status: 201,
    rateLimited: true,
  },
  putCreditAttachment: {
    method: 'PUT',
    path: '/v1/credit/fa/credits/:id/attachment',
    tag: 'credit',
    summary: 'The deposit receipt of a pending request (multipart field `file`)',
    description: 'JPEG, PNG, WebP or PDF judged by content, at most 5 MB.',
    auth: 'member',
    params: idParams,
    response: creditDetail,
    errors: ['credit_request_decided', ...UPLOAD_ERRORS],
  },
  isCreditTypeEnabled: {
    method: 'GET',
    path: '/v1/credit/fa/credittypes/isenabled',
    tag: 'credit',
    summary: 'Whether a way of topping up is open (type_code 1 online, 2 deposit slip, 3 cheque)',
    auth: 'member',
    query: z.object({ type_code: rials.pipe(z.number().int().min(1).max(3)) }),
    response: creditTypeEnabled,
  },
  getCreditAccount: {
    method: 'GET',
    path: '/v1/credit/fa/accounts/:id',
    tag: 'credit',
    summary: 'The member’s wallet account (another member’s id is 404)',
    auth: 'member',
    params: idParams,
    response: creditAccount,
  },
});
