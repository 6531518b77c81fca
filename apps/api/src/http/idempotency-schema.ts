import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The answers of idempotent endpoints (`idempotent: true`), one row per caller, operation and Idempotency-Key. A row
 * without `status` is a call still running: another call with the key waits for it (src/http/idempotency.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose key: `member:<id>`, `staff:<id>` or `key:<sha256 of the API key>` (keys of two callers never meet). */
    caller: text('caller').notNull(),
    /** The endpoint's operationId: one key may serve two endpoints. */
    operation: text('operation').notNull(),
    key: text('key').notNull(),
    /** sha256 of the parsed params, query and body: the same key with another request is a 409. */
    requestHash: text('request_hash').notNull(),
    /** The answer's HTTP status and serialized JSON, once the first call succeeded. */
    status: integer('status'),
    answer: text('answer'),
    /** When the running call took the key: a claim left by a process that died is taken over after a while. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.caller, t.operation, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
