import type { api, QueryOf } from '@vip/contract';
import { STAFF_ROLES, type StaffRole } from '@vip/domain';
import { PasswordLevel, toPersianDigits } from '@vip/domain';
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ApiError, apiError } from '../../http/errors';
import { listEnvelope } from '../../db/list';
import { enqueueSms } from '../../outbox/outbox';
import { tooManyRequests } from '../../rate-limit/limiter';
import { assertResendAllowed, checkCode, issueCode } from '../member/codes';
import { CODE_TTL_SECONDS, RESEND_AFTER_SECONDS } from '../member/limits';
import { dummyPasswordHash, hashPassword, passwordProblem, verifyPassword } from '../member/password';
import { newTotpSecret, signStaffToken, STAFF_SESSION_HOURS, staffByEmail, totpOf, totpStep } from './auth';
import { recordAudit } from './audit';
import { auditLog, staff, staffSessions } from './schema';

const BAD_SIGN_IN = 'ایمیل، رمز عبور یا کد تأیید درست نیست.';
const badSignIn = (message = BAD_SIGN_IN) =>
  apiError('invalid_credentials', message, undefined, { 'WWW-Authenticate': 'Bearer' });

/**
 * A failed sign-in's 401 with what is left: the tries this address has before its hour closes, and what to do. Only
 * the address's count is told: the account's own count (SECOND_FACTOR_FAILURES) would answer differently for a right
 * password or a known e-mail; an account at its limit says so in its 429.
 */
export function withTriesLeft(err: unknown, tries: { left: number; retryAfterSeconds: number }) {
  if (!(err instanceof ApiError) || err.errorCode !== 'invalid_credentials') return err;
  const minutes = toPersianDigits(Math.max(1, Math.ceil(tries.retryAfterSeconds / 60)));
  const left =
    tries.left > 0
      ? `${toPersianDigits(tries.left)} تلاش دیگر دارید؛ پس از آن ورود از این نشانی تا ${minutes} دقیقه بسته می‌شود.`
      : `این آخرین تلاش بود؛ ورود از این نشانی تا ${minutes} دقیقهٔ دیگر بسته است.`;
  return badSignIn(
    `${BAD_SIGN_IN} ${left} اگر رمز عبور را فراموش کرده‌اید یا کد برنامهٔ احراز هویت پذیرفته نمی‌شود (ساعت گوشی را بررسی کنید)، به مدیر سامانه خبر دهید.`,
  );
}

/** The wire shape of a staff account. */
export const staffProfileOf = (row: typeof staff.$inferSelect) => ({
  id: row.id,
  email: row.email,
  full_name: row.fullName,
  role: row.role as StaffRole,
});

/**
 * Wrong second factors an account may take in a rolling hour, whatever the addresses they come from. The count is
 * the account's failures in the audit log, so nothing resets it: neither a success (its own or another account's)
 * nor a change of address; it falls only as failures grow older than the hour.
 */
export const SECOND_FACTOR_FAILURES = { limit: 10, windowSeconds: 3600 };
/** The audit action of a wrong second factor (the entry's staff is the account tried). */
export const SECOND_FACTOR_FAILED = 'staffSecondFactorFailed';

/** Throws the 429 while the account has SECOND_FACTOR_FAILURES.limit failures in the last hour. */
async function assertSecondFactorOpen(db: Db, staffId: number, now: Date) {
  const { limit, windowSeconds } = SECOND_FACTOR_FAILURES;
  const recent = await db
    .select({ at: auditLog.createdAt })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.staffId, staffId),
        eq(auditLog.action, SECOND_FACTOR_FAILED),
        gt(auditLog.createdAt, new Date(now.getTime() - windowSeconds * 1000)),
      ),
    )
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
  if (recent.length < limit) return;
  // Open again when the oldest of the last `limit` failures leaves the hour.
  const wait = (recent[limit - 1].at.getTime() + windowSeconds * 1000 - now.getTime()) / 1000;
  throw tooManyRequests(
    wait,
    `به دلیل ${toPersianDigits(limit)} کد تأیید نادرست در یک ساعت گذشته، ورود به این حساب تا ${toPersianDigits(Math.max(1, Math.ceil(wait / 60)))} دقیقهٔ دیگر بسته است. اگر این تلاش‌ها از شما نبوده، رمز عبور را عوض کنید و به مدیر سامانه خبر دهید.`,
  );
}

/** The active account of an e-mail whose password is right (a dummy hash for an unknown e-mail), else the 401. */
async function staffByCredentials(db: Db, input: { email: string; password: string }) {
  const row = await staffByEmail(db, input.email);
  const passwordOk = await verifyPassword(input.password, row?.passwordHash ?? (await dummyPasswordHash()));
  if (!row || !passwordOk) throw badSignIn();
  return row;
}

/** The code store's subject of a staff account's SMS codes (apart from any member's mobile). */
const smsSubject = (staffId: number) => `staff:${staffId}`;
const masked = (mobile: string) => `${mobile.slice(0, 4)}***${mobile.slice(-4)}`;

/**
 * Step one of the SMS second factor: e-mail and password right, the account has a mobile → a 6-digit code by SMS
 * through the members' code store (HMAC only, 2 minutes, 5 wrong tries, one per minute).
 */
export async function requestStaffSmsCode(
  db: Db,
  jwtSecret: string,
  input: { email: string; password: string },
  ip: string,
) {
  const row = await staffByCredentials(db, input);
  if (!row.mobile) {
    throw apiError('no_staff_mobile', 'برای این حساب شمارهٔ همراهی ثبت نشده است؛ با کد برنامهٔ احراز هویت وارد شوید.');
  }
  const mobile = row.mobile;
  await assertResendAllowed(db, smsSubject(row.id));
  await issueCode(db, { secret: jwtSecret, subject: smsSubject(row.id), ip }, (tx, code) =>
    enqueueSms(tx, {
      recipient: mobile,
      template: 'staff-signin-code',
      token: code,
      body: `کد ورود به پنل کارکنان آسمان ویژه: ${code}\nاین کد تا ${toPersianDigits(CODE_TTL_SECONDS / 60)} دقیقه معتبر است؛ آن را به کسی ندهید.`,
    }),
  );
  return {
    sent: true as const,
    mobile: masked(mobile),
    expires_in_seconds: CODE_TTL_SECONDS,
    resend_after_seconds: RESEND_AFTER_SECONDS,
  };
}

/** Spends a second factor: a TOTP code newer than the last used (conditional update) or the SMS code of the store. */
async function spendSecondFactor(
  db: Db,
  jwtSecret: string,
  row: typeof staff.$inferSelect,
  input: { totp_code?: string; sms_code?: string },
  now: Date,
) {
  if (input.sms_code !== undefined) {
    const outcome = await checkCode(
      db,
      { secret: jwtSecret, subject: smsSubject(row.id), code: input.sms_code },
      async (tx) => {
        await tx.update(staff).set({ lastSigninAt: now }).where(eq(staff.id, row.id));
      },
    );
    return outcome.kind === 'ok';
  }
  if (input.totp_code === undefined) return false;
  const step = totpStep(row.totpSecret, row.email, input.totp_code, now.getTime());
  if (step === null) return false;
  const spent = await db
    .update(staff)
    .set({ lastTotpStep: step, lastSigninAt: now })
    .where(and(eq(staff.id, row.id), or(isNull(staff.lastTotpStep), lt(staff.lastTotpStep, step))))
    .returning({ id: staff.id });
  return spent.length > 0;
}

/**
 * Staff sign-in: password (scrypt, checked against a dummy hash when the e-mail is unknown so both take as long)
 * and one second factor: a TOTP code newer than the last one used (spent by a conditional update, so it signs in
 * once) or the code sent by SMS (requestStaffSmsCode). Every failure is the same 401; a wrong second factor is
 * written to the audit log and counts toward the account's SECOND_FACTOR_FAILURES.
 */
export async function signInStaff(
  db: Db,
  jwtSecret: string,
  input: { email: string; password: string; totp_code?: string; sms_code?: string },
  client: { ip: string; userAgent?: string },
  now = new Date(),
) {
  // A locked account answers 429 before its password is checked, so the lock never tells a right password apart.
  const known = await staffByEmail(db, input.email);
  if (known) await assertSecondFactorOpen(db, known.id, now);
  const row = await staffByCredentials(db, input);
  // One attempt per account at a time: the count, the check and the failure's audit entry are one step.
  const passed = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff-second-factor:${row.id}`}))`);
    await assertSecondFactorOpen(tx, row.id, now);
    if (await spendSecondFactor(tx, jwtSecret, row, input, now)) return true;
    const factor = input.sms_code !== undefined ? 'sms' : 'totp';
    await recordAudit(
      tx,
      { staffId: row.id, role: row.role as StaffRole, clientIp: client.ip },
      {
        action: SECOND_FACTOR_FAILED,
        entity: 'staff',
        entityId: row.id,
        after: { factor, user_agent: client.userAgent?.slice(0, 300) ?? null },
        note: factor === 'sms' ? 'کد پیامکی نادرست' : 'کد برنامهٔ احراز هویت نادرست',
      },
    );
    return false;
  });
  if (!passed) throw badSignIn();
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_HOURS * 3_600_000);
  const [session] = await db
    .insert(staffSessions)
    .values({ staffId: row.id, ip: client.ip, userAgent: client.userAgent?.slice(0, 300) ?? null, expiresAt })
    .returning({ id: staffSessions.id });
  const token = await signStaffToken(jwtSecret, row.id, row.role as StaffRole, session.id, expiresAt);
  return { access_token: token, expires_at: expiresAt.toISOString(), staff: staffProfileOf(row) };
}

/** Ends a staff session. */
export async function signOutStaff(db: Db, sessionId: string) {
  await db.update(staffSessions).set({ revokedAt: new Date() }).where(eq(staffSessions.id, sessionId));
}

/**
 * Creates a staff account with a fresh TOTP secret; answers the account and the otpauth:// URL to show once
 * (the secret is never shown again). Staff passwords must reach the §5 HARD level.
 */
export async function createStaff(
  db: Db,
  input: { email: string; password: string; fullName: string; role: StaffRole; mobile?: string | null },
) {
  if (!STAFF_ROLES.includes(input.role)) throw apiError('validation_error', 'نقش نامعتبر است.');
  const problem = passwordProblem(input.password, PasswordLevel.HARD);
  if (problem) throw apiError('weak_password', problem);
  const email = input.email.trim().toLowerCase();
  const secret = newTotpSecret();
  const [row] = await db
    .insert(staff)
    .values({
      email,
      passwordHash: await hashPassword(input.password),
      fullName: input.fullName,
      role: input.role,
      mobile: input.mobile ?? null,
      totpSecret: secret,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw apiError('email_taken', 'حساب کارکنی با این ایمیل از پیش وجود دارد.');
  return { staff: row, otpauthUrl: totpOf(secret, email).toString(), secret };
}

/** The profile of a staff id (the token's subject, already checked live). */
export async function staffByIdProfile(db: Db, staffId: number) {
  const [row] = await db.select().from(staff).where(eq(staff.id, staffId));
  return staffProfileOf(row);
}

/** The admin's view of an account. */
export const staffAccountOf = (row: typeof staff.$inferSelect) => ({
  ...staffProfileOf(row),
  mobile: row.mobile,
  active: row.active,
  created_at: row.createdAt.toISOString(),
  last_signin_at: row.lastSigninAt?.toISOString() ?? null,
});

/** Staff accounts, oldest first. */
export async function listStaff(db: Db, q: QueryOf<typeof api.adminListStaff>) {
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(staff).orderBy(staff.id).limit(q.limit).offset(q.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(staff),
  ]);
  return listEnvelope(rows.map(staffAccountOf), total, q.limit, q.offset);
}

/**
 * Changes an account; an admin cannot take their own role or access away (someone must stay able to sign in).
 * Deactivating ends the account's sessions at once (authenticateStaff checks `active` on every call).
 */
export async function updateStaff(
  tx: Db,
  id: number,
  actingStaffId: number,
  change: { role?: StaffRole; active?: boolean; full_name?: string; mobile?: string | null },
) {
  const [current] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
  if (!current) throw apiError('not_found', 'حساب کارکن پیدا نشد.');
  if (id === actingStaffId && ((change.role && change.role !== current.role) || change.active === false)) {
    throw apiError('own_account', 'نقش یا دسترسی حساب خودتان را نمی‌توانید تغییر دهید.');
  }
  const [updated] = await tx
    .update(staff)
    .set({ role: change.role, active: change.active, fullName: change.full_name, mobile: change.mobile })
    .where(eq(staff.id, id))
    .returning();
  const pick = (r: typeof staff.$inferSelect) => ({
    role: r.role,
    active: r.active,
    full_name: r.fullName,
    mobile: r.mobile,
  });
  return { result: staffAccountOf(updated), before: pick(current), after: pick(updated) };
}
