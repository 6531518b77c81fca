import { asc, eq, inArray } from 'drizzle-orm';
import type { DiscountCodeInfo, Transmit } from '@vip/contract';
import {
  type BillDiscountCode,
  type BillLineInput,
  discountRejectionMessage,
  normalizeDiscountCodes,
  storeBill,
} from '@vip/domain';
import type { Db } from '../../db/client';
import { findProducts } from '../product/stock';
import { provinceOfCity } from '../sitemember/queries';
import { memberCodeUsage } from './member-limits';
import { discountCodes, transmits } from './schema';

type TransmitRow = typeof transmits.$inferSelect;
type DiscountRow = typeof discountCodes.$inferSelect;

export const transmitView = (t: TransmitRow): Transmit => ({
  id: t.id,
  title: t.title,
  description: t.description,
  price: t.price,
  delivery_days_min: t.deliveryDaysMin,
  delivery_days_max: t.deliveryDaysMax,
  needs_address: t.needsAddress,
  priority: t.priority,
  province_ids: t.provinceIds,
  city_ids: t.cityIds,
});

/** Whether a shipping method delivers to an address in this province and city (no limits: everywhere). */
export function transmitServes(
  t: Pick<Transmit, 'province_ids' | 'city_ids'>,
  place: { province_id: number; city_id: number },
) {
  if (t.province_ids === null && t.city_ids === null) return true;
  return Boolean(t.province_ids?.includes(place.province_id) || t.city_ids?.includes(place.city_id));
}

/** Active shipping methods in display order; with a city, only those that deliver there. */
export async function listTransmits(db: Db, cityId?: number) {
  const rows = await db
    .select()
    .from(transmits)
    .where(eq(transmits.active, true))
    .orderBy(asc(transmits.priority), asc(transmits.id));
  const all = rows.map(transmitView);
  if (cityId === undefined) return all;
  const provinceId = await provinceOfCity(db, cityId);
  if (provinceId === undefined) return [];
  return all.filter((t) => transmitServes(t, { province_id: provinceId, city_id: cityId }));
}

/** An active shipping method, or undefined. */
export async function findTransmit(db: Db, id: number) {
  const [row] = await db.select().from(transmits).where(eq(transmits.id, id));
  return row?.active ? row : undefined;
}

/** A code row as the domain's bill reads it. */
export const billCodeOf = (d: DiscountRow): BillDiscountCode => ({
  code: d.code,
  title: d.title,
  kind: d.kind as 'percent' | 'fixed',
  value: d.value,
  maxDiscount: d.maxDiscount,
  minBasket: d.minBasket,
  productIds: d.productIds,
  usageLimit: d.usageLimit,
  usedCount: d.usedCount,
  startsAt: d.startsAt,
  endsAt: d.endsAt,
  firstOrderOnly: d.firstOrderOnly,
  perMemberLimit: d.perMemberLimit,
  combinable: d.combinable,
});

/** The code rows named (normalised to upper case). */
export async function findDiscountCodes(db: Db, codes: readonly string[]) {
  const wanted = normalizeDiscountCodes(codes);
  if (wanted.length === 0) return [];
  return db.select().from(discountCodes).where(inArray(discountCodes.code, wanted));
}

/**
 * GET discountcodes/{code}: valid for this member, or a Persian reason; with a basket, what it takes off it.
 * `otherCodes` are the codes already in the cart (they come first, so a code that does not combine with them is
 * refused); the per-member rules are checked as the order would.
 */
export async function checkDiscountCode(
  db: Db,
  code: string,
  basket: readonly { product_id: number; quantity: number }[] | undefined,
  context: { memberId: number; otherCodes?: readonly string[] },
): Promise<DiscountCodeInfo> {
  const normalized = code.trim().toUpperCase();
  const codes = normalizeDiscountCodes([...(context.otherCodes ?? []), normalized]);
  const rows = await findDiscountCodes(db, codes);
  const row = rows.find((r) => r.code === normalized);
  if (!row) {
    return {
      code: normalized,
      title: '',
      kind: 'fixed',
      value: 0,
      max_discount: null,
      min_basket: 0,
      starts_at: null,
      ends_at: null,
      first_order_only: false,
      per_member_limit: null,
      combinable: true,
      valid: false,
      reason_code: 'unknown',
      reason: discountRejectionMessage('unknown', normalized),
      discount_amount: 0,
    };
  }
  let lines: BillLineInput[] = [];
  if (basket?.length) {
    const found = await findProducts(
      db,
      basket.map((b) => b.product_id),
    );
    lines = basket.flatMap((b) => {
      const p = found.find((f) => f.id === b.product_id && f.published);
      return p ? [{ productId: p.id, unitPrice: p.price, quantity: b.quantity }] : [];
    });
  }
  const member = await memberCodeUsage(
    db,
    context.memberId,
    rows.map((r) => r.id),
  );
  const bill = storeBill({ lines, codes, known: rows.map(billCodeOf), shippingPrice: 0, walletBalance: 0, member });
  const refused = bill.rejected.find((r) => r.code === normalized);
  return {
    code: row.code,
    title: row.title,
    kind: row.kind as 'percent' | 'fixed',
    value: row.value,
    max_discount: row.maxDiscount,
    min_basket: row.minBasket,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    first_order_only: row.firstOrderOnly,
    per_member_limit: row.perMemberLimit,
    combinable: row.combinable,
    valid: !refused,
    reason_code: refused?.reason ?? null,
    reason: refused?.message ?? null,
    discount_amount: bill.discounts.find((d) => d.code === normalized)?.amount ?? 0,
  };
}
