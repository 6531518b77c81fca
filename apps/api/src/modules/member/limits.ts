import type { RateRule } from '../../rate-limit/limiter';

/** Lifetime of a sign-in code (seconds). */
export const CODE_TTL_SECONDS = 120;
/** Wait before another code may be sent to the same number (seconds). */
export const RESEND_AFTER_SECONDS = 60;
/** Wrong tries that kill a code. */
export const MAX_CODE_ATTEMPTS = 5;
/** Failed verifications of a number (per FAILURES window) after which request-code needs the captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
/**
 * A spent refresh token presented again this soon after its rotation is a race of two tabs or requests (both sent
 * the same cookie), not a theft: it gets a pair of its own. Later it still revokes the family (Auth0/Supabase ~10 s).
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;
/** Lifetime of a refresh token (seconds). */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

const HOUR = 3600;

/** Rate limits of sign-in, counted in the database so every instance shares them. */
export const RULES = {
  codePerNumber: { limit: 5, windowSeconds: HOUR },
  codePerIp: { limit: 20, windowSeconds: HOUR },
  verifyPerNumber: { limit: 20, windowSeconds: HOUR },
  verifyPerIp: { limit: 60, windowSeconds: HOUR },
  failuresPerNumber: { limit: CAPTCHA_AFTER_FAILURES, windowSeconds: HOUR },
  signinPerIp: { limit: 30, windowSeconds: 15 * 60 },
  signinPerEmail: { limit: 10, windowSeconds: 15 * 60 },
  /** Wrong passwords for one e-mail from one visitor address; then that address waits out the window. */
  signinFailuresPerAddress: { limit: 5, windowSeconds: 15 * 60 },
  /**
   * Wrong passwords for one e-mail from all addresses; then password sign-in of that e-mail pauses for the rest of
   * the hour (SMS sign-in and password reset still work). High enough that ten addresses cannot lock the owner out.
   */
  signinFailuresPerEmail: { limit: 50, windowSeconds: HOUR },
  /** Codes mailed to new profile e-mails per member. */
  emailChangePerMember: { limit: 5, windowSeconds: HOUR },
  signupPerIp: { limit: 10, windowSeconds: HOUR },
  signupPerEmail: { limit: 5, windowSeconds: HOUR },
  refreshPerIp: { limit: 120, windowSeconds: HOUR },
} satisfies Record<string, RateRule>;

/** A per-address rule scaled by `SIGNIN_IP_LIMIT_FACTOR` (many people may share one address). */
export const perAddress = (rule: RateRule, factor: number): RateRule => ({ ...rule, limit: rule.limit * factor });

/** Failure counter of password sign-in for one e-mail, from all addresses (a password reset clears it). */
export const signinFailuresKey = (email: string) => `signin:fail:${email}`;
