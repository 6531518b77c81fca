import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ArchiveStatus, OrderStatus, PaymentStatus } from './enums';
import {
  ARCHIVE_TRANSITIONS,
  allowedTransitions,
  assertOrderChange,
  assertTransition,
  cancelOrder,
  canTransition,
  IllegalTransitionError,
  isFinalStatus,
  isPayable,
  isSessionValid,
  ORDER_TRANSITIONS,
  PAYMENT_TRANSITIONS,
  type StatusMachine,
  statusLabel,
} from './status';

const O = OrderStatus;
const P = PaymentStatus;
const A = ArchiveStatus;

describe('status transitions (§4 codes, our tables)', () => {
  it('walks a paid CIP order through the provider to completion', () => {
    const path = [O.newOrder, O.wait, O.providerPending, O.providerConfirmed, O.completed];
    for (let i = 1; i < path.length; i++) expect(canTransition('order', path[i - 1], path[i])).toBe(true);
  });

  it('refuses leaving final statuses, skipping the provider and staying put', () => {
    expect(canTransition('order', O.completed, O.canceled)).toBe(false);
    expect(canTransition('order', O.canceled, O.newOrder)).toBe(false);
    expect(canTransition('order', O.providerPending, O.completed)).toBe(false);
    expect(canTransition('order', O.wait, O.wait)).toBe(false);
    expect(canTransition('order', 42 as OrderStatus, O.wait)).toBe(false);
    expect(isFinalStatus('order', O.completed)).toBe(true);
    expect(isFinalStatus('order', O.wait)).toBe(false);
  });

  it('handles payments, deadline requests and refunds', () => {
    expect(canTransition('payment', P.notPaid, P.paid)).toBe(true);
    expect(canTransition('payment', P.notPaid, P.requestForPaymentDeadline)).toBe(true);
    expect(canTransition('payment', P.requestForPaymentDeadline, P.paid)).toBe(true);
    expect(canTransition('payment', P.paid, P.waitForRefund)).toBe(true);
    expect(canTransition('payment', P.waitForRefund, P.refunded)).toBe(true);
    expect(canTransition('payment', P.paid, P.refunded)).toBe(false);
    expect(canTransition('payment', P.paid, P.notPaid)).toBe(false);
    expect(canTransition('payment', P.refunded, P.paid)).toBe(false);
    expect(canTransition('payment', P.notPaid, P.waitForRefund)).toBe(false);
  });

  it('archives and restores', () => {
    expect(canTransition('archive', A.none, A.active)).toBe(true);
    expect(canTransition('archive', A.active, A.archived)).toBe(true);
    expect(canTransition('archive', A.archived, A.active)).toBe(true);
    expect(canTransition('archive', A.canceled, A.active)).toBe(false);
    expect(allowedTransitions('archive', A.canceled)).toEqual([]);
  });

  it('throws a typed error with a Persian message for an illegal transition', () => {
    expect(() => assertTransition('order', O.newOrder, O.wait)).not.toThrow();
    try {
      assertTransition('order', O.completed, O.newOrder);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(IllegalTransitionError);
      expect(e).toMatchObject({ name: 'IllegalTransitionError', machine: 'order', from: 2, to: 0 });
      expect((e as Error).message).toBe('تغییر وضعیت سفارش از «تکمیل‌شده» به «سفارش جدید» مجاز نیست.');
    }
    expect(statusLabel('payment', 9)).toBe('9');
    expect(statusLabel('archive', -1)).toBe('بدون وضعیت');
  });

  const tables: Record<StatusMachine, Record<number, readonly number[]>> = {
    order: ORDER_TRANSITIONS,
    payment: PAYMENT_TRANSITIONS,
    archive: ARCHIVE_TRANSITIONS,
  };
  const codes: Record<StatusMachine, number[]> = {
    order: Object.values(O),
    payment: Object.values(P),
    archive: Object.values(A),
  };

  it('has a row for every status, with known targets and no self-loops', () => {
    for (const m of Object.keys(tables) as StatusMachine[]) {
      expect(Object.keys(tables[m]).map(Number).sort()).toEqual([...codes[m]].sort());
      for (const [from, tos] of Object.entries(tables[m])) {
        for (const to of tos) {
          expect(codes[m]).toContain(to);
          expect(to).not.toBe(Number(from));
        }
      }
    }
  });

  it('never accepts an illegal transition', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<StatusMachine>('order', 'payment', 'archive'),
        fc.integer({ min: -2, max: 8 }),
        fc.integer({ min: -2, max: 8 }),
        (m, from, to) => {
          const legal = (tables[m][from] ?? []).includes(to);
          expect(canTransition(m, from as never, to as never)).toBe(legal);
          if (legal) expect(() => assertTransition(m, from as never, to as never)).not.toThrow();
          else expect(() => assertTransition(m, from as never, to as never)).toThrow(IllegalTransitionError);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('order changes across machines', () => {
  it('needs payment before the provider and completion', () => {
    expect(() =>
      assertOrderChange({ status: O.newOrder, paymentStatus: P.notPaid }, { status: O.providerPending }),
    ).toThrow('سفارش پرداخت‌نشده نمی‌تواند «در انتظار تأیید ارائه‌دهنده» شود.');
    expect(
      assertOrderChange(
        { status: O.wait, paymentStatus: P.notPaid },
        { status: O.providerPending, paymentStatus: P.paid },
      ),
    ).toEqual({
      status: O.providerPending,
      paymentStatus: P.paid,
    });
    expect(assertOrderChange({ status: O.wait, paymentStatus: P.notPaid }, { paymentStatus: P.paid })).toEqual({
      status: O.wait,
      paymentStatus: P.paid,
    });
  });

  it('refunds only cancelled orders', () => {
    expect(() =>
      assertOrderChange({ status: O.providerConfirmed, paymentStatus: P.paid }, { paymentStatus: P.waitForRefund }),
    ).toThrow('بازگشت وجه فقط برای سفارش لغوشده ممکن است.');
    expect(() => assertOrderChange({ status: O.wait, paymentStatus: P.paid }, { paymentStatus: P.notPaid })).toThrow(
      IllegalTransitionError,
    );
  });

  it('cancels, moving a paid payment to waiting for refund', () => {
    expect(cancelOrder({ status: O.providerConfirmed, paymentStatus: P.paid })).toEqual({
      status: O.canceled,
      paymentStatus: P.waitForRefund,
    });
    expect(cancelOrder({ status: O.newOrder, paymentStatus: P.notPaid })).toEqual({
      status: O.canceled,
      paymentStatus: P.notPaid,
    });
    expect(cancelOrder({ status: O.customerPending, paymentStatus: P.requestForPaymentDeadline })).toEqual({
      status: O.canceled,
      paymentStatus: P.notPaid,
    });
    expect(() => cancelOrder({ status: O.completed, paymentStatus: P.paid })).toThrow(IllegalTransitionError);
    const refunded = assertOrderChange(
      { status: O.canceled, paymentStatus: P.waitForRefund },
      { paymentStatus: P.refunded },
    );
    expect(refunded).toEqual({ status: O.canceled, paymentStatus: P.refunded });
  });

  it('tells whether an order can be paid', () => {
    expect(isPayable({ status: O.newOrder, paymentStatus: P.notPaid })).toBe(true);
    expect(isPayable({ status: O.customerPending, paymentStatus: P.requestForPaymentDeadline })).toBe(true);
    expect(isPayable({ status: O.wait, paymentStatus: P.paid })).toBe(false);
    expect(isPayable({ status: O.canceled, paymentStatus: P.notPaid })).toBe(false);
  });
});

describe('session validity (§4)', () => {
  const now = Date.parse('2025-01-01T00:00:00Z');
  it('is valid without error and with a future expiry', () => {
    expect(isSessionValid({ expires: '2025-01-01T00:00:01Z' }, now)).toBe(true);
    expect(isSessionValid({ expires: now + 1000, error: null }, new Date(now))).toBe(true);
    expect(isSessionValid({ expires: new Date(now + 1) }, now)).toBe(true);
  });

  it('is invalid with an error, a past or missing expiry, or no session', () => {
    expect(isSessionValid({ expires: now + 1000, error: 'RefreshTokenError' }, now)).toBe(false);
    expect(isSessionValid({ expires: now }, now)).toBe(false);
    expect(isSessionValid({ expires: 'not a date' }, now)).toBe(false);
    expect(isSessionValid({}, now)).toBe(false);
    expect(isSessionValid(null, now)).toBe(false);
    expect(isSessionValid({ expires: now + 1000, error: '' }, now)).toBe(true);
    expect(isSessionValid({ expires: Date.now() + 60_000 })).toBe(true);
  });
});
