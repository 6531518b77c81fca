import type { ArchiveStatus, Bill, OrderStatus, PaymentStatus } from '@vip/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { searchColumn } from '../../db/search';
import { members } from '../member/schema';

/**
 * Every order, store and CIP alike (docs/payments.md): statuses are the numeric §4 codes and move only through
 * moveOrderStatus (the domain transition tables); money in Rials. Kind-specific details live in tables of their
 * own keyed by orders.id (store_order_items / store_order_details, cipservice's tables).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'store' | 'cip'>().notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** Eight digits, unique: short enough to read over the phone. */
    reference: text('reference').notNull(),
    status: smallint('status').$type<OrderStatus>().notNull().default(0),
    paymentStatus: smallint('payment_status').$type<PaymentStatus>().notNull().default(0),
    archiveStatus: smallint('archive_status').$type<ArchiveStatus>().notNull().default(-1),
    itemsTotal: bigint('items_total', { mode: 'number' }).notNull(),
    discountTotal: bigint('discount_total', { mode: 'number' }).notNull().default(0),
    shippingPrice: bigint('shipping_price', { mode: 'number' }).notNull().default(0),
    totalPrice: bigint('total_price', { mode: 'number' }).notNull(),
    /** Money received for the order so far (wallet and bank); payment_status becomes paid when it reaches total. */
    paidAmount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
    /** Money given back to the wallet (cancellation, a lowered price). */
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    /** What the lists show: the first item's title (and "+ n more"). */
    title: text('title').notNull().default(''),
    imageUrl: text('image_url'),
    itemCount: integer('item_count').notNull().default(0),
    /** Reference plus every item title, for searching the member's orders. */
    searchText: text('search_text').notNull().default(''),
    clientIp: text('client_ip').notNull().default(''),
    /** An unpaid order is cancelled by the periodic loop after this instant. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * The bill as placed (and as each edit or change of flight left it): lines, subtotal, VAT, total. A snapshot, so
     * a later tariff or rate never changes it; invoices read it. Null for orders placed before bills were kept.
     */
    bill: jsonb('bill').$type<Bill>(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * Set when a travel agency booked it (docs/agencies.md): charged to the agency's ledger, not the member's. The
     * agencies id, without a foreign key here (the agency module's tables already name orders; no import cycle).
     */
    agencyId: integer('agency_id'),
    /** The agency's customer (the traveller SMS and voucher go to); null on members' own orders. */
    customerName: text('customer_name'),
    customerMobile: text('customer_mobile'),
    /** The language of the agency's call that booked it (/v1/agency/en/…): its customer's SMS are written in it. */
    customerLocale: text('customer_locale'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchTextSearch: searchColumn('search_text'),
  },
  (t) => [
    uniqueIndex('orders_reference_idx').on(t.reference),
    index('orders_member_idx').on(t.memberId, t.kind, t.createdAt),
    index('orders_agency_idx').on(t.agencyId, t.createdAt).where(sql`${t.agencyId} is not null`),
    index('orders_expiry_idx').on(t.expiresAt).where(sql`${t.paymentStatus} = 0 and ${t.status} in (0, 1)`),
    index('orders_search_trgm_idx').using('gin', t.searchTextSearch.op('gin_trgm_ops')),
    check(
      'orders_money_check',
      sql`${t.totalPrice} >= 0 and ${t.paidAmount} >= 0 and ${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.paidAmount}`,
    ),
    check('orders_status_check', sql`${t.status} between 0 and 6 and ${t.paymentStatus} between 0 and 4`),
  ],
);

/** Every status change of an order: who, when, from, to, why. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** `order` | `payment` | `archive`. */
    machine: text('machine').notNull(),
    /** null for the creation row. */
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    /** `member` | `system` | `staff` | `bank` | `agency` (`actor_id`: the member, staff or agency). */
    actor: text('actor').notNull(),
    actorId: integer('actor_id'),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
);
