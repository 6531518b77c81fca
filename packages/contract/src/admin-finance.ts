import type { StaffRole } from '@vip/domain';
import { z } from 'zod';
import { bodyId, detailOf, idParams, listOf, pagingQuery } from './common';
import { defineEndpoints } from './endpoint';
import { deskOrderChange, isoDate, refuseBody, staffReason as reason } from './admin';

// The finance desk of the back office (docs/back-office.md, docs/payments.md): offline top-ups, wallet adjustments,
// payments to re-verify, the day's reconciliation and refunds.

export const FINANCE_ROLES = ['admin', 'finance'] as const satisfies readonly StaffRole[];

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

/** Endpoints of the finance desk. */
/** A member as finance's confirmation names them before money moves: name, mobile and the wallet's balance. */
export const deskMember = detailOf(
  z.object({
    id: z.number().int(),
    full_name: z.string(),
    mobile: z.string().nullable(),
    /** Rials. */
    balance: z.number().int(),
  }),
);

/** An order as finance's refund confirmation names it: its reference, member, and what can still be given back. */
export const deskRefundableOrder = detailOf(
  z.object({
    id: z.number().int(),
    reference: z.string(),
    member_id: z.number().int(),
    member_name: z.string(),
    member_mobile: z.string().nullable(),
    /** Rials received for it, and given back so far. */
    paid_amount: z.number().int(),
    refunded_amount: z.number().int(),
  }),
);

export const adminFinanceEndpoints = defineEndpoints({
  adminListCreditRequests: {
    method: 'GET',
    path: '/v1/admin/fa/credit/requests',
    tag: 'admin',
    summary: 'Finance: offline top-up requests (pending by default) with their receipts',
    auth: 'staff',
    roles: FINANCE_ROLES,
    query: creditRequestQuery,
    response: listOf(creditRequestView),
  },
  adminApproveCreditRequest: {
    method: 'POST',
    path: '/v1/admin/fa/credit/requests/:id/approve',
    tag: 'admin',
    summary: 'Finance: approve an offline top-up (the ledger top-up is written once)',
    auth: 'staff',
    roles: FINANCE_ROLES,
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
    roles: FINANCE_ROLES,
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
    roles: FINANCE_ROLES,
    body: adjustmentBody,
    response: adjustmentAnswer,
    status: 201,
    errors: ['insufficient_credit'],
  },
  adminListPaymentsToVerify: {
    method: 'GET',
    path: '/v1/admin/fa/payments/to-verify',
    tag: 'admin',
    summary:
      'Finance: bank payments still unverified past the bank’s window (PAYMENT_VERIFY_AFTER_MINUTES), oldest first',
    auth: 'staff',
    roles: FINANCE_ROLES,
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
    roles: FINANCE_ROLES,
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
    roles: FINANCE_ROLES,
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
    roles: FINANCE_ROLES,
    params: idParams,
    body: orderRefundBody,
    response: deskOrderChange,
    errors: ['refund_too_large'],
  },
  adminGetDeskMember: {
    method: 'GET',
    path: '/v1/admin/fa/members/:id',
    tag: 'admin',
    summary: 'Finance: a member’s name, mobile and balance, restated before a wallet adjustment',
    auth: 'staff',
    roles: FINANCE_ROLES,
    params: idParams,
    response: deskMember,
  },
  adminGetRefundableOrder: {
    method: 'GET',
    path: '/v1/admin/fa/orders/:id/refundable',
    tag: 'admin',
    summary: 'Finance: an order’s reference, member and amounts received and refunded, restated before a refund',
    auth: 'staff',
    roles: FINANCE_ROLES,
    params: idParams,
    response: deskRefundableOrder,
  },
});
