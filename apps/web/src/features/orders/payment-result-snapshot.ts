import 'server-only';
import { type AnswerOf, api } from '@vip/contract';
import { memberCall } from '@/features/auth/server-api';
import { freshSessionToken } from '@/features/auth/server-session';

/** What the result page can show in its first HTML: the order (VIP or store) and the payment, as the API answers. */
export interface PaymentResultSnapshot {
  cip?: AnswerOf<typeof api.getCipOrder>['data'];
  store?: AnswerOf<typeof api.getStoreOrder>['data'];
  payment?: AnswerOf<typeof api.getPayment>['data'];
}

const positiveId = (v: string | string[] | undefined) =>
  typeof v === 'string' && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null;

/**
 * The order and payment the bank's return names, read on the site's server while the page renders, so the voucher
 * link (or the retry button) is in the first paint instead of after the page's script, the session and a relayed
 * call. Only with a fresh access token (freshSessionToken); without one, or on any failure, the page makes its own
 * calls: the snapshot only speeds the page up, it never decides what it shows.
 */
export async function paymentResultSnapshot(
  query: Record<string, string | string[] | undefined>,
): Promise<PaymentResultSnapshot> {
  const orderId = positiveId(query.order_id);
  const paymentId = positiveId(query.payment_id);
  if (orderId === null) return {};
  const token = await freshSessionToken();
  if (!token) return {};
  const o = { token: token.accessToken };
  const quiet = <T>(p: Promise<T>) => p.catch(() => undefined);
  const kind = query.kind === 'cip' ? 'cip' : 'unknown';
  const [cip, store, payment] = await Promise.all([
    quiet(memberCall(api.getCipOrder, { params: { id: orderId } }, o)),
    kind === 'cip' ? undefined : quiet(memberCall(api.getStoreOrder, { params: { id: orderId } }, o)),
    paymentId === null ? undefined : quiet(memberCall(api.getPayment, { params: { id: paymentId } }, o)),
  ]);
  return { cip: cip?.data, store: store?.data, payment: payment?.data };
}
