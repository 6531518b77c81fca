import { z } from 'zod';
import { detailOf } from './common';
import { defineEndpoints } from './endpoint';
import { bankGateway, paymentStart } from './payment';

/**
 * Kinds of wallet ledger entries (docs/payments.md): money in (topup, refund), out (payment), either (adjustment); `hold`
 * sets money aside for a bank payment (out of the balance until the bank answers) and `release` gives it back,
 * once: at once when the bank step fails or the order is cancelled, or just before the spend when the bank pays.
 */
export const LEDGER_KINDS = ['topup', 'payment', 'refund', 'adjustment', 'hold', 'release'] as const;
export const ledgerKind = z.enum(LEDGER_KINDS);
export type LedgerKind = z.infer<typeof ledgerKind>;
/** Persian names of the ledger kinds. */
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  topup: 'افزایش اعتبار',
  payment: 'پرداخت سفارش',
  refund: 'بازگشت وجه',
  adjustment: 'اصلاح حساب',
  hold: 'مسدودی برای پرداخت بانکی',
  release: 'آزادسازی مسدودی',
};

/** One entry of the wallet ledger (append-only): `amount` is signed Rials (+ in, − out). */
export const creditTransaction = z.object({
  id: z.number().int(),
  kind: ledgerKind,
  amount: z.number().int().describe('Signed Rials: positive adds to the wallet, negative takes from it'),
  /** The balance right after this entry. */
  balance_after: z.number().int(),
  order_id: z.number().int().nullable(),
  order_reference: z.string().nullable(),
  payment_id: z.number().int().nullable(),
  note: z.string(),
  created_at: z.string().describe('ISO-8601 UTC'),
});
export type CreditTransaction = z.infer<typeof creditTransaction>;

/** The wallet balance (Rials), derived from the ledger. */
export const creditBalance = z.object({ balance: z.number().int().describe('Rials') });
export type CreditBalance = z.infer<typeof creditBalance>;

/** Smallest and largest online top-up (Rials): 10,000 Toman to 50,000,000 Toman. */
export const TOPUP_MIN_RIALS = 100_000;
export const TOPUP_MAX_RIALS = 500_000_000;

/** Body of POST /v1/credit/fa/accounts/topup. */
export const creditTopupBody = z.object({
  amount: z
    .number()
    .int()
    .min(TOPUP_MIN_RIALS, 'کمترین مبلغ افزایش اعتبار ۱۰٬۰۰۰ تومان است.')
    .max(TOPUP_MAX_RIALS, 'بیشترین مبلغ افزایش اعتبار ۵۰٬۰۰۰٬۰۰۰ تومان است.')
    .describe('Rials'),
  gateway: bankGateway.optional(),
});

/** Endpoints of the credit (wallet) module that money-api owns; list/detail/offline-increase live beside them. */
export const creditEndpoints = defineEndpoints({
  getCreditBalance: {
    method: 'GET',
    path: '/v1/credit/fa/accounts/balance',
    tag: 'credit',
    summary: 'The member’s wallet balance (Rials), derived from the ledger',
    auth: 'member',
    response: detailOf(creditBalance),
  },
  startCreditTopup: {
    method: 'POST',
    path: '/v1/credit/fa/accounts/topup',
    tag: 'credit',
    summary: 'Tops the wallet up through a bank gateway: answers the bank page to redirect to',
    auth: 'member',
    body: creditTopupBody,
    response: detailOf(paymentStart),
    errors: ['gateway_unavailable'],
  },
});
