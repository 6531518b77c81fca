import { describe, expect, it } from 'vitest';
import { type BillDiscountCode, evaluateDiscountCode, storeBill, storeBillOf } from './store-bill';

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

describe('per-member rules of discount codes', () => {
  const welcome = code({
    code: 'WELCOME50',
    kind: 'fixed',
    value: 500_000,
    firstOrderOnly: true,
    perMemberLimit: 1,
    combinable: false,
  });
  const fresh = { hasPaidOrder: false, uses: {} };

  it('a first-order code: for a member without a paid order or another live use of it', () => {
    expect(evaluateDiscountCode(welcome, lines, now, fresh)).toEqual({ ok: true, amount: 500_000 });
    expect(evaluateDiscountCode(welcome, lines, now, { hasPaidOrder: true, uses: {} })).toEqual({
      ok: false,
      reason: 'first_order_only',
    });
    // An unpaid order still holding it: the member's one use is taken.
    expect(evaluateDiscountCode(welcome, lines, now, { hasPaidOrder: false, uses: { WELCOME50: 1 } })).toEqual({
      ok: false,
      reason: 'member_limit',
    });
    const noLimit = { ...welcome, perMemberLimit: null };
    expect(evaluateDiscountCode(noLimit, lines, now, { hasPaidOrder: false, uses: { WELCOME50: 1 } })).toEqual({
      ok: false,
      reason: 'first_order_only',
    });
    // A visitor's check cannot know: the order decides.
    expect(evaluateDiscountCode(welcome, lines, now)).toEqual({ ok: true, amount: 500_000 });
  });

  it('a per-member limit counts the member’s live uses', () => {
    const twice = code({ perMemberLimit: 2 });
    expect(evaluateDiscountCode(twice, lines, now, { hasPaidOrder: true, uses: { SAFAR10: 1 } }).ok).toBe(true);
    expect(evaluateDiscountCode(twice, lines, now, { hasPaidOrder: true, uses: { SAFAR10: 2 } })).toEqual({
      ok: false,
      reason: 'member_limit',
    });
  });

  it('a code that does not combine stands alone: the first of the two is kept, in Persian why not the other', () => {
    const both = (codes: string[]) =>
      storeBill({ lines, codes, known: [welcome, code()], shippingPrice: 0, walletBalance: 0, now, member: fresh });
    const welcomeFirst = both(['WELCOME50', 'SAFAR10']);
    expect(welcomeFirst.discounts.map((d) => d.code)).toEqual(['WELCOME50']);
    expect(welcomeFirst.rejected).toEqual([
      {
        code: 'SAFAR10',
        reason: 'not_combinable',
        message: 'کد تخفیف «WELCOME50» با کدهای دیگر قابل استفاده نیست؛ برای استفاده از «SAFAR10» آن را بردارید.',
      },
    ]);
    const safarFirst = both(['SAFAR10', 'WELCOME50']);
    expect(safarFirst.discounts.map((d) => d.code)).toEqual(['SAFAR10']);
    expect(safarFirst.rejected).toEqual([
      { code: 'WELCOME50', reason: 'not_combinable', message: 'این کد با کدهای دیگر قابل استفاده نیست.' },
    ]);
    // A code refused for another reason takes no place: the one that does not combine is then alone.
    const withUnknown = both(['NOPE', 'WELCOME50']);
    expect(withUnknown.discounts.map((d) => d.code)).toEqual(['WELCOME50']);
    expect(withUnknown.rejected.map((r) => r.reason)).toEqual(['unknown']);
  });

  it('says each refusal in Persian', () => {
    const bill = storeBill({
      lines,
      codes: ['WELCOME50'],
      known: [welcome],
      shippingPrice: 0,
      walletBalance: 0,
      now,
      member: { hasPaidOrder: true, uses: { WELCOME50: 1 } },
    });
    expect(bill.rejected).toEqual([
      { code: 'WELCOME50', reason: 'first_order_only', message: 'این کد فقط برای اولین خرید است.' },
    ]);
  });
});

describe('storeBillOf', () => {
  const order = {
    items: [{ title: 'چمدان', quantity: 2, unitPrice: 1_100_000 }],
    discounts: [{ code: 'NOROOZ', title: 'نوروزی', amount: 100_000 }],
    shippingPrice: 300_000,
  };

  it('adds up to what the member pays and states the VAT the shelf prices include, at the rate of the order’s day', () => {
    const bill = storeBillOf(order, '2026-11-26T10:00:00Z');
    expect(bill.total).toBe(2_400_000);
    expect(bill.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(bill.total);
    expect(bill.vat).toBe(0);
    expect(bill.vat_included).toBe(Math.round((2_400_000 * 10) / 110));
    // Before the 10% rate (9% until 1403/01/01) the same order held less VAT.
    expect(storeBillOf(order, '2024-03-10T10:00:00Z').vat_included).toBe(Math.round((2_400_000 * 9) / 109));
  });
});
