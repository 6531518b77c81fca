import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Recipient, Transmit } from '@vip/contract';
import { staff } from '../admin/schema';
import { members } from '../member/schema';
import { orders } from '../order/schema';
import { products } from '../product/schema';
import { cities, provinces } from '../sitemember/schema';

/** Shipping methods (post, express courier, in-person pickup); price in Rials. */
export const transmits = pgTable('transmits', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  price: bigint('price', { mode: 'number' }).notNull(),
  deliveryDaysMin: integer('delivery_days_min').notNull(),
  deliveryDaysMax: integer('delivery_days_max').notNull(),
  needsAddress: boolean('needs_address').notNull().default(true),
  priority: integer('priority').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /**
   * Where it delivers: an address qualifies when its province is in province_ids or its city in city_ids; both null
   * means everywhere (a courier limited to Tehran and Karaj lists those two cities).
   */
  provinceIds: integer('province_ids').array(),
  cityIds: integer('city_ids').array(),
});

/** A member's saved recipients (the city belongs to the province; checked on write). */
export const recipients = pgTable(
  'recipients',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    fullName: text('full_name').notNull(),
    mobile: text('mobile').notNull(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recipients_member_idx').on(t.memberId, t.id)],
);

/**
 * Discount codes: `percent` (value 1–100, capped by max_discount) or `fixed` (Rials). `product_ids` null means every
 * product. `used_count` only grows through a conditional update, so a limited code is never used past its limit.
 * The per-member rules (§9a) are counted from order_discount_uses under the member's order lock.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    /** Upper-case. */
    code: text('code').notNull(),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    maxDiscount: bigint('max_discount', { mode: 'number' }),
    minBasket: bigint('min_basket', { mode: 'number' }).notNull().default(0),
    productIds: integer('product_ids').array(),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Only for a member with no paid order and no other live order using it. */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** Live orders of one member that may use it; null = no limit. */
    perMemberLimit: integer('per_member_limit'),
    /** false: applies only alone. */
    combinable: boolean('combinable').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_idx').on(t.code),
    check(
      'discount_codes_usage_check',
      sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit})`,
    ),
    check('discount_codes_per_member_check', sql`${t.perMemberLimit} is null or ${t.perMemberLimit} >= 1`),
  ],
);

/** The priced lines of a store order (title and price as they were). */
export const storeOrderItems = pgTable(
  'store_order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    title: text('title').notNull(),
    imageUrl: text('image_url'),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [index('store_order_items_order_idx').on(t.orderId)],
);

/** An applied discount as it was: which code, what it took off. */
export type AppliedDiscountSnapshot = { discount_code_id: number; code: string; title: string; amount: number };

/** Store-only details of an order: recipient and transmit snapshots, applied discounts. */
export const storeOrderDetails = pgTable('store_order_details', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  recipient: jsonb('recipient').$type<Omit<Recipient, 'created_at'>>(),
  transmit: jsonb('transmit').$type<Transmit>(),
  discounts: jsonb('discounts').$type<AppliedDiscountSnapshot[]>().notNull().default([]),
  /** Set once the order left the warehouse; a paid order can be cancelled by the member only before. */
  shippedAt: timestamp('shipped_at', { withTimezone: true }),
});

/** Which codes an order used (released when an unpaid order is cancelled or expires). */
export const orderDiscountUses = pgTable(
  'order_discount_uses',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    discountCodeId: integer('discount_code_id')
      .notNull()
      .references(() => discountCodes.id),
  },
  // The member's uses of a code are counted from the code's side (joined to orders by order_id).
  (t) => [
    primaryKey({ columns: [t.orderId, t.discountCodeId] }),
    index('order_discount_uses_code_idx').on(t.discountCodeId),
  ],
);

/** A store order's shipment: the post's tracking number the fulfilment desk entered, and when it was delivered. */
export const storeShipments = pgTable('store_shipments', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  trackingNumber: text('tracking_number').notNull(),
  shippedBy: integer('shipped_by')
    .notNull()
    .references(() => staff.id),
  shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull().defaultNow(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
});
