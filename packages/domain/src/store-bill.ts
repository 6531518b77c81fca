/**
 * The bill of a store order (docs/payments.md) as one pure function: the API runs it on prices, codes and the transmit from
 * its database to compute what it charges; the site runs it on the cart to show the same numbers. All amounts are
 * integer Rials.
 *
 * Choices: every valid code applies to the subtotal of the items it covers (all items when it names none); a
 * percent code is floored to whole Rials and capped by its max_discount; the discounts together never exceed the
 * items' total; shipping is never discounted; the wallet covers at most the total.
 *
 * Per-member rules (§9a): a first-order-only code is for a member with no paid order and no other live order using
 * it; a code with a per-member limit counts the member's live uses (an unpaid order cancelled or expired gives its
 * use back); a code that is not combinable applies only alone. Codes are taken in the member's order, so the first
 * of two that do not combine is the one that stands.
 */
import { type Bill, billOf, type InvoiceLine, includedVat } from './bill';
import { formatToman } from './format';
import { vatPercentAt } from './pricing';

/** A line to bill: unit price from the database (the client's price is never used). */
export interface BillLineInput {
  productId: number;
  unitPrice: number;
  quantity: number;
}

/** A discount code as the bill reads it. */
export interface BillDiscountCode {
  code: string;
  title: string;
  kind: 'percent' | 'fixed';
  /** Percent 1–100, or Rials for `fixed`. */
  value: number;
  maxDiscount: number | null;
  minBasket: number;
  /** Products it applies to; null = every product. */
  productIds: readonly number[] | null;
  usageLimit: number | null;
  usedCount: number;
  startsAt: Date | string | null;
  endsAt: Date | string | null;
  /** Only for a member's first order (see BillMember). Absent = false. */
  firstOrderOnly?: boolean;
  /** How many live orders of one member may use it; null or absent = no limit. */
  perMemberLimit?: number | null;
  /** Whether it may be used together with other codes. Absent = true. */
  combinable?: boolean;
}

/**
 * What the per-member rules read of the member placing the order. Without it (a visitor checking a code) those
 * rules are not checked; an order always has it.
 */
export interface BillMember {
  /** Whether any order of the member was ever paid (then no order of theirs is a first order). */
  hasPaidOrder: boolean;
  /** The member's live uses per code (upper case): paid orders' and unpaid ones' not cancelled or expired. */
  uses: Readonly<Record<string, number>>;
}

/** Why a code does not apply. */
export type DiscountRejectionCode =
  | 'unknown'
  | 'not_started'
  | 'expired'
  | 'used_up'
  | 'min_basket'
  | 'not_applicable'
  | 'first_order_only'
  | 'member_limit'
  | 'not_combinable';

/**
 * Persian reason of a rejection (`minBasket` in Rials fills the minimum-basket message; `blocker` is the code that
 * does not combine when the rejected one itself would).
 */
export function discountRejectionMessage(
  reason: DiscountRejectionCode,
  code: string,
  minBasket = 0,
  blocker?: string,
): string {
  switch (reason) {
    case 'unknown':
      return `کد تخفیف «${code}» وجود ندارد.`;
    case 'not_started':
      return `کد تخفیف «${code}» هنوز فعال نشده است.`;
    case 'expired':
      return `مهلت استفاده از کد تخفیف «${code}» تمام شده است.`;
    case 'used_up':
      return `ظرفیت استفاده از کد تخفیف «${code}» تکمیل شده است.`;
    case 'min_basket':
      return `کد تخفیف «${code}» برای خرید دست‌کم ${formatToman(minBasket)} است.`;
    case 'not_applicable':
      return `کد تخفیف «${code}» شامل کالاهای سبد شما نمی‌شود.`;
    case 'first_order_only':
      return 'این کد فقط برای اولین خرید است.';
    case 'member_limit':
      return 'سقف استفادهٔ شما از این کد پر شده است.';
    case 'not_combinable':
      return blocker
        ? `کد تخفیف «${blocker}» با کدهای دیگر قابل استفاده نیست؛ برای استفاده از «${code}» آن را بردارید.`
        : 'این کد با کدهای دیگر قابل استفاده نیست.';
  }
}

const time = (v: Date | string | null) => (v === null ? null : new Date(v).getTime());

/** Subtotal of the lines a code covers. */
function eligibleSubtotal(code: BillDiscountCode, lines: readonly BillLineInput[]): number {
  return lines
    .filter((l) => code.productIds === null || code.productIds.includes(l.productId))
    .reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
}

/** Why the member may not use the code, if the per-member rules refuse it. */
function memberRejection(code: BillDiscountCode, member: BillMember): DiscountRejectionCode | undefined {
  const uses = member.uses[code.code.toUpperCase()] ?? 0;
  if (code.firstOrderOnly && member.hasPaidOrder) return 'first_order_only';
  if (code.perMemberLimit != null && uses >= code.perMemberLimit) return 'member_limit';
  if (code.firstOrderOnly && uses > 0) return 'first_order_only';
  return undefined;
}

/**
 * Whether a code applies to the lines at `now`, and how much it takes off (before the cap on all codes together).
 * Without lines only the code itself is checked (dates, uses); without `member` the per-member rules are not.
 */
export function evaluateDiscountCode(
  code: BillDiscountCode,
  lines: readonly BillLineInput[],
  now: Date = new Date(),
  member?: BillMember,
): { ok: true; amount: number } | { ok: false; reason: DiscountRejectionCode } {
  const at = now.getTime();
  const starts = time(code.startsAt);
  const ends = time(code.endsAt);
  if (starts !== null && at < starts) return { ok: false, reason: 'not_started' };
  if (ends !== null && at >= ends) return { ok: false, reason: 'expired' };
  if (code.usageLimit !== null && code.usedCount >= code.usageLimit) return { ok: false, reason: 'used_up' };
  const refused = member && memberRejection(code, member);
  if (refused) return { ok: false, reason: refused };
  if (lines.length === 0) return { ok: true, amount: 0 };
  const itemsTotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  if (itemsTotal < code.minBasket) return { ok: false, reason: 'min_basket' };
  const base = eligibleSubtotal(code, lines);
  if (base === 0) return { ok: false, reason: 'not_applicable' };
  const raw = code.kind === 'percent' ? Math.floor((base * Math.min(100, Math.max(0, code.value))) / 100) : code.value;
  const capped = code.maxDiscount === null ? raw : Math.min(raw, code.maxDiscount);
  return { ok: true, amount: Math.max(0, Math.min(capped, base)) };
}

/** A line of the bill. */
export interface BillLine extends BillLineInput {
  amount: number;
}

/** The bill. */
export interface StoreBill {
  lines: BillLine[];
  itemsTotal: number;
  discounts: { code: string; title: string; amount: number }[];
  rejected: { code: string; reason: DiscountRejectionCode; message: string }[];
  discountTotal: number;
  shippingPrice: number;
  totalPrice: number;
  /** What the wallet covers (at most the total). */
  walletAmount: number;
  /** What the bank must take. */
  bankAmount: number;
}

/**
 * The bill of a store order. `codes` are the requested codes in the member's order; `known` the codes found (by
 * upper-case code); a requested code not in `known` is rejected as unknown. `member` turns on the per-member rules.
 */
export function storeBill(input: {
  lines: readonly BillLineInput[];
  codes: readonly string[];
  known: readonly BillDiscountCode[];
  shippingPrice: number;
  walletBalance: number;
  now?: Date;
  member?: BillMember;
}): StoreBill {
  const lines = input.lines.map((l) => ({ ...l, amount: l.unitPrice * l.quantity }));
  const itemsTotal = lines.reduce((sum, l) => sum + l.amount, 0);
  const discounts: StoreBill['discounts'] = [];
  const rejected: StoreBill['rejected'] = [];
  let left = itemsTotal;
  // The applied code that takes no company, once one is applied.
  let alone: string | undefined;
  for (const requested of input.codes) {
    const code = requested.trim().toUpperCase();
    const found = input.known.find((k) => k.code.toUpperCase() === code);
    if (!found) {
      rejected.push({ code, reason: 'unknown', message: discountRejectionMessage('unknown', code) });
      continue;
    }
    const result = evaluateDiscountCode(found, lines, input.now, input.member);
    if (!result.ok) {
      rejected.push({
        code,
        reason: result.reason,
        message: discountRejectionMessage(result.reason, code, found.minBasket),
      });
      continue;
    }
    if (alone !== undefined || (found.combinable === false && discounts.length > 0)) {
      rejected.push({
        code,
        reason: 'not_combinable',
        message: discountRejectionMessage('not_combinable', code, 0, found.combinable === false ? undefined : alone),
      });
      continue;
    }
    if (found.combinable === false) alone = code;
    const amount = Math.min(result.amount, left);
    left -= amount;
    discounts.push({ code, title: found.title, amount });
  }
  const discountTotal = itemsTotal - left;
  const shippingPrice = Math.max(0, input.shippingPrice);
  const totalPrice = itemsTotal - discountTotal + shippingPrice;
  const walletAmount = Math.max(0, Math.min(input.walletBalance, totalPrice));
  return {
    lines,
    itemsTotal,
    discounts,
    rejected,
    discountTotal,
    shippingPrice,
    totalPrice,
    walletAmount,
    bankAmount: totalPrice - walletAmount,
  };
}

/**
 * A store order's bill in the one Bill shape: its items, each discount code (negative), shipping. Store prices are
 * consumer prices that include VAT (as shelf prices in Iran do), so a store bill has no VAT line and `vat` is 0; its
 * total is the order's total as before, and `vat_included` states the VAT inside it at the rate of `at` (the order's
 * time).
 */
export function storeOrderBill(
  bill: StoreBill,
  titleOf: (productId: number) => string,
  at: Date | string = new Date(),
): Bill {
  return storeBillOf(
    {
      items: bill.lines.map((l) => ({ title: titleOf(l.productId), quantity: l.quantity, unitPrice: l.unitPrice })),
      discounts: bill.discounts,
      shippingPrice: bill.shippingPrice,
    },
    at,
  );
}

/** The Bill of a store order's parts (its saved items, applied codes and shipping), placed at `at`. */
export function storeBillOf(
  order: {
    items: readonly { title: string; quantity: number; unitPrice: number }[];
    discounts: readonly { code: string; title: string; amount: number }[];
    shippingPrice: number;
  },
  at: Date | string = new Date(),
): Bill {
  const lines: InvoiceLine[] = order.items.map((l) => ({
    kind: 'item',
    title: l.title,
    quantity: l.quantity,
    unit_price: l.unitPrice,
    amount: l.quantity * l.unitPrice,
  }));
  for (const d of order.discounts) {
    lines.push({
      kind: 'discount',
      title: `تخفیف ${d.title} (${d.code})`,
      quantity: 1,
      unit_price: -d.amount,
      amount: -d.amount,
    });
  }
  if (order.shippingPrice > 0) {
    lines.push({
      kind: 'shipping',
      title: 'هزینهٔ ارسال',
      quantity: 1,
      unit_price: order.shippingPrice,
      amount: order.shippingPrice,
    });
  }
  const bill = billOf(lines);
  return { ...bill, vat_included: includedVat(bill.total, vatPercentAt(at)) };
}
