import { OrderStatus, PaymentStatus, ServiceType } from '@vip/domain';

/**
 * The order a wizard booking became (kept in sessionStorage): lets a retried «confirm» reuse the created order and
 * its Idempotency-Key instead of booking twice, and tells the voucher page which wizard state to clear.
 */
export interface BookingDraft {
  /** JSON of the request body the order was created from. */
  bodyHash: string;
  idempotencyKey: string;
  orderId: number | null;
  reference: string | null;
}

const KEY = 'cipBookingDraft';

export function readDraft(): BookingDraft | null {
  try {
    const v = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    return v && typeof v.bodyHash === 'string' && typeof v.idempotencyKey === 'string' ? (v as BookingDraft) : null;
  } catch {
    return null;
  }
}

export function writeDraft(d: BookingDraft | null) {
  try {
    if (d) sessionStorage.setItem(KEY, JSON.stringify(d));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage blocked: a retry then sends a new key (the server still refuses a duplicate by capacity/cut-off).
  }
}

/** The draft for this body: the stored one when the body is unchanged, else a fresh one with a new key. */
export function draftFor(bodyHash: string): BookingDraft {
  const d = readDraft();
  if (d && d.bodyHash === bodyHash) return d;
  return { bodyHash, idempotencyKey: crypto.randomUUID(), orderId: null, reference: null };
}

/**
 * Whether a booked order is done with the wizard: paid (or refunded since), cancelled, or past its payment deadline
 * (the payment loop cancels it soon after). Its draft and the wizard's booking are then dropped: the next visit is a
 * new booking, never this order's payment step again.
 */
export function bookingIsOver(
  o: { status: number; payment_status: number; pay_until: string | null },
  now = Date.now(),
): boolean {
  if (o.status === OrderStatus.canceled) return true;
  if (o.payment_status !== PaymentStatus.notPaid && o.payment_status !== PaymentStatus.requestForPaymentDeadline) {
    return true;
  }
  return o.pay_until !== null && Date.parse(o.pay_until) <= now;
}

/** The service types the home booking bar offers (its `service` field), by name. */
const SERVICE_NAMES = ['fastTrack', 'businessLounge', 'cip'] as const;
const PREFERRED_KEY = 'cipPreferredService';

/** The service type a `service` hand-over names (`cip`, `fastTrack`, `businessLounge`), or null. */
export function serviceTypeOf(name: string | undefined): ServiceType | null {
  const found = SERVICE_NAMES.find((n) => n === name);
  return found ? ServiceType[found] : null;
}

/** The service type chosen on the home bar for this booking (kept for the tab, so a reload still offers it). */
export function readPreferredService(): ServiceType | null {
  try {
    const raw = sessionStorage.getItem(PREFERRED_KEY);
    const v = Number(raw);
    return raw !== null && (Object.values(ServiceType) as number[]).includes(v) ? (v as ServiceType) : null;
  } catch {
    return null;
  }
}

export function writePreferredService(type: ServiceType | null) {
  try {
    if (type === null) sessionStorage.removeItem(PREFERRED_KEY);
    else sessionStorage.setItem(PREFERRED_KEY, String(type));
  } catch {
    // Storage blocked: the wizard simply preselects nothing after a reload.
  }
}
