import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Lang, Member } from '@vip/contract';
import { type PasswordLevel, toPersianDigits } from '@vip/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiError } from '../../http/errors';
import { enqueueSms } from '../../outbox/outbox';
import { enforce, type RateRule, tooManyRequests } from '../../rate-limit/limiter';
import { consumeCaptcha } from '../captcha/service';
import { assertResendAllowed, checkCode, codeError, codeFailure, issueCode } from './codes';
import type { MemberDeps } from './deps';
import {
  CAPTCHA_AFTER_FAILURES,
  CODE_TTL_SECONDS,
  MAX_CODE_ATTEMPTS,
  perAddress,
  RESEND_AFTER_SECONDS,
  RULES,
  signinFailuresKey,
} from './limits';
import { startEmailChange } from './email-change';
import { enqueueMail, readerLang, signupCodeEmail, signupExistingEmail, signupPendingEmail } from './email-texts';
import { dummyPasswordHash, hashPassword, passwordProblem, verifyPassword } from './password';
import { emailSignups, members } from './schema';
import { signInCodeText } from './sms-texts';

/** What the member services need: the database, the configuration and the shared rate limiter. */
export type { MemberDeps } from './deps';

export type MemberRow = typeof members.$inferSelect;

/** A member row as the API returns it. */
export function toMember(row: MemberRow): Member {
  return {
    id: row.id,
    mobile: row.mobile,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: `${row.firstName} ${row.lastName}`.trim(),
    national_code: row.nationalCode,
    birth_date: row.birthDate,
    needs_profile: needsProfile(row),
    pending_email: row.pendingEmail,
    has_password: row.passwordHash !== null,
    created_at: row.createdAt.toISOString(),
  };
}

const needsProfile = (row: MemberRow) => row.firstName.trim() === '' || row.lastName.trim() === '';

const fa = (n: number) => toPersianDigits(n);

// ── Mobile: request a code ───────────────────────────────────────────────────────────────────────────────

const failureKey = (mobile: string) => `otp:fail:${mobile}`;

/** Whether request-code for this number needs a solved captcha (after CAPTCHA_AFTER_FAILURES failed checks). */
export async function captchaRequired(deps: MemberDeps, mobile: string) {
  return (await deps.limiter.peek(failureKey(mobile), RULES.failuresPerNumber)) >= CAPTCHA_AFTER_FAILURES;
}

/**
 * Sends a sign-in code to a number, member or not (the answer is the same either way): per-IP limit, the
 * 60-second resend wait, the captcha after repeated failures, the per-number limit; then the code (HMAC only)
 * and its SMS are stored in one transaction and the outbox worker sends it.
 */
export async function requestCode(
  deps: MemberDeps,
  input: { mobile: string; captchaId?: string; captchaValue?: string; ip: string; lang?: Lang },
) {
  const { db, config, limiter } = deps;
  const { mobile } = input;
  await enforce(limiter, `otp:request:ip:${input.ip}`, perAddress(RULES.codePerIp, config.SIGNIN_IP_LIMIT_FACTOR));
  await assertResendAllowed(db, mobile);

  const needsCaptcha = await captchaRequired(deps, mobile);
  if (needsCaptcha) {
    if (!input.captchaId || !input.captchaValue) {
      throw apiError('captcha_required', undefined, [
        { field: 'body.captcha_value', message: 'نویسه‌های تصویر امنیتی را وارد کنید.' },
      ]);
    }
    if (!(await consumeCaptcha(db, config.JWT_SECRET, input.captchaId, input.captchaValue))) {
      throw apiError('captcha_invalid', undefined, [
        { field: 'body.captcha_value', message: 'نویسه‌های تصویر امنیتی درست نیست.' },
      ]);
    }
  }
  await enforce(
    limiter,
    `otp:request:mobile:${mobile}`,
    RULES.codePerNumber,
    'برای این شماره بیش از حد مجاز کد درخواست شده است؛ لطفاً بعداً دوباره تلاش کنید.',
  );

  await issueCode(db, { secret: config.JWT_SECRET, subject: mobile, ip: input.ip }, (tx, code) =>
    enqueueSms(tx, {
      recipient: mobile,
      template: config.KAVENEGAR_TEMPLATE,
      token: code,
      body: signInCodeText(input.lang ?? 'fa', code, CODE_TTL_SECONDS / 60),
    }),
  );
  return {
    sent: true,
    mobile,
    resend_after_seconds: RESEND_AFTER_SECONDS,
    expires_in_seconds: CODE_TTL_SECONDS,
    captcha_required: needsCaptcha,
  };
}

// ── Mobile: verify the code ──────────────────────────────────────────────────────────────────────────────

/**
 * Checks a code for a number: the newest unused code of that number only, unexpired, fewer than
 * MAX_CODE_ATTEMPTS wrong tries (the try that reaches it kills the code, even a right one after). On success
 * the code is spent and the member is found or created.
 */
export async function verifyCode(deps: MemberDeps, input: { mobile: string; code: string; ip: string; lang?: Lang }) {
  const { db, config, limiter } = deps;
  const { mobile } = input;
  await enforce(limiter, `otp:verify:ip:${input.ip}`, perAddress(RULES.verifyPerIp, config.SIGNIN_IP_LIMIT_FACTOR));
  await enforce(limiter, `otp:verify:mobile:${mobile}`, RULES.verifyPerNumber);

  const outcome = await checkCode(
    db,
    { secret: config.JWT_SECRET, subject: mobile, code: input.code },
    async (tx, now) => {
      const [created] = await tx.insert(members).values({ mobile }).onConflictDoNothing().returning();
      const [member] = await tx
        .update(members)
        // Signing in from /en or /ar pages makes that the language of the member's SMS and e-mails.
        .set({ lastSigninAt: new Date(now), ...(input.lang ? { locale: input.lang } : {}) })
        .where(eq(members.mobile, mobile))
        .returning();
      return { member, isNew: created !== undefined };
    },
  );

  if (outcome.kind === 'ok') {
    await limiter.reset(failureKey(mobile));
    return { kind: 'ok' as const, ...outcome.value };
  }
  await limiter.hit(failureKey(mobile), RULES.failuresPerNumber);
  throw codeFailure(outcome);
}

// ── E-mail ────────────────────────────────────────────────────────────────────────────────────────────────

const EMAIL_CODE_TTL_SECONDS = 15 * 60;
const signupCodeHash = (secret: string, email: string, code: string) =>
  createHmac('sha256', secret).update(`email-signup:${email}:${code}`).digest('base64url');

/**
 * E-mail sign-up, step 1. The password must reach PASSWORD_MIN_LEVEL (§5). The answer is the same whether or not the
 * address is registered: a new address gets a 6-digit code by e-mail (the account is created by `verifyEmailSignup`),
 * a registered one a reminder to sign in. Limited per visitor and per address like the mobile flow.
 *
 * A sign-up waiting for its code keeps its first details until it expires: asking again with the same password mails
 * a fresh code for them, with another password only a notice (never a code that would give the mailbox owner an
 * account with a stranger's password). Every path hashes once and checks one hash, so they take the same work.
 */
export async function requestEmailSignup(
  deps: MemberDeps,
  input: { email: string; password: string; firstName: string; lastName: string; ip: string; lang?: Lang },
) {
  const { db, config, limiter } = deps;
  const problem = passwordProblem(input.password, config.PASSWORD_MIN_LEVEL as PasswordLevel);
  if (problem) throw apiError('weak_password', problem, [{ field: 'body.password', message: problem }]);
  await enforce(limiter, `signup:ip:${input.ip}`, perAddress(RULES.signupPerIp, config.SIGNIN_IP_LIMIT_FACTOR));
  await enforce(
    limiter,
    `signup:email:${input.email}`,
    RULES.signupPerEmail,
    'برای این ایمیل بیش از حد مجاز درخواست شده است؛ لطفاً بعداً دوباره تلاش کنید.',
  );
  const passwordHash = await hashPassword(input.password);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: members.id, locale: members.locale })
      .from(members)
      .where(eq(members.email, input.email))
      .limit(1);
    // The sign-up's mails read as the page it was asked from; the account holder's, as the holder reads.
    const lang = input.lang ?? 'fa';
    const [pending] = await tx.select().from(emailSignups).where(eq(emailSignups.email, input.email)).for('update');
    const now = Date.now();
    const waiting = pending && pending.expiresAt.getTime() > now ? pending : undefined;
    const samePerson = await verifyPassword(input.password, waiting?.passwordHash ?? (await dummyPasswordHash()));
    if (existing) {
      await enqueueMail(tx, input.email, '', signupExistingEmail(readerLang(existing.locale)));
      return;
    }
    const row = {
      passwordHash: waiting && samePerson ? waiting.passwordHash : passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      codeHash: signupCodeHash(config.JWT_SECRET, input.email, code),
      attempts: 0,
      expiresAt: new Date(now + EMAIL_CODE_TTL_SECONDS * 1000),
      ip: input.ip,
      createdAt: new Date(now),
    };
    const stored =
      waiting && !samePerson
        ? []
        : pending
          ? await tx.update(emailSignups).set(row).where(eq(emailSignups.email, input.email)).returning()
          : // A sign-up of the same address at the same moment may have stored its row first: then it is the first.
            await tx
              .insert(emailSignups)
              .values({ email: input.email, ...row })
              .onConflictDoNothing()
              .returning();
    if (stored.length === 0) {
      const minutes = Math.max(
        1,
        Math.ceil(((waiting?.expiresAt.getTime() ?? now + EMAIL_CODE_TTL_SECONDS * 1000) - now) / 60_000),
      );
      await enqueueMail(tx, input.email, '', signupPendingEmail(lang, minutes));
      return;
    }
    await enqueueMail(tx, input.email, code, signupCodeEmail(lang, code, EMAIL_CODE_TTL_SECONDS / 60));
  });
  return { sent: true, email: input.email, expires_in_seconds: EMAIL_CODE_TTL_SECONDS };
}

/**
 * E-mail sign-up, step 2: the mailed code creates the account (MAX_CODE_ATTEMPTS wrong tries kill the sign-up).
 * Answers the new member, or a 400 that says nothing about whether the address is registered.
 */
export async function verifyEmailSignup(
  deps: MemberDeps,
  input: { email: string; code: string; ip: string; lang?: Lang },
) {
  const { db, config, limiter } = deps;
  await enforce(limiter, `signup:verify:ip:${input.ip}`, perAddress(RULES.verifyPerIp, config.SIGNIN_IP_LIMIT_FACTOR));
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(emailSignups).where(eq(emailSignups.email, input.email)).for('update');
    if (!row || row.expiresAt.getTime() <= Date.now() || row.attempts >= MAX_CODE_ATTEMPTS) return undefined;
    const given = Buffer.from(signupCodeHash(config.JWT_SECRET, input.email, input.code));
    const expected = Buffer.from(row.codeHash);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      await tx
        .update(emailSignups)
        .set({ attempts: row.attempts + 1 })
        .where(eq(emailSignups.email, input.email));
      return undefined;
    }
    await tx.delete(emailSignups).where(eq(emailSignups.email, input.email));
    const [member] = await tx
      .insert(members)
      .values({
        email: input.email,
        passwordHash: row.passwordHash,
        firstName: row.firstName,
        lastName: row.lastName,
        lastSigninAt: new Date(),
        // Signing up from /en or /ar pages makes that the language of the member's SMS and e-mails.
        ...(input.lang ? { locale: input.lang } : {}),
      })
      .onConflictDoNothing()
      .returning();
    return member;
  });
  if (!outcome) throw codeError('کد تأیید نادرست است یا منقضی شده است؛ دوباره ثبت‌نام کنید.');
  return outcome;
}

const badCredentials = () =>
  apiError('invalid_credentials', undefined, [{ field: 'body.password', message: 'ایمیل یا رمز عبور نادرست است.' }]);

/** Seconds until the current fixed window of a rule ends (the limiter's windows start at multiples of its size). */
const windowLeft = (rule: RateRule) => {
  const size = rule.windowSeconds * 1000;
  return Math.ceil((size - (Date.now() % size)) / 1000);
};

/**
 * E-mail sign-in. A wrong password and an unknown e-mail get the same answer after the same work (the
 * password is checked against a dummy hash when there is no member). Only wrong passwords count against the
 * e-mail: RULES.signinFailuresPerAddress from one visitor address stops that address, RULES.signinFailuresPerEmail
 * from all addresses pauses password sign-in of the e-mail (known or not, the same answer) until the hour ends,
 * while sign-in by SMS code and password reset still let the owner in.
 */
export async function signinByEmail(
  deps: MemberDeps,
  input: { email: string; password: string; ip: string; lang?: Lang },
) {
  const { db, config, limiter } = deps;
  await enforce(limiter, `signin:ip:${input.ip}`, perAddress(RULES.signinPerIp, config.SIGNIN_IP_LIMIT_FACTOR));
  const accountKey = signinFailuresKey(input.email);
  const addressKey = `${accountKey}:ip:${input.ip}`;
  if ((await limiter.peek(accountKey, RULES.signinFailuresPerEmail)) >= RULES.signinFailuresPerEmail.limit) {
    const wait = windowLeft(RULES.signinFailuresPerEmail);
    throw tooManyRequests(
      wait,
      `به دلیل رمزهای نادرست پی‌درپی، ورود با رمز عبور به این حساب تا ${fa(Math.ceil(wait / 60))} دقیقهٔ دیگر متوقف است؛ در این مدت با شمارهٔ همراه و کد پیامکی وارد شوید یا رمز عبور را بازیابی کنید.`,
    );
  }
  if ((await limiter.peek(addressKey, RULES.signinFailuresPerAddress)) >= RULES.signinFailuresPerAddress.limit) {
    const wait = windowLeft(RULES.signinFailuresPerAddress);
    throw tooManyRequests(
      wait,
      `از این دستگاه چند بار رمز نادرست وارد شده است؛ ${fa(Math.ceil(wait / 60))} دقیقهٔ دیگر دوباره تلاش کنید، یا با شمارهٔ همراه و کد پیامکی وارد شوید.`,
    );
  }
  const [row] = await db.select().from(members).where(eq(members.email, input.email)).limit(1);
  const ok = await verifyPassword(input.password, row?.passwordHash ?? (await dummyPasswordHash()));
  if (!row?.passwordHash || !ok) {
    await limiter.hit(accountKey, RULES.signinFailuresPerEmail);
    await limiter.hit(addressKey, RULES.signinFailuresPerAddress);
    throw badCredentials();
  }
  await limiter.reset(addressKey);
  const [updated] = await db
    .update(members)
    // As with a mobile sign-in, the page's language becomes the member's.
    .set({ lastSigninAt: new Date(), ...(input.lang ? { locale: input.lang } : {}) })
    .where(eq(members.id, row.id))
    .returning();
  return updated;
}

// ── Profile ───────────────────────────────────────────────────────────────────────────────────────────────

/** One member, scoped: `id` must be the signed-in member's (anything else is not found). */
export async function getOwnMember(db: Db, memberId: number, id: number = memberId) {
  if (id !== memberId) return undefined;
  const [row] = await db.select().from(members).where(eq(members.id, memberId)).limit(1);
  return row;
}

/**
 * Updates the signed-in member's profile (the profile step); national_code undefined keeps it, null clears it. A new
 * e-mail is not saved: it starts its confirmation (`startEmailChange`) and stays pending until the mailed code comes
 * back; the current address again drops a pending change; null clears both (not the sign-in of a password account).
 */
export async function updateOwnProfile(
  deps: MemberDeps,
  memberId: number,
  id: number,
  input: {
    first_name: string;
    last_name: string;
    national_code?: string | null;
    birth_date?: string | null;
    email?: string | null;
  },
  ip: string,
) {
  if (id !== memberId) return undefined;
  const { db } = deps;
  const [me] = await db.select().from(members).where(eq(members.id, memberId));
  if (!me) return undefined;
  if (input.email === null && me.email !== null && me.passwordHash !== null && !me.mobile) {
    throw apiError('validation_error', 'ایمیل راه ورود شماست و خالی نمی‌شود.', [
      { field: 'body.email', message: 'ایمیل راه ورود شماست و خالی نمی‌شود.' },
    ]);
  }
  // First, so a refused code (resend wait, limit) leaves the profile as it was.
  const changing = input.email && input.email !== me.email && input.email !== me.pendingEmail;
  if (changing) await startEmailChange(deps, { memberId, email: input.email as string, ip });
  const [row] = await db
    .update(members)
    .set({
      firstName: input.first_name,
      lastName: input.last_name,
      ...(input.national_code !== undefined ? { nationalCode: input.national_code } : {}),
      ...(input.birth_date !== undefined ? { birthDate: input.birth_date } : {}),
      ...(input.email === null ? { email: null, pendingEmail: null } : {}),
      ...(input.email && input.email === me.email ? { pendingEmail: null } : {}),
      updatedAt: new Date(),
    })
    .where(eq(members.id, memberId))
    .returning();
  return row;
}

export { needsProfile };
