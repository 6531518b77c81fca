import { and, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client';
import { idempotencyKeys } from '../http/idempotency-schema';
import { captchas } from '../modules/captcha/schema';
import { emailSignups, loginCodes, memberSessions, refreshTokens } from '../modules/member/schema';
import { passwordResetCodes } from '../modules/password-reset/schema';
import { outbox } from '../outbox/schema';
import { rateLimitCounters } from '../rate-limit/schema';
import { type PeriodicTask, periodicTask } from '../periodic';

const DAY = 86_400_000;

/** How long spent rows are kept after they stop mattering (ms). */
export const RETENTION = {
  /** Login codes and captchas after they expired: a day of sign-in history for support and abuse checks. */
  loginCodes: DAY,
  captchas: DAY,
  /** E-mail sign-ups whose mailed code expired (the password hash of someone who never confirmed). */
  emailSignups: DAY,
  /**
   * "Forgot password" codes after they expired or were used: one is written for every address asked about, known or
   * not, so without this anyone could grow the table at will.
   */
  passwordResetCodes: DAY,
  /** Refresh tokens after they expired (a spent one proves nothing once it could not be used anyway). */
  refreshTokens: DAY,
  /**
   * Sessions after they ended. A session is the audit row of a sign-in (method, IP, device, why it ended, e.g. a
   * reused refresh token), so it outlives its tokens by a month for the member's and our own security questions.
   */
  endedSessions: 30 * DAY,
  /** Sent SMS: a week to answer "I never got the code"; unsent and failed ones are never removed. */
  sentOutbox: 7 * DAY,
  /** Answers kept for Idempotency-Key replays: a client retries within minutes, a day covers a long outage. */
  idempotencyKeys: DAY,
} as const;

/** Rows removed (and sessions found ended) by one clean-up. */
export interface CleanupResult {
  loginCodes: number;
  captchas: number;
  emailSignups: number;
  passwordResetCodes: number;
  rateLimitCounters: number;
  /** Sessions whose last refresh token expired, now marked ended (`revoked_reason = 'expired'`). */
  sessionsEnded: number;
  memberSessions: number;
  refreshTokens: number;
  outbox: number;
  idempotencyKeys: number;
}

/** The periodic clean-up of one API instance: `start()` runs it every `intervalMs` (no-op when 0), `stop()` waits. */
export interface Cleanup extends PeriodicTask {
  /** Deletes what has outlived RETENTION at `now` (default: the present) and says how much. */
  run(opts?: { now?: Date }): Promise<CleanupResult>;
}

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);
// Deleted rows are counted through RETURNING: the row count of the two drivers differs in shape.
const counted = { one: sql<number>`1` };

/** One clean-up round. Every statement is idempotent, so instances running it at the same time do no harm. */
export async function cleanUp(db: Db, now = new Date()): Promise<CleanupResult> {
  const at = now.toISOString();
  /** Deletes the rows of `table` matching `where` and says how many went. */
  const remove = async (table: PgTable, where: SQL | undefined) =>
    (await db.delete(table).where(where).returning(counted)).length;

  const loginCodesGone = await remove(loginCodes, lt(loginCodes.expiresAt, before(now, RETENTION.loginCodes)));
  const captchasGone = await remove(captchas, lt(captchas.expiresAt, before(now, RETENTION.captchas)));
  const signupsGone = await remove(emailSignups, lt(emailSignups.expiresAt, before(now, RETENTION.emailSignups)));
  // A used code expires within minutes too, so the expiry covers spent and unused codes alike.
  const resetCodesGone = await remove(
    passwordResetCodes,
    lt(passwordResetCodes.expiresAt, before(now, RETENTION.passwordResetCodes)),
  );
  const windowsGone = await remove(rateLimitCounters, lt(rateLimitCounters.expiresAt, now));

  // A session that was never signed out ends when its last refresh token expires. Record that end before the tokens
  // go, so the session is kept for endedSessions after it; a session younger than a day may not have its first token
  // yet (startSession writes it next) and is left alone.
  const ended = await db
    .update(memberSessions)
    .set({
      revokedAt: sql`coalesce((select max(r.expires_at) from ${refreshTokens} r where r.session_id = ${memberSessions.id}), ${at}::timestamptz)`,
      revokedReason: 'expired',
    })
    .where(
      and(
        isNull(memberSessions.revokedAt),
        lt(memberSessions.createdAt, before(now, DAY)),
        sql`not exists (select 1 from ${refreshTokens} r where r.session_id = ${memberSessions.id} and r.expires_at > ${at}::timestamptz)`,
      ),
    )
    .returning(counted);
  // Their refresh tokens go with them (on delete cascade).
  const sessionsGone = await remove(memberSessions, lt(memberSessions.revokedAt, before(now, RETENTION.endedSessions)));
  const tokensGone = await remove(refreshTokens, lt(refreshTokens.expiresAt, before(now, RETENTION.refreshTokens)));
  const outboxGone = await remove(
    outbox,
    and(eq(outbox.status, 'sent'), lt(outbox.sentAt, before(now, RETENTION.sentOutbox))),
  );
  const keysGone = await remove(idempotencyKeys, lt(idempotencyKeys.createdAt, before(now, RETENTION.idempotencyKeys)));

  return {
    loginCodes: loginCodesGone,
    captchas: captchasGone,
    emailSignups: signupsGone,
    passwordResetCodes: resetCodesGone,
    rateLimitCounters: windowsGone,
    sessionsEnded: ended.length,
    memberSessions: sessionsGone,
    refreshTokens: tokensGone,
    outbox: outboxGone,
    idempotencyKeys: keysGone,
  };
}

/** Builds the loop that runs cleanUp every `intervalMs`. */
export function createCleanup(opts: {
  db: Db;
  log: FastifyBaseLogger;
  intervalMs: number;
  /** The database, for the one-instance lock: the instances take turns instead of deleting the same rows at once. */
  database?: Pick<Database, 'db' | 'kind'>;
}): Cleanup {
  const { db, log, intervalMs } = opts;

  async function run(runOpts: { now?: Date } = {}) {
    const result = await cleanUp(db, runOpts.now);
    if (Object.values(result).some((n) => n > 0)) log.info({ cleanup: result }, 'cleanup: old rows removed');
    return result;
  }

  return {
    run,
    // The first round a minute after start, not an interval later: an instance restarted more often than the
    // interval still cleans, and start-up (migrations, seed) is not slowed by it.
    ...periodicTask({
      name: 'cleanup',
      log,
      intervalMs,
      firstDelayMs: Math.min(intervalMs, 60_000),
      oneInstance: opts.database,
      round: run,
    }),
  };
}
