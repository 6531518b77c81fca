import type { InvoiceParty } from '@vip/contract';
import type { InvoiceLine } from '@vip/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
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
import { members } from '../member/schema';
import { orders } from '../order/schema';

/**
 * The last number given per series and Jalali year. Issuing upserts the row, which locks it until the paying (or
 * refunding) transaction ends: numbers are gap-free because a rolled-back payment gives its number back.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    /** `invoice` | `credit_note`: each has its own sequence. */
    series: text('series').$type<'invoice' | 'credit_note'>().notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/**
 * An order's invoice, frozen at payment: seller, buyer, lines and totals as they were then. An edit that raises a
 * paid order's total is invoiced, once paid, by a supplementary invoice (`supplementsInvoiceId` names the original);
 * an order has one original.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** `1405-000123`: Jalali year of issue and the year's sequence. */
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    /** Every line but VAT (Rials). */
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    supplementsInvoiceId: integer('supplements_invoice_id').references((): AnyPgColumn => invoices.id),
  },
  (t) => [
    uniqueIndex('invoices_order_idx').on(t.orderId).where(sql`${t.supplementsInvoiceId} is null`),
    index('invoices_order_all_idx').on(t.orderId),
    uniqueIndex('invoices_number_idx').on(t.number),
    uniqueIndex('invoices_year_sequence_idx').on(t.year, t.sequence),
    index('invoices_member_idx').on(t.memberId),
    check('invoices_total_check', sql`${t.total} = ${t.subtotal} + ${t.vat}`),
  ],
);

/** Money of an invoiced order given back, as a document of its own series referencing the invoice. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** net + vat, Rials: what went back to the wallet. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    net: bigint('net', { mode: 'number' }).notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull(),
    reason: text('reason').notNull().default(''),
  },
  (t) => [
    uniqueIndex('credit_notes_number_idx').on(t.number),
    uniqueIndex('credit_notes_year_sequence_idx').on(t.year, t.sequence),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    index('credit_notes_member_idx').on(t.memberId),
    check('credit_notes_amount_check', sql`${t.amount} > 0 and ${t.amount} = ${t.net} + ${t.vat}`),
  ],
);

/** What a member wants on their invoices: a person (name, national code) or a company (ids); one row each. */
export const memberInvoiceDetails = pgTable('member_invoice_details', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  type: text('type').$type<'personal' | 'company'>().notNull(),
  fullName: text('full_name'),
  nationalCode: text('national_code'),
  companyName: text('company_name'),
  nationalId: text('national_id'),
  economicCode: text('economic_code'),
  registrationNumber: text('registration_number'),
  address: text('address').notNull(),
  postalCode: text('postal_code').notNull(),
  phone: text('phone').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
