import { z } from 'zod';
import { detailOf, idParams } from './common';
import { defineEndpoints } from './endpoint';

/** Payment gateways (docs/payments.md): `sandbox` the API's stand-in bank, `zarinpal` the real one, `credit` the wallet. */
export const PAYMENT_GATEWAYS = ['sandbox', 'zarinpal', 'credit'] as const;
export const paymentGateway = z.enum(PAYMENT_GATEWAYS);
export type PaymentGateway = z.infer<typeof paymentGateway>;
/** Gateways that redirect to a bank (the `credit` wallet pays at once). */
export const BANK_GATEWAYS = ['sandbox', 'zarinpal'] as const;
export const bankGateway = z.enum(BANK_GATEWAYS);
export type BankGateway = z.infer<typeof bankGateway>;
/** Persian names of the gateways. */
export const PAYMENT_GATEWAY_LABELS: Record<PaymentGateway, string> = {
  sandbox: 'درگاه آزمایشی',
  zarinpal: 'زرین‌پال',
  credit: 'کیف پول',
};

/**
 * State of one payment row: `pending` (sent to the bank, not verified yet), `paid` (verified, money in),
 * `failed` (the bank refused or the amount did not match), `canceled` (the payer cancelled at the bank or the
 * order was cancelled/expired before the money came).
 */
export const PAYMENT_STATES = ['pending', 'paid', 'failed', 'canceled'] as const;
export const paymentState = z.enum(PAYMENT_STATES);
export type PaymentState = z.infer<typeof paymentState>;
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  pending: 'در انتظار تأیید بانک',
  paid: 'پرداخت‌شده',
  failed: 'ناموفق',
  canceled: 'لغوشده',
};

/** What a payment pays: an order, or a top-up of the wallet. */
export const paymentPurpose = z.enum(['order', 'topup']);
export type PaymentPurpose = z.infer<typeof paymentPurpose>;

/** One payment as the member sees it (amounts in Rials). */
export const payment = z.object({
  id: z.number().int(),
  purpose: paymentPurpose,
  order_id: z.number().int().nullable(),
  /** Reference code of the order, when it pays one. */
  order_reference: z.string().nullable(),
  gateway: paymentGateway,
  amount: z.number().int().describe('Rials'),
  state: paymentState,
  /** The bank's tracking number (ref_id) once paid; null before. */
  bank_reference: z.string().nullable(),
  /** Masked card number the bank reports, if any. */
  card_pan: z.string().nullable(),
  /** Persian explanation of the outcome (why it failed, what happens next). */
  message: z.string().nullable(),
  /** Wallet money held alongside this bank payment (Rials): spent when the bank pays, released otherwise. */
  wallet_amount: z.number().int(),
  /** Of it, what went back to the wallet because the bank step failed or the order was cancelled (Rials). */
  wallet_released: z.number().int(),
  created_at: z.string().describe('ISO-8601 UTC'),
  paid_at: z.string().nullable(),
});
export type Payment = z.infer<typeof payment>;

/**
 * What starting a payment answers: `paid` true when the wallet covered everything (no bank), otherwise the
 * bank page to send the browser to (`redirect_url`).
 */
export const paymentStart = z.object({
  payment_id: z.number().int().nullable().describe('The bank payment row; null when the wallet paid everything'),
  order_id: z.number().int().nullable(),
  paid: z.boolean(),
  redirect_url: z.string().nullable(),
  /** What the wallet took (Rials). */
  wallet_amount: z.number().int(),
  /** What the bank must take (Rials). */
  bank_amount: z.number().int(),
});
export type PaymentStart = z.infer<typeof paymentStart>;

/** Path params of the callback: which gateway calls back. */
export const callbackParams = z.object({ gateway: bankGateway });
/**
 * Query of the callback. Zarinpal sends `Authority` and `Status` (OK/NOK); the sandbox bank sends the same.
 * Nothing here is trusted: the API verifies with the gateway and compares the amount with the stored total.
 */
export const callbackQuery = z.object({
  Authority: z.string().max(100).optional(),
  Status: z.string().max(20).optional(),
});

/** Path params of the sandbox bank page: the payment's authority. */
export const sandboxParams = z.object({ authority: z.string().min(1).max(100) });
/** The button pressed on the sandbox bank page. */
export const sandboxDecisionBody = z.object({ action: z.enum(['pay', 'cancel', 'fail']) });

/**
 * Where the browser lands after the bank (on the site): `?payment_id=…&state=paid|failed|canceled|pending`, plus
 * `order_id` and `kind` (`store` or `cip`) for an order payment, so the page asks the order's own API first.
 * Top-ups land on the wallet page (`/credit`) with the same query.
 */
export const PAYMENT_RESULT_PATH = '/order/payment-result';
export const TOPUP_RESULT_PATH = '/credit';

/** Where the callback sends the browser (the redirect's `Location`). */
const RESULT_PAGES = `The site's result page: ${PAYMENT_RESULT_PATH}?payment_id=…&state=paid|failed|canceled|pending&order_id=…&kind=store|cip for an order, ${TOPUP_RESULT_PATH}?… for a top-up; state=failed without payment_id for an unknown authority`;

/** Endpoints of the payment module (docs/payments.md). */
export const paymentEndpoints = defineEndpoints({
  paymentCallback: {
    method: 'GET',
    path: '/v1/payment/fa/callback/:gateway',
    tag: 'payment',
    summary: 'The bank sends the payer back here; the API verifies and redirects to the site’s result page',
    description:
      'Public and opened by the browser (no API key). Never trusts its query string: verifies the payment with the gateway and compares the amount with the stored total, idempotently. Answers 302 to the site.',
    auth: 'public',
    browser: true,
    params: callbackParams,
    query: callbackQuery,
    redirect: { status: 302, to: RESULT_PAGES },
  },
  paymentCallbackPost: {
    method: 'POST',
    path: '/v1/payment/fa/callback/:gateway',
    tag: 'payment',
    summary: 'The same callback for gateways that POST back',
    auth: 'public',
    browser: true,
    params: callbackParams,
    query: callbackQuery,
    redirect: { status: 302, to: RESULT_PAGES },
  },
  sandboxBankPage: {
    method: 'GET',
    path: '/v1/payment/fa/sandbox/:authority',
    tag: 'payment',
    summary: 'The sandbox bank (HTML, Persian): pay, cancel or fail the payment',
    description:
      'A Persian HTML page with the amount and three buttons (pay, cancel, bank error). An authority the sandbox never issued, or one already decided, is a 404 page. Exists only where the sandbox gateway is configured.',
    auth: 'public',
    browser: true,
    params: sandboxParams,
    produces: 'text/html',
  },
  sandboxBankDecision: {
    method: 'POST',
    path: '/v1/payment/fa/sandbox/:authority',
    tag: 'payment',
    summary: 'A button of the sandbox bank page; redirects (303) to the callback like a real bank',
    description:
      "Posted by the page's form (`application/x-www-form-urlencoded` or JSON). An authority the sandbox never issued is a 404; a known one goes back to the callback with `Authority` and `Status` (OK for pay, NOK otherwise), where the API verifies it.",
    auth: 'public',
    browser: true,
    params: sandboxParams,
    body: sandboxDecisionBody,
    redirect: { status: 303, to: 'The callback, `/v1/payment/fa/callback/sandbox?Authority=…&Status=OK|NOK`' },
  },
  getPayment: {
    method: 'GET',
    path: '/v1/payment/fa/payments/:id',
    tag: 'payment',
    summary: 'One of the member’s payments (the result page reads it)',
    auth: 'member',
    params: idParams,
    response: detailOf(payment),
  },
});
