import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Back-office staff (docs/back-office.md): apart from members, signed in by e-mail + password + a TOTP code. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased e-mail. */
    email: text('email').notNull(),
    /** `scrypt$N$r$p$salt$hash`, the members' format. */
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull().default(''),
    /** One of STAFF_ROLES. */
    role: text('role').notNull(),
    /** Base32 TOTP secret (RFC 6238); shown once when the account is made. */
    totpSecret: text('totp_secret').notNull(),
    /** Mobile (09…) for the second factor by SMS; null: TOTP only. Set by an admin. */
    mobile: text('mobile'),
    /** The last TOTP time step accepted, so one code cannot sign in twice. */
    lastTotpStep: integer('last_totp_step'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSigninAt: timestamp('last_signin_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_email_idx').on(t.email),
    check('staff_role_check', sql`${t.role} in ('admin', 'vip_desk', 'fulfilment', 'finance', 'support', 'editor')`),
  ],
);

/** A staff sign-in; its access tokens die when it is revoked or expires. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Append-only audit log of every staff write: who, when, what, the fields before and after, the client address.
 * A trigger (migration `audit_log_append_only`) refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    /** The staff's role at the time of the write. */
    role: text('role').notNull(),
    /** The operationId of the endpoint (e.g. `adminConfirmCipBooking`). */
    action: text('action').notNull(),
    /** What was changed: `order`, `credit_request`, `staff`, … */
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    note: text('note'),
    clientIp: text('client_ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_staff_idx').on(t.staffId, t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);
