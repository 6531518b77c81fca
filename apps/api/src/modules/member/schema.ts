import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Site members (§6): signed up by mobile number and SMS code, or by e-mail and password. */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    /** `09xxxxxxxxx`, or null for an e-mail-only member. */
    mobile: text('mobile'),
    /** Lower-cased e-mail, or null for a mobile-only member. */
    email: text('email'),
    /**
     * A new e-mail the member asked for, waiting for the code mailed to it; `email` changes only when the code comes
     * back (POST /members/me/email/verify), so an unproven address never signs in or receives a reset.
     */
    pendingEmail: text('pending_email'),
    /** `scrypt$N$r$p$salt$hash` (base64url), or null when the member has no password. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** 10-digit national ID (§5), optional. */
    nationalCode: text('national_code'),
    /** Gregorian birth date, optional (profile). */
    birthDate: date('birth_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastSigninAt: timestamp('last_signin_at', { withTimezone: true }),
    /** fa, en or ar: the language of the member's SMS and e-mails, from the site's language they last signed in or booked in. */
    locale: text('locale').notNull().default('fa'),
  },
  (t) => [
    uniqueIndex('members_mobile_idx').on(t.mobile).where(sql`${t.mobile} is not null`),
    uniqueIndex('members_email_idx').on(t.email).where(sql`${t.email} is not null`),
  ],
);

/** One-time sign-in codes sent by SMS; only an HMAC of the code is stored. */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong tries so far; the code is dead at MAX_CODE_ATTEMPTS. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_codes_mobile_idx').on(t.mobile, t.createdAt)],
);

/**
 * An e-mail sign-up waiting for its owner: the account is created only when the code mailed to the address comes
 * back (so sign-up answers the same whether or not the address is registered). One row per address; it keeps its
 * first password until it expires (a sign-up with the same password only gets a fresh code), then a new one replaces it.
 */
export const emailSignups = pgTable('email_signups', {
  email: text('email').primaryKey(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** HMAC of the 6-digit code, like login codes. */
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A sign-in session: the family of rotating refresh tokens; revoking it ends every token of the family. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** `mobile` or `email`. */
    method: text('method').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the session ended (signed out, revoked, or its last refresh token expired: see maintenance/cleanup). */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why the session ended: `signout`, `reuse` (a rotated refresh token came back), `expired`. */
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('member_sessions_member_idx').on(t.memberId)],
);

/** Refresh tokens (sha256 only); each refresh rotates to a new token of the same session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => memberSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token was exchanged for a new one; using it again revokes the session. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash), index('refresh_tokens_session_idx').on(t.sessionId)],
);
