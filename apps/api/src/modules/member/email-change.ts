import type { Lang } from '@vip/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiError } from '../../http/errors';
import { enforce } from '../../rate-limit/limiter';
import { checkCode, codeFailure, issueCode } from './codes';
import type { MemberDeps } from './deps';
import { emailChangeCodeEmail, enqueueMail, readerLang } from './email-texts';
import { RESEND_AFTER_SECONDS, RULES } from './limits';
import { members } from './schema';

// A member's new e-mail becomes theirs only when the code mailed to it comes back. The code lives in the one code
// store (codes.ts) under a subject naming the member and the address, so it proves that mailbox for that member only.

/** Lifetime of the code mailed to a new profile e-mail: long enough to open a mailbox, like sign-up's. */
export const EMAIL_CHANGE_TTL_SECONDS = 15 * 60;

const subject = (memberId: number, email: string) => `email-change:${memberId}:${email}`;

const takenError = () =>
  apiError('email_taken', 'این ایمیل برای حساب دیگری ثبت شده است.', [
    { field: 'body.code', message: 'این ایمیل برای حساب دیگری ثبت شده است.' },
  ]);

const isUniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' &&
  err !== null &&
  ((err as { code?: string }).code === '23505' || isUniqueViolation((err as { cause?: unknown }).cause));

/**
 * Asks for a new e-mail: the address becomes the member's pending one and a 6-digit code is mailed to it. When another
 * account holds the address nothing is mailed, yet the answer, the stored code and the work are the same, so the
 * profile cannot be used to learn which addresses have accounts. The 60-second resend wait is per member and address.
 */
export async function startEmailChange(
  deps: MemberDeps,
  input: { memberId: number; email: string; ip: string; lang?: Lang },
) {
  const { db, config, limiter } = deps;
  const answer = {
    sent: true as const,
    email: input.email,
    expires_in_seconds: EMAIL_CHANGE_TTL_SECONDS,
    resend_after_seconds: RESEND_AFTER_SECONDS,
  };
  const [me] = await db
    .select({ email: members.email, locale: members.locale })
    .from(members)
    .where(eq(members.id, input.memberId));
  // Mailed in the language of the page the member asks from (remembered as theirs), else the one they last used.
  const lang = input.lang ?? readerLang(me?.locale);
  if (me?.email === input.email) {
    await db.update(members).set({ pendingEmail: null }).where(eq(members.id, input.memberId));
    return answer;
  }
  await enforce(
    limiter,
    `email-change:member:${input.memberId}`,
    RULES.emailChangePerMember,
    'برای تغییر ایمیل بیش از حد مجاز کد درخواست شده است؛ لطفاً بعداً دوباره تلاش کنید.',
  );
  const held = await db.$count(members, and(eq(members.email, input.email), ne(members.id, input.memberId)));
  await issueCode(
    db,
    {
      secret: config.JWT_SECRET,
      subject: subject(input.memberId, input.email),
      ip: input.ip,
      ttlSeconds: EMAIL_CHANGE_TTL_SECONDS,
    },
    async (tx, code) => {
      await tx
        .update(members)
        .set({ pendingEmail: input.email, locale: lang, updatedAt: new Date() })
        .where(eq(members.id, input.memberId));
      if (held > 0) return;
      await enqueueMail(tx, input.email, code, emailChangeCodeEmail(lang, code, EMAIL_CHANGE_TTL_SECONDS / 60));
    },
  );
  return answer;
}

/**
 * Confirms the pending e-mail with the mailed code (5 wrong tries kill it): it becomes the account's e-mail, for
 * sign-in and password reset. An address another account took meanwhile is a 409 (only the mailbox's owner gets here).
 */
export async function verifyEmailChange(deps: MemberDeps, input: { memberId: number; code: string; ip: string }) {
  const { db, config, limiter } = deps;
  await enforce(limiter, `email-change:verify:member:${input.memberId}`, RULES.verifyPerNumber);
  const [me] = await db.select({ pending: members.pendingEmail }).from(members).where(eq(members.id, input.memberId));
  if (!me?.pending) throw codeFailure({ kind: 'none' });
  const pending = me.pending;
  const outcome = await checkCode(
    db,
    { secret: config.JWT_SECRET, subject: subject(input.memberId, pending), code: input.code },
    async (tx: Db) => {
      const held = await tx.$count(members, and(eq(members.email, pending), ne(members.id, input.memberId)));
      if (held > 0) return 'taken' as const;
      const [row] = await tx
        .update(members)
        .set({ email: pending, pendingEmail: null, updatedAt: new Date() })
        .where(and(eq(members.id, input.memberId), eq(members.pendingEmail, pending)))
        .returning();
      return row;
    },
  ).catch((err) => {
    // Another account confirmed the same address at the same moment.
    if (isUniqueViolation(err)) throw takenError();
    throw err;
  });
  if (outcome.kind !== 'ok') throw codeFailure(outcome);
  if (outcome.value === 'taken') throw takenError();
  // The pending address changed while the code was checked: this code was for the old one.
  if (!outcome.value) throw codeFailure({ kind: 'none' });
  return outcome.value;
}
