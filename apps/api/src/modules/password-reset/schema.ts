import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../member/schema';

/**
 * One-time codes of "forgot password", sent by SMS or e-mail; only an HMAC of the code is stored. Every request makes
 * a row for the address asked about, account or not (member_id null, nothing sent), so the reset answers and works
 * the same for registered and unknown addresses.
 */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: serial('id').primaryKey(),
    /** The address the code was asked for (null only on rows older than this column). */
    email: text('email'),
    /** The account that had the address and a password when the code was made; null when none did. */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /** Wrong tries so far; the code is dead at MAX_RESET_ATTEMPTS. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('password_reset_codes_member_idx').on(t.memberId, t.createdAt),
    index('password_reset_codes_email_idx').on(t.email, t.createdAt),
  ],
);
