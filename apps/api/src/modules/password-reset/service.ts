import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { type PasswordLevel, toPersianDigits } from '@vip/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { apiError } from '../../http/errors';
import { enqueueSms } from '../../outbox/outbox';
import { enforce } from '../../rate-limit/limiter';
import { RULES, signinFailuresKey } from '../member/limits';
import { hashPassword, passwordProblem } from '../member/password';
import { enqueueMail, passwordResetCodeEmail, readerLang } from '../member/email-texts';
import { accountByEmail, memberSmsAddress, replacePassword } from '../member/queries';
import type { MemberDeps } from '../member/service';
import { passwordResetCodes } from './schema';

/** Lifetime of a reset code (seconds): long enough to open a mailbox. */
export const RESET_CODE_TTL_SECONDS = 15 * 60;
/** Wrong tries that kill a reset code. */
export const MAX_RESET_ATTEMPTS = 5;
/** Rate limits, as strict as e-mail sign-in's (a reset is a sign-in by another door). */
const RESET_RULES = { perIp: RULES.signinPerIp, perEmail: RULES.signinPerEmail };

const fa = (n: number) => toPersianDigits(n);
const codeHash = (secret: string, email: string, code: string) =>
  createHmac('sha256', secret).update(`password-reset:${email}:${code}`).digest('base64url');
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * "Forgot password" for an account with a password: a 6-digit code by SMS when the account has a mobile, else by
 * e-mail, through the outbox in the same transaction. Any other address gets the same answer, a code row of its own
 * (never sent) and the same work, so the reset step then answers wrong codes alike too.
 */
export async function requestPasswordReset(deps: MemberDeps, input: { email: string; ip: string }) {
  const { db, config, limiter } = deps;
  await enforce(limiter, `reset:ip:${input.ip}`, RESET_RULES.perIp);
  await enforce(limiter, `reset:email:${input.email}`, RESET_RULES.perEmail);
  const member = await accountByEmail(db, input.email);
  const holder = member?.hasPassword ? member : undefined;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // Written in the account holder's language (whoever asked, the code goes to the holder's phone or mailbox).
  const lang = readerLang((await memberSmsAddress(db, holder?.id ?? 0))?.locale);
  const text = passwordResetCodeEmail(lang, code, RESET_CODE_TTL_SECONDS / 60);
  await db.transaction(async (tx) => {
    const now = new Date();
    // Only the newest code works.
    await tx
      .update(passwordResetCodes)
      .set({ consumedAt: now })
      .where(and(eq(passwordResetCodes.email, input.email), isNull(passwordResetCodes.consumedAt)));
    await tx.insert(passwordResetCodes).values({
      email: input.email,
      memberId: holder?.id ?? null,
      codeHash: codeHash(config.JWT_SECRET, input.email, code),
      expiresAt: new Date(now.getTime() + RESET_CODE_TTL_SECONDS * 1000),
      ip: input.ip,
      createdAt: now,
    });
    if (holder?.mobile)
      await enqueueSms(tx, {
        recipient: holder.mobile,
        template: config.KAVENEGAR_TEMPLATE,
        token: code,
        body: text.body,
      });
    else if (holder) await enqueueMail(tx, input.email, code, text);
  });
  return { sent: true as const, expires_in_seconds: RESET_CODE_TTL_SECONDS };
}

const codeError = (message: string, code: 'code_invalid' | 'code_locked' | 'code_expired' = 'code_invalid') =>
  apiError(code, message, [{ field: 'body.code', message }]);

/**
 * Sets a new password with the newest unused, unexpired code of the address (MAX_RESET_ATTEMPTS wrong tries kill
 * it). The code must have been made for the account that holds the address now; otherwise it counts as wrong, so an
 * unknown address answers like a known one. The password must reach PASSWORD_MIN_LEVEL; on success the code is
 * spent, every session ends and the address's count of wrong sign-in passwords is forgotten.
 */
export async function resetPassword(
  deps: MemberDeps,
  input: { email: string; code: string; password: string; ip: string },
) {
  const { db, config, limiter } = deps;
  await enforce(limiter, `reset:ip:${input.ip}`, RESET_RULES.perIp);
  await enforce(limiter, `reset:email:${input.email}`, RESET_RULES.perEmail);
  const problem = passwordProblem(input.password, config.PASSWORD_MIN_LEVEL as PasswordLevel);
  if (problem) throw apiError('weak_password', problem, [{ field: 'body.password', message: problem }]);
  const passwordHash = await hashPassword(input.password);
  const outcome = await db.transaction(async (tx) => {
    const member = await accountByEmail(tx, input.email);
    const [row] = await tx
      .select()
      .from(passwordResetCodes)
      .where(and(eq(passwordResetCodes.email, input.email), isNull(passwordResetCodes.consumedAt)))
      .orderBy(desc(passwordResetCodes.id))
      .limit(1)
      .for('update');
    if (!row) return { kind: 'none' as const };
    if (row.expiresAt.getTime() <= Date.now()) return { kind: 'expired' as const };
    const right = sameHash(row.codeHash, codeHash(config.JWT_SECRET, input.email, input.code));
    if (!right || !member || row.memberId !== member.id) {
      const attempts = row.attempts + 1;
      await tx
        .update(passwordResetCodes)
        .set({ attempts, ...(attempts >= MAX_RESET_ATTEMPTS ? { consumedAt: new Date() } : {}) })
        .where(eq(passwordResetCodes.id, row.id));
      return attempts >= MAX_RESET_ATTEMPTS
        ? { kind: 'dead' as const }
        : { kind: 'wrong' as const, remaining: MAX_RESET_ATTEMPTS - attempts };
    }
    const now = new Date();
    await tx.update(passwordResetCodes).set({ consumedAt: now }).where(eq(passwordResetCodes.id, row.id));
    await replacePassword(tx, member.id, passwordHash, 'password_reset', now);
    return { kind: 'ok' as const };
  });
  switch (outcome.kind) {
    case 'ok':
      await limiter.reset(signinFailuresKey(input.email));
      return { reset: true as const };
    case 'wrong':
      throw codeError(`کد بازیابی نادرست است؛ ${fa(outcome.remaining)} بار دیگر می‌توانید تلاش کنید.`);
    case 'dead':
      throw codeError('به دلیل تلاش‌های نادرست پی‌درپی، این کد باطل شد؛ کد تازه‌ای درخواست کنید.', 'code_locked');
    case 'expired':
      throw codeError('کد بازیابی منقضی شده است؛ کد تازه‌ای درخواست کنید.', 'code_expired');
    default:
      throw codeError('کد بازیابی نادرست است یا منقضی شده است؛ کد تازه‌ای درخواست کنید.');
  }
}
