import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { staff } from '../admin/schema';
import { members } from '../member/schema';
import { orders } from '../order/schema';

/** `active` books; `suspended` stops every key and agent of the agency at once (docs/agencies.md). */
export type AgencyStatus = 'active' | 'suspended';
export type AgencyUserRole = 'owner' | 'agent';
/** Ledger entry kinds: − booking (the net price), + refund, + payment (finance received money), ± adjustment. */
export type AgencyLedgerKind = 'booking' | 'refund' | 'payment' | 'adjustment';

/**
 * A travel agency selling our services on a credit line (docs/agencies.md). Its row is the one a booking locks
 * (`SELECT … FOR UPDATE`) so concurrent bookings cannot spend beyond `credit_limit_rials`.
 * `commission_bp` is the agency's commission in basis points (1000 = 10%): net = gross − round(gross × bp / 10000).
 */
export const agencies = pgTable(
  'agencies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    commissionBp: integer('commission_bp').notNull().default(0),
    creditLimitRials: bigint('credit_limit_rials', { mode: 'number' }).notNull().default(0),
    contactMobile: text('contact_mobile').notNull(),
    legalId: text('legal_id'),
    status: text('status').$type<AgencyStatus>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('agencies_commission_check', sql`${t.commissionBp} between 0 and 10000`),
    check('agencies_credit_check', sql`${t.creditLimitRials} >= 0`),
    check('agencies_status_check', sql`${t.status} in ('active', 'suspended')`),
  ],
);

/**
 * An agency's API keys: only the sha256 of the key is kept (the key is shown once); `prefix` is its first characters
 * for telling keys apart in lists. A revoked key stops at once (every call reads this row).
 */
export const agencyKeys = pgTable(
  'agency_keys',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    title: text('title').notNull(),
    keyHash: text('key_hash').notNull(),
    prefix: text('prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('agency_keys_hash_idx').on(t.keyHash), index('agency_keys_agency_idx').on(t.agencyId)],
);

/** Members who act for an agency on the site (`/agency`): one agency per member, role owner or agent. */
export const agencyUsers = pgTable(
  'agency_users',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    role: text('role').$type<AgencyUserRole>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agency_users_member_idx').on(t.memberId),
    index('agency_users_agency_idx').on(t.agencyId),
    check('agency_users_role_check', sql`${t.role} in ('owner', 'agent')`),
  ],
);

/**
 * The agency's account, append-only, signed Rials: a booking is −net, a refund +net, a payment +amount. What the
 * agency owes (`used`) is −sum(amount_rials) (never below zero in the account view); available = limit − used.
 * `created_by` names who wrote it: `agency-key:<id>`, `member:<id>`, `staff:<id>` or `system`.
 */
export const agencyLedger = pgTable(
  'agency_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    kind: text('kind').$type<AgencyLedgerKind>().notNull(),
    amountRials: bigint('amount_rials', { mode: 'number' }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    /** The gross price and commission behind a booking/refund line, for the statement. */
    grossRials: bigint('gross_rials', { mode: 'number' }),
    commissionRials: bigint('commission_rials', { mode: 'number' }),
    note: text('note').notNull().default(''),
    createdBy: text('created_by').notNull(),
    staffId: integer('staff_id').references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agency_ledger_agency_idx').on(t.agencyId, t.createdAt),
    index('agency_ledger_order_idx').on(t.orderId),
    check('agency_ledger_amount_check', sql`${t.amountRials} <> 0`),
    check('agency_ledger_kind_check', sql`${t.kind} in ('booking', 'refund', 'payment', 'adjustment')`),
  ],
);
