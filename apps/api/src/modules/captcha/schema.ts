import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Issued captchas (§7); the answer is stored as an HMAC and the row is deleted on the first check. */
export const captchas = pgTable(
  'captchas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The `{id}` path segment the client asked with (its captcha key). */
    clientKey: text('client_key').notNull(),
    answerHash: text('answer_hash').notNull(),
    ip: text('ip'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);
