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
