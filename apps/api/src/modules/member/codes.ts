import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { toPersianDigits } from '@vip/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiError } from '../../http/errors';
import { tooManyRequests } from '../../rate-limit/limiter';
import { CODE_TTL_SECONDS, MAX_CODE_ATTEMPTS, RESEND_AFTER_SECONDS } from './limits';
import { loginCodes } from './schema';

// The one store of SMS codes (`login_codes`): a code belongs to a subject — a member sign-in's mobile number, or
// `staff:<id>` for a staff second factor — and lives CODE_TTL_SECONDS, dies after MAX_CODE_ATTEMPTS wrong tries,
// is kept only as an HMAC, and a newer code of the subject retires the older ones.

const codeHash = (secret: string, subject: string, code: string) =>
  createHmac('sha256', secret).update(`login-code:${subject}:${code}`).digest('base64url');

const resendWait = (seconds: number) =>
  tooManyRequests(seconds, `برای دریافت دوباره کد، ${toPersianDigits(seconds)} ثانیه صبر کنید.`);

async function secondsUntilResend(db: Db, subject: string, now: number) {
  const [last] = await db
    .select({ createdAt: loginCodes.createdAt })
    .from(loginCodes)
    .where(eq(loginCodes.mobile, subject))
    .orderBy(desc(loginCodes.id))
    .limit(1);
  if (!last) return 0;
  return Math.max(0, Math.ceil((last.createdAt.getTime() + RESEND_AFTER_SECONDS * 1000 - now) / 1000));
}

/** Throws the resend wait (429) when the subject's last code is younger than RESEND_AFTER_SECONDS. */
export async function assertResendAllowed(db: Db, subject: string) {
  const wait = await secondsUntilResend(db, subject, Date.now());
  if (wait > 0) throw resendWait(wait);
}

/**
 * Makes a fresh 6-digit code for a subject and stores its HMAC; `send(tx, code)` queues its message in the same
 * transaction. One request per subject at a time (advisory lock), the resend wait checked again under the lock.
 * `ttlSeconds` (default CODE_TTL_SECONDS) is longer for a code that travels by e-mail.
 */
export async function issueCode(
  db: Db,
  input: { secret: string; subject: string; ip: string; ttlSeconds?: number },
  send: (tx: Db, code: string) => Promise<unknown>,
) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-code:${input.subject}`}))`);
    const now = Date.now();
    const again = await secondsUntilResend(tx, input.subject, now);
    if (again > 0) throw resendWait(again);
    await tx
      .update(loginCodes)
      .set({ consumedAt: new Date(now) })
      .where(and(eq(loginCodes.mobile, input.subject), isNull(loginCodes.consumedAt)));
    await tx.insert(loginCodes).values({
      mobile: input.subject,
      codeHash: codeHash(input.secret, input.subject, code),
      expiresAt: new Date(now + (input.ttlSeconds ?? CODE_TTL_SECONDS) * 1000),
      ip: input.ip,
      createdAt: new Date(now),
    });
    await send(tx, code);
  });
}

/** What a code check found; `ok` carries what `onValid` answered. */
export type CodeOutcome<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'none' | 'expired' | 'dead' }
  | { kind: 'wrong'; remaining: number };

/**
 * Checks a code against the subject's newest unused one (unexpired, fewer than MAX_CODE_ATTEMPTS wrong tries: the
 * try that reaches it kills the code). A right code is spent and `onValid(tx, now)` runs in the same transaction.
 */
export async function checkCode<T>(
  db: Db,
  input: { secret: string; subject: string; code: string },
  onValid: (tx: Db, now: number) => Promise<T>,
): Promise<CodeOutcome<T>> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(loginCodes)
      .where(and(eq(loginCodes.mobile, input.subject), isNull(loginCodes.consumedAt)))
      .orderBy(desc(loginCodes.id))
      .limit(1)
      .for('update');
    const now = Date.now();
    if (!row) return { kind: 'none' };
    if (row.expiresAt.getTime() <= now) return { kind: 'expired' };
    if (row.attempts >= MAX_CODE_ATTEMPTS) return { kind: 'dead' };
    const given = Buffer.from(codeHash(input.secret, input.subject, input.code));
    const expected = Buffer.from(row.codeHash);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      const attempts = row.attempts + 1;
      await tx.update(loginCodes).set({ attempts }).where(eq(loginCodes.id, row.id));
      return attempts >= MAX_CODE_ATTEMPTS
        ? { kind: 'dead' }
        : { kind: 'wrong', remaining: MAX_CODE_ATTEMPTS - attempts };
    }
    await tx
      .update(loginCodes)
      .set({ consumedAt: new Date(now) })
      .where(eq(loginCodes.id, row.id));
    return { kind: 'ok', value: await onValid(tx, now) };
  });
}

/** A code's Persian 400, on the field `body.code`. */
export const codeError = (message: string, code: 'code_invalid' | 'code_expired' | 'code_locked' = 'code_invalid') =>
  apiError(code, message, [{ field: 'body.code', message }]);

/** The Persian 400 of a code check that failed (wrong, dead, expired or no code). */
export function codeFailure(outcome: Exclude<CodeOutcome<unknown>, { kind: 'ok' }>) {
  switch (outcome.kind) {
    case 'wrong':
      return codeError(`کد تأیید نادرست است؛ ${toPersianDigits(outcome.remaining)} بار دیگر می‌توانید تلاش کنید.`);
    case 'dead':
      return codeError('به دلیل تلاش‌های نادرست پی‌درپی، این کد باطل شد؛ کد تازه‌ای درخواست کنید.', 'code_locked');
    case 'expired':
      return codeError('کد تأیید منقضی شده است؛ کد تازه‌ای درخواست کنید.', 'code_expired');
    default:
      return codeError('کد تأیید نادرست است یا منقضی شده است؛ کد تازه‌ای درخواست کنید.');
  }
}
