import type { PaymentGateway, PaymentPurpose, PaymentState } from '@vip/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from '../member/schema';
import { orders } from '../order/schema';

/**
 * One attempt to move money: an order payment (wallet part: gateway `credit`, paid at once; bank part: `sandbox` or
 * `zarinpal`, pending until verified) or a wallet top-up. `state` leaves `pending` exactly once, under the row's
 * lock (verifyPayment), so concurrent callbacks settle it once.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').$type<PaymentPurpose>().notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    orderId: integer('order_id').references(() => orders.id),
    gateway: text('gateway').$type<PaymentGateway>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    state: text('state').$type<PaymentState>().notNull().default('pending'),
    /** The gateway's id of the payment (Zarinpal's Authority); null until the gateway accepted it. */
    authority: text('authority'),
    /** The bank's tracking number (ref_id) once paid. */
    bankReference: text('bank_reference'),
    cardPan: text('card_pan'),
    /** Persian outcome shown to the member. */
    message: text('message'),
    /** The sandbox bank's button (pay/cancel/fail): what its verify answers. */
    sandboxDecision: text('sandbox_decision'),
    clientIp: text('client_ip').notNull().default(''),
    /** Verification attempts by the callback and the periodic loop. */
    verifyAttempts: integer('verify_attempts').notNull().default(0),
    lastVerifyAt: timestamp('last_verify_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_authority_idx').on(t.gateway, t.authority),
    index('payments_order_idx').on(t.orderId),
    index('payments_member_idx').on(t.memberId, t.id),
    index('payments_pending_idx').on(t.createdAt).where(sql`${t.state} = 'pending'`),
    check('payments_amount_check', sql`${t.amount} > 0`),
  ],
);
