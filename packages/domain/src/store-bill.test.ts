import { describe, expect, it } from 'vitest';
import { type BillDiscountCode, evaluateDiscountCode, storeBill } from './store-bill';

const code = (over: Partial<BillDiscountCode> = {}): BillDiscountCode => ({
  code: 'SAFAR10',
  title: 'ده درصد',
  kind: 'percent',
  value: 10,
  maxDiscount: null,
  minBasket: 0,
  productIds: null,
  usageLimit: null,
  usedCount: 0,
  startsAt: null,
  endsAt: null,
  ...over,
});
const lines = [
  { productId: 1, unitPrice: 1_000_000, quantity: 2 },
  { productId: 2, unitPrice: 555_555, quantity: 1 },
];
const now = new Date('2026-01-10T12:00:00Z');

describe('evaluateDiscountCode', () => {
  it('says why a code does not apply', () => {
    expect(evaluateDiscountCode(code({ startsAt: '2026-02-01T00:00:00Z' }), lines, now)).toEqual({
      ok: false,
      reason: 'not_started',
    });
    expect(evaluateDiscountCode(code({ endsAt: '2026-01-10T12:00:00Z' }), lines, now)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(evaluateDiscountCode(code({ usageLimit: 5, usedCount: 5 }), lines, now)).toEqual({
      ok: false,
      reason: 'used_up',
    });
    expect(evaluateDiscountCode(code({ minBasket: 3_000_000 }), lines, now)).toEqual({
      ok: false,
      reason: 'min_basket',
    });
    expect(evaluateDiscountCode(code({ productIds: [9] }), lines, now)).toEqual({
      ok: false,
      reason: 'not_applicable',
    });
  });

  it('takes a floored percent of the items it covers, capped; a fixed amount never above them', () => {
    expect(evaluateDiscountCode(code({ productIds: [2] }), lines, now)).toEqual({ ok: true, amount: 55_555 });
    expect(evaluateDiscountCode(code({ maxDiscount: 100_000 }), lines, now)).toEqual({ ok: true, amount: 100_000 });
    expect(evaluateDiscountCode(code({ kind: 'fixed', value: 9_000_000, productIds: [2] }), lines, now)).toEqual({
      ok: true,
      amount: 555_555,
    });
  });
});

describe('storeBill', () => {
  it('adds lines, discounts, shipping, and splits the total between wallet and bank', () => {
    const bill = storeBill({
      lines,
      codes: ['safar10', 'nope'],
      known: [code()],
      shippingPrice: 650_000,
      walletBalance: 1_000_000,
      now,
    });
    expect(bill.itemsTotal).toBe(2_555_555);
    expect(bill.discounts).toEqual([{ code: 'SAFAR10', title: 'ده درصد', amount: 255_555 }]);
    expect(bill.rejected).toEqual([{ code: 'NOPE', reason: 'unknown', message: 'کد تخفیف «NOPE» وجود ندارد.' }]);
    expect(bill.totalPrice).toBe(2_555_555 - 255_555 + 650_000);
    expect(bill.walletAmount).toBe(1_000_000);
    expect(bill.bankAmount).toBe(bill.totalPrice - 1_000_000);
  });

  it('never discounts more than the items nor lets the wallet cover more than the total', () => {
    const big = code({ code: 'BIG', kind: 'fixed', value: 2_400_000 });
    const bill = storeBill({
      lines,
      codes: ['BIG', 'SAFAR10'],
      known: [big, code()],
      shippingPrice: 0,
      walletBalance: 99_000_000,
      now,
    });
    expect(bill.discounts.map((d) => d.amount)).toEqual([2_400_000, 155_555]);
    expect(bill.discountTotal).toBe(bill.itemsTotal);
    expect(bill.totalPrice).toBe(0);
    expect(bill.walletAmount).toBe(bill.totalPrice);
    expect(bill.bankAmount).toBe(0);
  });
});
