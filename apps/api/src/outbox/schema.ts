import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { OUTBOX_STATUSES } from '@vip/domain';

/**
 * Side effects to the outside: written in the same transaction as the change that causes them and
 * sent by the outbox worker, which claims due rows with `FOR UPDATE SKIP LOCKED`.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `sms`, `email` or `site` (a cache revalidation notice to the site). */
    channel: text('channel').notNull(),
    /** Mobile number `09xxxxxxxxx`, an e-mail address (channel `email`) or the site's revalidation URL (`site`). */
    recipient: text('recipient').notNull(),
    /** Provider template (Kavenegar verify/lookup) and its token. */
    template: text('template').notNull(),
    token: text('token').notNull(),
    /** Full text, for the log adapter and the dev route. */
    body: text('body').notNull(),
    /** `pending` → `sending` → `sent`; back to `pending` on failure; `failed` after the last attempt. */
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: when the claim lapses (a crashed worker's rows are claimed again after it). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_recipient_idx').on(t.recipient, t.createdAt),
  ],
);
