import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from '../member/schema';
import { orders } from '../order/schema';
import { payments } from '../payment/schema';

/**
 * One row per member with a wallet: the row appendLedger locks (`SELECT … FOR UPDATE`) so entries of one member are
 * written one at a time. The balance itself is derived from the ledger (balanceOf).
 */
export const creditAccounts = pgTable('credit_accounts', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The wallet ledger (docs/payments.md): append-only, signed Rials (+ top-up/refund, − payment, ± adjustment).
 * `balance_after` is the running balance, never negative (a check, besides appendLedger's own refusal). A bank
 * payment is credited at most once per kind (unique payment_id + kind).
 */
export const creditTransactions = pgTable(
  'credit_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => creditAccounts.memberId),
    /** `topup` | `payment` | `refund` | `adjustment`. */
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    paymentId: integer('payment_id').references(() => payments.id),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_transactions_member_idx').on(t.memberId, t.id),
    index('credit_transactions_order_idx').on(t.orderId),
    uniqueIndex('credit_transactions_payment_kind_idx').on(t.paymentId, t.kind),
    check('credit_transactions_balance_check', sql`${t.balanceAfter} >= 0 and ${t.amount} <> 0`),
  ],
);
