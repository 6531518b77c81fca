import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type BankGateway, pathOf, paymentEndpoints } from '@vip/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { payments } from './schema';

/** What starting a payment at a bank gives: its id there and the page to send the payer to. */
export interface GatewayStart {
  authority: string;
  redirectUrl: string;
}

/**
 * A verification's outcome: `paid` (money in, with the bank's tracking number), `failed`/`canceled` (final: no money
 * came), or `unknown` (the bank did not answer or not yet: try again later; nothing changes meanwhile).
 */
export type VerifyOutcome =
  | { kind: 'paid'; bankReference: string; cardPan: string | null }
  | { kind: 'failed' | 'canceled'; message: string }
  | { kind: 'unknown'; message: string };

/** One bank behind the common interface (docs/payments.md). Amounts in Rials. */
export interface PaymentGatewayAdapter {
  readonly name: BankGateway;
  start(p: {
    paymentId: number;
    amount: number;
    description: string;
    callbackUrl: string;
    mobile?: string | null;
  }): Promise<GatewayStart>;
  verify(p: { authority: string; amount: number }): Promise<VerifyOutcome>;
  /** Sends money back to the card; our refunds go to the wallet, so this is an operator's tool. */
  refund(p: { authority: string; amount: number }): Promise<{ ok: boolean; message: string }>;
}

/** The bank could not be reached or refused to start the payment (nothing was taken). */
export class GatewayUnavailableError extends Error {}

/**
 * The sandbox bank: the API's own Persian page (sandboxBankPage) stands in for the bank; its buttons store the
 * payer's decision on the payment row, and verify answers from it, as a real bank's verify would.
 */
export function sandboxGateway(db: Db, publicApiUrl: string): PaymentGatewayAdapter {
  return {
    name: 'sandbox',
    async start() {
      const authority = `S${randomBytes(12).toString('hex')}`;
      return {
        authority,
        redirectUrl: new URL(pathOf(paymentEndpoints.sandboxBankPage, { authority }), publicApiUrl).toString(),
      };
    },
    async verify({ authority, amount }) {
      const [row] = await db
        .select({ decision: payments.sandboxDecision, amount: payments.amount })
        .from(payments)
        .where(eq(payments.authority, authority));
      if (!row) return { kind: 'failed', message: 'تراکنش در بانک پیدا نشد.' };
      if (row.decision === 'pay') {
        if (row.amount !== amount) return { kind: 'failed', message: 'مبلغ پرداخت‌شده با مبلغ سفارش یکسان نیست.' };
        return {
          kind: 'paid',
          bankReference: String(randomInt(100_000_000, 1_000_000_000)),
          cardPan: '603799******7428',
        };
      }
      if (row.decision === 'cancel') return { kind: 'canceled', message: 'پرداخت در صفحهٔ بانک لغو شد.' };
      if (row.decision === 'fail') return { kind: 'failed', message: 'بانک پرداخت را نپذیرفت.' };
      return { kind: 'unknown', message: 'پرداخت هنوز در بانک انجام نشده است.' };
    },
    async refund() {
      return { ok: true, message: 'بازگشت وجه آزمایشی انجام شد.' };
    },
  };
}

/** Zarinpal's answer envelope (v4): `data` on success, `errors` otherwise. */
interface ZarinpalAnswer {
  data?:
    | { code?: number; message?: string; authority?: string; ref_id?: number | string; card_pan?: string }
    | unknown[];
  errors?: { code?: number; message?: string } | unknown[];
}

/** Persian words for Zarinpal's error codes a payer may meet. */
const ZARINPAL_ERRORS: Record<number, string> = {
  [-9]: 'اطلاعات ارسال‌شده به درگاه نادرست است.',
  [-10]: 'پذیرندهٔ درگاه معتبر نیست.',
  [-11]: 'درگاه پرداخت فعال نیست.',
  [-50]: 'مبلغ پرداخت‌شده با مبلغ سفارش یکسان نیست.',
  [-51]: 'پرداخت ناموفق بود.',
  [-54]: 'تراکنش نامعتبر است.',
};

/**
 * Zarinpal v4 REST: request → StartPay redirect → verify (100 paid, 101 already verified). `baseUrl` is the API host
 * (sandbox or live, or a local fake in tests); a timeout or network failure answers `unknown` on verify (the loop
 * tries again) and GatewayUnavailableError on start.
 */
export function zarinpalGateway(opts: {
  merchantId: string;
  baseUrl: string;
  timeoutMs: number;
}): PaymentGatewayAdapter {
  async function post(path: string, body: Record<string, unknown>): Promise<ZarinpalAnswer> {
    const res = await fetch(new URL(path, opts.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
    const text = await res.text();
    try {
      return JSON.parse(text) as ZarinpalAnswer;
    } catch {
      throw new Error(`zarinpal answered ${res.status} without JSON`);
    }
  }
  const dataOf = (a: ZarinpalAnswer) => (a.data && !Array.isArray(a.data) ? a.data : undefined);
  const errorCode = (a: ZarinpalAnswer) => (a.errors && !Array.isArray(a.errors) ? a.errors.code : undefined);
  return {
    name: 'zarinpal',
    async start(p) {
      let answer: ZarinpalAnswer;
      try {
        answer = await post('/pg/v4/payment/request.json', {
          merchant_id: opts.merchantId,
          amount: p.amount,
          currency: 'IRR',
          description: p.description,
          callback_url: p.callbackUrl,
          ...(p.mobile ? { metadata: { mobile: p.mobile } } : {}),
        });
      } catch (err) {
        throw new GatewayUnavailableError((err as Error).message);
      }
      const data = dataOf(answer);
      if (data?.code !== 100 || !data.authority) {
        throw new GatewayUnavailableError(`zarinpal request refused: ${data?.code ?? errorCode(answer) ?? 'no code'}`);
      }
      return {
        authority: data.authority,
        redirectUrl: new URL(`/pg/StartPay/${data.authority}`, opts.baseUrl).toString(),
      };
    },
    async verify({ authority, amount }) {
      let answer: ZarinpalAnswer;
      try {
        answer = await post('/pg/v4/payment/verify.json', { merchant_id: opts.merchantId, amount, authority });
      } catch (err) {
        return { kind: 'unknown', message: `پاسخی از بانک نرسید (${(err as Error).name}).` };
      }
      const data = dataOf(answer);
      if (data?.code === 100 || data?.code === 101) {
        return { kind: 'paid', bankReference: String(data.ref_id ?? ''), cardPan: data.card_pan ?? null };
      }
      const code = data?.code ?? errorCode(answer);
      if (typeof code !== 'number') return { kind: 'unknown', message: 'پاسخ بانک نامفهوم بود.' };
      return { kind: 'failed', message: ZARINPAL_ERRORS[code] ?? `بانک پرداخت را تأیید نکرد (کد ${code}).` };
    },
    async refund() {
      return { ok: false, message: 'بازگشت وجه به کارت از این درگاه انجام نمی‌شود؛ مبلغ به کیف پول برمی‌گردد.' };
    },
  };
}

/** Zarinpal's API host: the sandbox or the live one, unless configured. */
export function zarinpalBaseUrl(config: Pick<Config, 'ZARINPAL_BASE_URL' | 'ZARINPAL_SANDBOX'>) {
  return (
    config.ZARINPAL_BASE_URL ??
    (config.ZARINPAL_SANDBOX ? 'https://sandbox.zarinpal.com' : 'https://payment.zarinpal.com')
  );
}

/** The configured banks (PAYMENT_GATEWAYS), by name: a bank not configured is never built. */
export type BankGateways = Partial<Record<BankGateway, PaymentGatewayAdapter>>;

/** The bank gateways of this configuration (PAYMENT_GATEWAYS), by name. */
export function bankGateways(db: Db, config: Config): BankGateways {
  const build: Record<BankGateway, () => PaymentGatewayAdapter> = {
    sandbox: () => sandboxGateway(db, config.PUBLIC_API_URL),
    zarinpal: () =>
      zarinpalGateway({
        merchantId: config.ZARINPAL_MERCHANT_ID,
        baseUrl: zarinpalBaseUrl(config),
        timeoutMs: config.PAYMENT_TIMEOUT_MS,
      }),
  };
  return Object.fromEntries(config.PAYMENT_GATEWAYS.map((name) => [name, build[name]()]));
}
