import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BookingMoney,
  cancellationRefund,
  DEFAULT_CANCELLATION_POLICY,
  type PolicyWindow,
  paidEditMoney,
  paidEditSummary,
  refundAmount,
  refundPercentAt,
  sideCancellationMoney,
} from './cip-refund';

describe('cancellation policy', () => {
  it('finds the share of the window the time falls in, whatever order the windows are given in', () => {
    expect(refundPercentAt(DEFAULT_CANCELLATION_POLICY, 72)).toBe(100);
    expect(refundPercentAt(DEFAULT_CANCELLATION_POLICY, 48)).toBe(100);
    expect(refundPercentAt(DEFAULT_CANCELLATION_POLICY, 20)).toBe(50);
    expect(refundPercentAt(DEFAULT_CANCELLATION_POLICY, 5)).toBe(0);
    expect(refundPercentAt([...DEFAULT_CANCELLATION_POLICY].reverse(), 30)).toBe(50);
    expect(refundPercentAt([], 100)).toBe(0);
    expect(refundAmount(1001, 50)).toBe(500);
  });

  it('refunds on cancel only what pays for the services, not the credit an earlier edit left', () => {
    expect(cancellationRefund({ total: 1000, net: 1000 }, 50)).toBe(500);
    expect(cancellationRefund({ total: 1000, net: 1400 }, 100)).toBe(1000);
    // An unpaid booking holding part of its price.
    expect(cancellationRefund({ total: 1000, net: 300 }, 50)).toBe(150);
  });
});

describe('an edit of a paid booking', () => {
  it('refunds the removed amount at the share of the moment; a later raise is paid in full, not from what was kept', () => {
    const half = paidEditMoney({ total: 1000, net: 1000 }, 250, 50);
    expect(half).toEqual({ removed: 750, refund: 375, kept: 375, charge: 0 });
    expect(paidEditMoney({ total: 250, net: 625 }, 1000, 50)).toEqual({ removed: 0, refund: 0, kept: 0, charge: 750 });
    expect(paidEditMoney({ total: 1000, net: 1750 }, 100, 100)).toMatchObject({ removed: 900, refund: 900 });
    expect(paidEditMoney({ total: 1000, net: 1000 }, 1000, 50).charge).toBe(0);
  });

  it('closes the leaks of the review: 87.5% back in the 50% window and 66% in the 0% window become 50% and 0%', () => {
    const run = (percent: number, lowered: number) => {
      const edit = paidEditMoney({ total: 1000, net: 1000 }, lowered, percent);
      const after: BookingMoney = { total: lowered, net: 1000 - edit.refund };
      return edit.refund + cancellationRefund(after, percent);
    };
    expect(run(50, 250)).toBe(500);
    expect(run(0, 340)).toBe(0);
    expect(run(100, 340)).toBe(1000);
  });

  it('says in Persian what comes back, what stays, or what the wallet pays', () => {
    const half = paidEditSummary(paidEditMoney({ total: 1_000_000, net: 1_000_000 }, 400_000, 50), 50);
    expect(half).toContain('۵۰٪ مبلغ حذف‌شده');
    expect(half).toContain('به کیف پول برمی‌گردد: ۳۰,۰۰۰ تومان');
    expect(half).toContain('و ۳۰,۰۰۰ تومان بازگردانده نمی‌شود.');
    const all = paidEditSummary(paidEditMoney({ total: 1_000_000, net: 1_000_000 }, 400_000, 100), 100);
    expect(all).toContain('۱۰۰٪ مبلغ حذف‌شده (۶۰,۰۰۰ تومان) به کیف پول برمی‌گردد: ۶۰,۰۰۰ تومان.');
    expect(paidEditSummary(paidEditMoney({ total: 1_000_000, net: 1_000_000 }, 400_000, 0), 0)).toContain(
      'چیزی به کیف پول برنمی‌گردد',
    );
    expect(paidEditSummary(paidEditMoney({ total: 1_000_000, net: 1_000_000 }, 1_200_000, 0), 0)).toBe(
      '۲۰,۰۰۰ تومان از کیف پول برداشت می‌شود.',
    );
    expect(paidEditSummary(paidEditMoney({ total: 1_000_000, net: 1_000_000 }, 1_000_000, 50), 50)).toBe(
      'مبلغ پرداختی تغییری نمی‌کند.',
    );
  });
});

/** A policy of up to four windows (hours before the flight, share). */
const policyArb = fc.array(
  fc.record({ hoursBefore: fc.integer({ min: 0, max: 96 }), refundPercent: fc.integer({ min: 0, max: 100 }) }),
  { maxLength: 4 },
);

/** A booking's life: its first price, then edits to new prices, each later than the one before, then a cancel. */
const lifeArb = fc.record({
  policy: policyArb,
  first: fc.integer({ min: 1, max: 50_000_000 }),
  edits: fc.array(
    fc.record({ total: fc.integer({ min: 1, max: 50_000_000 }), hoursLater: fc.integer({ min: 0, max: 30 }) }),
    { maxLength: 8 },
  ),
  startHours: fc.integer({ min: 0, max: 120 }),
  cancelHoursLater: fc.integer({ min: 0, max: 30 }),
});

describe('edits and a final cancel never return more than the policy allows (property)', () => {
  it('at each step: refunds ≤ Σ removed × share of its moment, ≤ what was paid, and the booking stays paid', () => {
    fc.assert(
      fc.property(lifeArb, ({ policy, first, edits, startHours, cancelHoursLater }) => {
        const windows: PolicyWindow[] = policy;
        const booking: BookingMoney = { total: first, net: first };
        let paid = first;
        let refunded = 0;
        // Σ removed × percent, kept ×100 so the bound is compared exactly.
        let allowedTimes100 = 0;
        let hoursLeft = startHours;
        const shares = new Set([refundPercentAt(windows, hoursLeft)]);
        for (const edit of edits) {
          hoursLeft -= edit.hoursLater;
          const percent = refundPercentAt(windows, hoursLeft);
          shares.add(percent);
          const money = paidEditMoney(booking, edit.total, percent);
          expect(money.refund).toBeLessThanOrEqual(money.removed);
          paid += money.charge;
          refunded += money.refund;
          allowedTimes100 += money.removed * percent;
          booking.net += money.charge - money.refund;
          booking.total = edit.total;
          expect(refunded * 100).toBeLessThanOrEqual(allowedTimes100);
          expect(refunded).toBeLessThanOrEqual(paid);
          expect(booking.net).toBeGreaterThanOrEqual(booking.total);
        }
        hoursLeft -= cancelHoursLater;
        const percent = refundPercentAt(windows, hoursLeft);
        shares.add(percent);
        refunded += cancellationRefund(booking, percent);
        allowedTimes100 += booking.total * percent;
        expect(refunded * 100).toBeLessThanOrEqual(allowedTimes100);
        expect(refunded).toBeLessThanOrEqual(paid);
        // With one share all along, edits (lowering, raising back) gain nothing over cancelling at once.
        if (shares.size === 1) {
          const straight = refundAmount(first, percent);
          const paidExtra = paid - first;
          expect(refunded - paidExtra).toBeLessThanOrEqual(straight);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('cancelling one side of a round trip', () => {
  it('refunds the side’s price at the policy share (table)', () => {
    // Both sides 600 + 400, paid: the arrival at 100%, at 50%, at 0%.
    expect(sideCancellationMoney({ total: 1000, net: 1000 }, 400, 100)).toMatchObject({ refund: 400, kept: 0 });
    expect(sideCancellationMoney({ total: 1000, net: 1000 }, 400, 50)).toMatchObject({ refund: 200, kept: 200 });
    expect(sideCancellationMoney({ total: 1000, net: 1000 }, 400, 0)).toMatchObject({ refund: 0, kept: 400 });
    // An earlier edit kept 300: that credit never comes back with the side.
    expect(sideCancellationMoney({ total: 1000, net: 1300 }, 400, 100)).toMatchObject({ refund: 400, charge: 0 });
    // An unpaid booking holding 300 of 1000: at most what it holds beyond the rest.
    expect(sideCancellationMoney({ total: 1000, net: 300 }, 400, 100).refund).toBe(0);
  });

  it('a side and then the rest never give back more than the whole at once, nor more than was paid (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (first, second, keptBefore, sidePercent, restPercent) => {
          const total = first + second;
          const booking = { total, net: total + keptBefore };
          const side = sideCancellationMoney(booking, second, sidePercent);
          expect(side.refund).toBe(refundAmount(second, sidePercent));
          expect(side.charge).toBe(0);
          const after = { total: first, net: booking.net - side.refund };
          const rest = cancellationRefund(after, restPercent);
          expect(side.refund + rest).toBeLessThanOrEqual(total);
          // Never more than cancelling everything at the better of the two shares.
          expect(side.refund + rest).toBeLessThanOrEqual(
            cancellationRefund(booking, Math.max(sidePercent, restPercent)),
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});
