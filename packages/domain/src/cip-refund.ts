/**
 * The money of a VIP booking after the sale: one refund rule for a cancellation and for an edit that lowers the
 * price. Whatever leaves the booking (all of it on a cancellation, the removed part on an edit) comes back at the
 * cancellation policy's share of that moment, and the rest is kept for good: a later raise is paid in full, never
 * out of what was kept, or that money would leave the booking a second time. So every Rial paid in leaves at most
 * once, at the share of the moment it leaves: edits and a cancel never give back more than the policy allows.
 */
import { formatToman } from './format';
import { toPersianDigits } from './digits';

/** A window: leaving at least `hoursBefore` the first flight refunds `refundPercent` (0–100) of what leaves. */
export interface PolicyWindow {
  hoursBefore: number;
  refundPercent: number;
}

/** The default policy (an airport may set its own): 100% at 48 h or more, 50% at 12 h or more, nothing after. */
export const DEFAULT_CANCELLATION_POLICY: readonly PolicyWindow[] = [
  { hoursBefore: 48, refundPercent: 100 },
  { hoursBefore: 12, refundPercent: 50 },
];

/** The refund share (0–100) `hoursLeft` hours before the flight under `policy`. */
export function refundPercentAt(policy: readonly PolicyWindow[], hoursLeft: number): number {
  const windows = [...policy].sort((a, b) => b.hoursBefore - a.hoursBefore);
  return windows.find((w) => hoursLeft >= w.hoursBefore)?.refundPercent ?? 0;
}

/** Rials refunded of `amount` at `percent` (rounded down to a whole Rial). */
export const refundAmount = (amount: number, percent: number) => Math.floor((amount * percent) / 100);

/** What a booking costs now and what it has received (net of refunds), in Rials. */
export interface BookingMoney {
  total: number;
  /** Received and not given back; on a paid booking at least `total` (the excess is what earlier edits kept). */
  net: number;
}

/** What a booking holds for its services now: what it received, but never what earlier edits kept. */
const heldOf = (booking: BookingMoney) => Math.min(booking.net, booking.total);

/** The refund of cancelling: the policy share of what the booking holds for its services. */
export const cancellationRefund = (booking: BookingMoney, percent: number) => refundAmount(heldOf(booking), percent);

/** What an edit of a paid booking does to the money. */
export interface PaidEditMoney {
  /** How much cheaper the booking became (0 when it did not). */
  removed: number;
  /** The policy share of `removed`, to the wallet. */
  refund: number;
  /** The rest of `removed`, kept under the policy (never refunded or spent later). */
  kept: number;
  /** What the new price adds, from the wallet. */
  charge: number;
}

/** The money of re-pricing a paid booking to `newTotal` when the policy share is `percent`. */
export function paidEditMoney(booking: BookingMoney, newTotal: number, percent: number): PaidEditMoney {
  const held = heldOf(booking);
  const removed = Math.max(0, held - newTotal);
  const refund = refundAmount(removed, percent);
  return { removed, refund, kept: removed - refund, charge: Math.max(0, newTotal - held) };
}

/**
 * One Persian sentence a member reads before confirming an edit of a paid booking (and after it): the share of the
 * removed amount that comes back, what the booking keeps, or what the wallet pays.
 */
export function paidEditSummary(money: PaidEditMoney, percent: number): string {
  if (money.removed > 0) {
    if (money.refund === 0) {
      return `طبق قوانین لغو در این زمان، از مبلغ حذف‌شده (${formatToman(money.removed)}) چیزی به کیف پول برنمی‌گردد.`;
    }
    const share = `${toPersianDigits(percent)}٪ مبلغ حذف‌شده (${formatToman(money.removed)})`;
    const kept = money.kept > 0 ? ` و ${formatToman(money.kept)} بازگردانده نمی‌شود` : '';
    return `طبق قوانین لغو در این زمان، ${share} به کیف پول برمی‌گردد: ${formatToman(money.refund)}${kept}.`;
  }
  if (money.charge > 0) return `${formatToman(money.charge)} از کیف پول برداشت می‌شود.`;
  return 'مبلغ پرداختی تغییری نمی‌کند.';
}

/**
 * Cancelling one side of a booking (the departure or the arrival of a round trip): the side's price leaves the
 * booking, so it comes back exactly as an edit removing it would (`paidEditMoney` to the total without it) — the
 * policy share of that price, never more than the booking holds. The rest of the booking then cancels or edits under
 * the same rule, so a side and then the rest never give back more than cancelling it all at once.
 */
export const sideCancellationMoney = (booking: BookingMoney, sideTotal: number, percent: number): PaidEditMoney =>
  paidEditMoney(booking, Math.max(0, booking.total - sideTotal), percent);
