/**
 * Places held without paying: an unpaid booking keeps its places for `holdMinutes` (never extended), and a
 * member's unpaid bookings hold at most `maxUnpaidPlaces` places in all, so one member cannot take a slot and
 * keep others out of it by booking and never paying.
 */
import { OrderStatus, PaymentStatus, toPersianDigits } from '@vip/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { apiError } from '../../http/errors';
import { orders } from '../order/schema';
import { cipReservations } from './schema';

/** The hold rules, from the configuration. */
export interface CipHoldLimits {
  holdMinutes: number;
  maxUnpaidPlaces: number;
}

export const holdLimitsOf = (config: Pick<Config, 'ORDER_EXPIRY_MINUTES' | 'MAX_UNPAID_VIP_PLACES'>) => ({
  holdMinutes: config.ORDER_EXPIRY_MINUTES,
  maxUnpaidPlaces: config.MAX_UNPAID_VIP_PLACES,
});

/**
 * Serialises a member's changes to unpaid places until the transaction ends: concurrent bookings of one member
 * count each other's places instead of all seeing the same total.
 */
async function lockMemberHolds(tx: Db, memberId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cip-unpaid-places:${memberId}`}))`);
}

/** Places the member's unpaid, live bookings hold now (released reservations hold 0). */
async function unpaidPlacesOf(tx: Db, memberId: number): Promise<number> {
  const [row] = await tx
    .select({ places: sql<number>`coalesce(sum(${cipReservations.places}), 0)::int` })
    .from(cipReservations)
    .innerJoin(orders, eq(orders.id, cipReservations.orderId))
    .where(
      and(
        eq(orders.memberId, memberId),
        eq(orders.kind, 'cip'),
        eq(orders.paymentStatus, PaymentStatus.notPaid),
        inArray(orders.status, [OrderStatus.newOrder, OrderStatus.wait]),
      ),
    );
  return Number(row?.places ?? 0);
}

const fa = (n: number) => toPersianDigits(n);

/**
 * Takes the member's hold lock and refuses (409) a booking that would bring their unpaid places past the limit.
 * `adding` is what the new booking takes; call it before any place is reserved.
 */
export async function checkNewHold(tx: Db, memberId: number, adding: number, limits: CipHoldLimits) {
  await lockMemberHolds(tx, memberId);
  const held = await unpaidPlacesOf(tx, memberId);
  if (held + adding > limits.maxUnpaidPlaces) throw overLimit(limits.maxUnpaidPlaces, held, adding);
}

/**
 * For an edit of an unpaid booking: takes the member's hold lock first (call before changing places), then, once
 * the places are changed, `check()` refuses (409) an edit that grew them past the limit.
 */
export async function guardEditedHold(tx: Db, memberId: number, limits: CipHoldLimits) {
  await lockMemberHolds(tx, memberId);
  const before = await unpaidPlacesOf(tx, memberId);
  return {
    async check() {
      const after = await unpaidPlacesOf(tx, memberId);
      if (after > before && after > limits.maxUnpaidPlaces) {
        throw overLimit(limits.maxUnpaidPlaces, before, after - before);
      }
    },
  };
}

function overLimit(max: number, held: number, adding: number) {
  const now = held > 0 ? ` اکنون ${fa(held)} جا در رزروهای پرداخت‌نشدهٔ شما نگه داشته شده و` : '';
  return apiError(
    'unpaid_places_limit',
    `حداکثر ${fa(max)} جای پرداخت‌نشده (مسافر، همراه یا خوشامدگو) در رزروهای سی‌آی‌پی برای هر عضو نگه داشته می‌شود؛${now} این درخواست ${fa(adding)} جای دیگر می‌خواهد. ابتدا رزروهای پرداخت‌نشدهٔ قبلی را پرداخت یا لغو کنید.`,
  );
}
