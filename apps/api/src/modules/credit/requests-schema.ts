import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../member/schema';
import { uploads } from '../upload/schema';
import { creditTransactions } from './schema';

/**
 * A member's offline top-up request (§7 offlineincrease): a bank deposit or cheque the member declares. It changes
 * no balance; finance approves it (a ledger top-up is appended, `transaction_id` names it) or rejects it. Its id is
 * drawn from the ledger's sequence, so ledger entries and requests are one id space of "credits" (§7).
 */
export const creditRequests = pgTable(
  'credit_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().default(sql`nextval('credit_transactions_id_seq')`),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    value: bigint('value', { mode: 'number' }).notNull(),
    /** 2 bank deposit slip, 3 cheque. */
    typeCode: smallint('type_code').notNull(),
    subdomainId: integer('subdomain_id').notNull().default(0),
    businessAccountId: integer('business_account_id').notNull().default(1),
    chequeNumber: text('cheque_number'),
    chequeDate: date('cheque_date', { mode: 'string' }).notNull(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    depositSource: text('deposit_source').notNull().default(''),
    /** `pending` | `approved` | `rejected`. */
    state: text('state').notNull().default('pending'),
    attachmentId: integer('attachment_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** The ledger top-up made on approval. */
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => creditTransactions.id),
    reviewNote: text('review_note'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    clientIp: text('client_ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_requests_member_idx').on(t.memberId, t.id),
    check('credit_requests_value_check', sql`${t.value} > 0`),
    check('credit_requests_state_check', sql`${t.state} in ('pending', 'approved', 'rejected')`),
  ],
);
