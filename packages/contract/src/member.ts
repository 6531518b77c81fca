import { OUTBOX_STATUSES, persianLetters, validateEmail, validateMobile, validateNationalId } from '@vip/domain';
import { z } from 'zod';
import { detailOf, idParams, isCalendarDate, latinDigits, pagingQuery } from './common';
import { defineEndpoints } from './endpoint';

// ── Field schemas (rules of §5 from @vip/domain; the reason becomes the Persian message) ─────────────────────

/** Iranian mobile number in any accepted form (Persian digits, +98, 0098, 98, 0); normalised to `09xxxxxxxxx`. */
export const mobileNumber = z
  .string()
  .max(40)
  .transform((v, ctx) => {
    const result = validateMobile(v);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.reason });
    return z.NEVER;
  })
  .describe('Mobile number: 09xxxxxxxxx, +989xxxxxxxxx, 00989xxxxxxxxx or 989xxxxxxxxx; Persian digits accepted');

/** E-mail address, trimmed and lower-cased. */
export const emailAddress = z
  .string()
  .max(254)
  .transform((v, ctx) => {
    const result = validateEmail(v);
    if (result.ok) return result.value.toLowerCase();
    ctx.addIssue({ code: 'custom', message: result.reason });
    return z.NEVER;
  })
  .describe('E-mail address');

const personName = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} را وارد کنید.`)
    .max(50, `${label} حداکثر ۵۰ نویسه است.`)
    // Stored with Persian ی/ک whatever keyboard layout typed it (issue #16).
    .transform(persianLetters)
    .describe(`${label === 'نام' ? 'First' : 'Last'} name`);

/** Optional national ID (§5 check digit); empty means none; normalised to 10 Latin digits. */
export const nationalCode = z
  .string()
  .max(20)
  .nullish()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (v === null || v.trim() === '') return null;
    const result = validateNationalId(v);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.reason });
    return z.NEVER;
  })
  .describe('National ID (10 digits, §5 checksum); empty or null clears it');

/** The 6-digit code from the SMS (Persian digits accepted). */
export const securityCode = z
  .string()
  .transform((v) => latinDigits(v).trim())
  .pipe(z.string().regex(/^[0-9]{6}$/, 'کد تأیید باید ۶ رقم باشد.'))
  .describe('The 6-digit code sent by SMS');

// ── Member ────────────────────────────────────────────────────────────────────────────────────────────────

/** The signed-in member's own record. */
export const member = z.object({
  id: z.number().int(),
  mobile: z.string().nullable().describe('09xxxxxxxxx, or null for an e-mail member'),
  email: z.string().nullable().describe('The confirmed e-mail: signs in and receives password resets'),
  pending_email: z
    .string()
    .nullable()
    .describe('A new e-mail waiting for the code mailed to it (POST /members/me/email/verify); null when none'),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  national_code: z.string().nullable(),
  /** Gregorian `YYYY-MM-DD` (the site shows it in Jalali). */
  birth_date: z.string().nullable(),
  /** True until first and last name are filled in (the profile step). */
  needs_profile: z.boolean().describe('True until first and last name are filled in (the profile step)'),
  has_password: z.boolean(),
  created_at: z.string().describe('ISO-8601 UTC'),
});
export type Member = z.infer<typeof member>;
export const memberDetail = detailOf(member);

/** Body of PUT /v1/sitemember/fa/members/me/profile. */
export const memberProfileBody = z.object({
  first_name: personName('نام'),
  last_name: personName('نام خانوادگی'),
  national_code: nationalCode.optional(),
  /** Gregorian `YYYY-MM-DD`; null clears it. */
  birth_date: z
    .preprocess(latinDigits, z.string().refine(isCalendarDate, 'تاریخ تولد معتبر نیست.'))
    .refine((d) => {
      const t = Date.parse(`${d}T00:00:00Z`);
      return Number.isFinite(t) && t < Date.now() && t > Date.parse('1900-01-01T00:00:00Z');
    }, 'تاریخ تولد معتبر نیست.')
    .nullish(),
  /**
   * A new e-mail starts its confirmation like POST /members/me/email (pending until the mailed code comes back); the
   * current one drops a pending change; null clears both (not the sign-in of a password account).
   */
  email: emailAddress.nullish(),
});
export type MemberProfileBody = z.input<typeof memberProfileBody>;

/** Body of POST /v1/sitemember/fa/members/me/email: the new address to confirm. */
export const emailChangeBody = z.object({ email: emailAddress });
export type EmailChangeBody = z.input<typeof emailChangeBody>;

/** Answer of POST /v1/sitemember/fa/members/me/email: the same whether or not another account holds the address. */
export const emailChangeResponse = detailOf(
  z.object({
    sent: z.literal(true),
    email: z.string().describe('The address, lower-cased'),
    expires_in_seconds: z.number().int().describe('Lifetime of the mailed code'),
    resend_after_seconds: z.number().int().describe('Seconds before another code to this address may be asked for'),
  }),
);
export type EmailChangeResponse = z.infer<typeof emailChangeResponse>;

/** Body of POST /v1/sitemember/fa/members/me/email/verify: the code mailed to the pending address. */
export const emailChangeVerifyBody = z.object({ code: securityCode });
export type EmailChangeVerifyBody = z.input<typeof emailChangeVerifyBody>;

// ── Sign-in by mobile ─────────────────────────────────────────────────────────────────────────────────────

/** Body of POST /v1/sitemember/fa/auth/mobile/request-code. */
export const requestCodeBody = z.object({
  mobile: mobileNumber,
  captcha_id: z.string().max(64).optional().describe('captcha_id from POST /v1/general/fa/captcha/{id}'),
  captcha_value: z.string().max(16).optional().describe('The characters of the captcha image'),
});
export type RequestCodeBody = z.input<typeof requestCodeBody>;

/** Answer of request-code: the same whether or not the number belongs to a member. */
export const requestCodeResponse = detailOf(
  z.object({
    sent: z.boolean(),
    mobile: z.string().describe('The number normalised to 09xxxxxxxxx'),
    resend_after_seconds: z.number().int().describe('Seconds before another code may be requested'),
    expires_in_seconds: z.number().int().describe('Lifetime of the code'),
    captcha_required: z.boolean().describe('The next request for this number must carry a solved captcha'),
  }),
);
export type RequestCodeResponse = z.infer<typeof requestCodeResponse>;

/** Body of POST /v1/sitemember/fa/auth/mobile/verify. */
export const verifyCodeBody = z.object({ mobile: mobileNumber, code: securityCode });
export type VerifyCodeBody = z.input<typeof verifyCodeBody>;

// ── Sign-in by e-mail ─────────────────────────────────────────────────────────────────────────────────────

/** Body of POST /v1/sitemember/fa/auth/email/signup; the password is scored per §5 against PASSWORD_MIN_LEVEL. */
export const emailSignupBody = z.object({
  email: emailAddress,
  password: z.string().min(1, 'رمز عبور را وارد کنید.').max(128, 'رمز عبور حداکثر ۱۲۸ نویسه است.'),
  first_name: personName('نام'),
  last_name: personName('نام خانوادگی'),
});
export type EmailSignupBody = z.input<typeof emailSignupBody>;

/**
 * Answer of POST /v1/sitemember/fa/auth/email/signup: the same whether or not the address is registered. A new
 * address gets a code by e-mail (POST …/auth/email/verify creates the account); a registered one gets a reminder.
 */
export const emailSignupResponse = detailOf(
  z.object({
    sent: z.boolean(),
    email: z.string().describe('The address, lower-cased'),
    expires_in_seconds: z.number().int().describe('Lifetime of the mailed code'),
  }),
);
export type EmailSignupResponse = z.infer<typeof emailSignupResponse>;

/** Body of POST /v1/sitemember/fa/auth/email/verify: the code mailed by sign-up. */
export const emailVerifyBody = z.object({ email: emailAddress, code: securityCode });
export type EmailVerifyBody = z.input<typeof emailVerifyBody>;

/** Body of POST /v1/sitemember/fa/auth/email/signin. */
export const emailSigninBody = z.object({
  email: emailAddress,
  password: z.string().min(1, 'رمز عبور را وارد کنید.').max(128, 'رمز عبور حداکثر ۱۲۸ نویسه است.'),
});
export type EmailSigninBody = z.input<typeof emailSigninBody>;

// ── Tokens ────────────────────────────────────────────────────────────────────────────────────────────────

/** Tokens issued at sign-in and refresh. */
export const authTokens = z.object({
  access_token: z.string().describe('JWT for Authorization: Bearer'),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().describe('Seconds the access token lives'),
  access_token_expires_at: z.string().describe('ISO-8601 UTC'),
  refresh_token: z.string().describe('Single-use; exchange at /auth/refresh for a new pair'),
  refresh_token_expires_at: z.string().describe('ISO-8601 UTC'),
});
export type AuthTokens = z.infer<typeof authTokens>;

/** Answer of verify, e-mail sign-up and sign-in: the tokens, the member and whether the profile step is due. */
export const authResponse = detailOf(
  authTokens.extend({
    member,
    is_new_member: z.boolean().describe('The member was created by this sign-in'),
    needs_profile: z.boolean().describe('First or last name is missing: show the profile step'),
  }),
);
export type AuthResponse = z.infer<typeof authResponse>;

/** Body of POST /v1/sitemember/fa/auth/refresh and /auth/signout. */
export const refreshTokenBody = z.object({ refresh_token: z.string().min(1).max(200) });
export type RefreshTokenBody = z.input<typeof refreshTokenBody>;

/** Answer of refresh: a new token pair (the old refresh token is spent). */
export const refreshResponse = detailOf(authTokens);

/** Body of POST /v1/sitemember/fa/auth/signout: the refresh token whose session ends (the bearer's session ends too). */
const signoutFields = z.object({ refresh_token: z.string().max(200).optional() });
export const signoutBody = z.preprocess((v) => v ?? {}, signoutFields);
export type SignoutBody = z.input<typeof signoutFields>;

/** Answer of sign-out. */
export const signoutResponse = detailOf(z.object({ signed_out: z.literal(true) }));

// ── Captcha (§7) ─────────────────────────────────────────────────────────────────────────────────────────

/** Safe colour: a CSS name or #rgb/#rrggbb. */
const colour = z.string().regex(/^([a-zA-Z]{3,20}|#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6})$/, 'رنگ نامعتبر است.');

/** The captcha picture's options (§7), each with its default. */
const imageOptions = z.object({
  width: z.coerce.number().int().min(60).max(400).default(100),
  height: z.coerce.number().int().min(30).max(200).default(50),
  font_color: colour.default('black'),
  background_color: colour.default('white'),
  font: z.string().max(40).default('Arial').describe('Accepted for compatibility; glyphs are drawn as paths'),
});
/** Fields of the captcha body (§7), each with its default. */
const captchaObject = z.object({
  // The whole default object (not `{}`): the document then states a default a generated client can type.
  image_options: imageOptions.default(imageOptions.parse({})),
  image_template: z.coerce.number().int().min(0).max(10).default(0),
  code_length: z.coerce.number().int().min(3).max(8).default(4),
  letter_drawing_case_mode: z.coerce
    .number()
    .int()
    .min(0)
    .max(3)
    .default(1)
    .describe('Accepted for compatibility; the answer is checked case-insensitively'),
});
const captchaFields = captchaObject.default(captchaObject.parse({}));
/** Body of POST /v1/general/fa/captcha/{id} (§7); may be empty. */
export const captchaBody = z.preprocess((v) => v ?? {}, captchaFields);
export type CaptchaBody = z.input<typeof captchaFields>;

/** `{id}` of the captcha path: the client's captcha key. */
export const captchaParams = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** A new captcha: its id (send it back as captcha_id) and the PNG image. */
export const captchaResponse = detailOf(
  z.object({
    captcha_id: z.string(),
    image: z.string().describe('data:image/png;base64,…'),
    expires_in_seconds: z.number().int(),
  }),
);
export type CaptchaResponse = z.infer<typeof captchaResponse>;

// ── Dev outbox (§6) ────────────────────────────────────────────────────────────────────────────────

/** Query of GET /v1/dev/outbox. */
export const devOutboxQuery = pagingQuery(20)
  .pick({ limit: true })
  .extend({ mobile: mobileNumber.optional(), email: emailAddress.optional() });

/** A stored outgoing message. */
export const outboxMessage = z.object({
  id: z.number().int(),
  channel: z.string(),
  recipient: z.string(),
  template: z.string(),
  token: z.string(),
  body: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
export const devOutboxList = z.object({ data: z.array(outboxMessage) });

// ── Endpoints ─────────────────────────────────────────────────────────────────────────────────────────────

/** Member sign-in (mobile + SMS code, e-mail + password), tokens, and the member's own profile (§6). */
export const memberEndpoints = defineEndpoints({
  requestSigninCode: {
    method: 'POST',
    path: '/v1/sitemember/fa/auth/mobile/request-code',
    tag: 'sitemember-auth',
    summary: 'Send a sign-in code by SMS',
    description:
      'Same answer whether or not the number belongs to a member. 6-digit code, valid 2 minutes; another code after 60 s (429 + Retry-After before). Limits: 5 codes per number and 20 per IP per hour. After 3 failed verifications of the number, captcha_id + captcha_value are required (400 captcha_required / captcha_invalid).',
    auth: 'public',
    body: requestCodeBody,
    response: requestCodeResponse,
    rateLimited: true,
    errors: ['captcha_required', 'captcha_invalid'],
  },
  verifySigninCode: {
    method: 'POST',
    path: '/v1/sitemember/fa/auth/mobile/verify',
    tag: 'sitemember-auth',
    summary: 'Sign in with the SMS code (creates the member on first sign-in)',
    description:
      'The code works once, only for the number it was sent to, for 2 minutes; the 5th wrong try kills it. is_new_member / needs_profile say whether to show the profile step (PUT /members/me/profile).',
    auth: 'public',
    body: verifyCodeBody,
    response: authResponse,
    rateLimited: true,
    errors: ['code_invalid', 'code_expired', 'code_locked'],
  },
  signupByEmail: {
    method: 'POST',
    path: '/v1/sitemember/fa/auth/email/signup',
    tag: 'sitemember-auth',
    summary: 'Sign up with e-mail and password (step 1: a code is mailed)',
    description:
      'The password is scored per §5 and must reach PASSWORD_MIN_LEVEL (default MEDIUM: 7 characters and two of lowercase, uppercase, digit, $@#&!); 400 weak_password says what is missing. The answer is the same whether or not the address is registered: a new address gets a 6-digit code by e-mail (verifyEmailSignup creates the account), a registered one a reminder. A sign-up waiting for its code keeps its first password until it expires (15 minutes): the same password again mails a fresh code, another one only a notice. Limits: 10 per IP and 5 per address an hour.',
    auth: 'public',
    body: emailSignupBody,
    response: emailSignupResponse,
    status: 202,
    rateLimited: true,
    errors: ['weak_password'],
  },
  verifyEmailSignup: {
    method: 'POST',
    path: '/v1/sitemember/fa/auth/email/verify',
    tag: 'sitemember-auth',
    summary: 'Sign up with e-mail, step 2: the mailed code creates the account and signs in',
    description: '400 code_invalid for a wrong, expired or spent code (5 wrong tries end the sign-up).',
    auth: 'public',
    body: emailVerifyBody,
    response: authResponse,
    status: 201,
    rateLimited: true,
    errors: ['code_invalid'],
  },
  signinByEmail: {
    method: 'POST',
    path: '/v1/sitemember/fa/auth/email/signin',
    tag: 'sitemember-auth',
    summary: 'Sign in with e-mail and password',
    description:
      '401 invalid_credentials, the same for an unknown e-mail and a wrong password. Only wrong passwords count against an e-mail: 5 from one address stop that address for the rest of 15 minutes; 50 an hour from all addresses pause password sign-in of the e-mail until the hour ends (429 + Retry-After, the same for an unknown e-mail); sign-in by SMS code and password reset still work.',
    auth: 'public',
    body: emailSigninBody,
    response: authResponse,
    rateLimited: true,
    errors: ['invalid_credentials'],
  },
  refreshTokens: {
    method: 'POST',
    path: '/v1/sitemember/fa/auth/refresh',
    tag: 'sitemember-auth',
    summary: 'Exchange a refresh token for a new token pair (rotation)',
    description:
      'Each refresh token works once. Presenting a spent one again revokes the whole session (401 refresh_token_reused).',
    auth: 'public',
    body: refreshTokenBody,
    response: refreshResponse,
    rateLimited: true,
    errors: ['invalid_refresh_token', 'refresh_token_reused'],
  },
  signout: {
    method: 'POST',
    path: '/v1/sitemember/fa/auth/signout',
    tag: 'sitemember-auth',
    summary: 'Sign out: revokes the session of the refresh token and/or of the bearer token',
    auth: 'public',
    optionalBearer: true,
    body: signoutBody,
    response: signoutResponse,
  },
  getMe: {
    method: 'GET',
    path: '/v1/sitemember/fa/members/me',
    tag: 'sitemember-auth',
    summary: 'The signed-in member',
    auth: 'member',
    response: memberDetail,
  },
  updateMyProfile: {
    method: 'PUT',
    path: '/v1/sitemember/fa/members/me/profile',
    tag: 'sitemember-auth',
    summary: 'Complete or change the profile (names, e-mail, national ID §5, birth date)',
    auth: 'member',
    body: memberProfileBody,
    response: memberDetail,
  },
  changeMyEmail: {
    method: 'POST',
    path: '/v1/sitemember/fa/members/me/email',
    tag: 'sitemember-auth',
    summary: 'Change the e-mail, step 1: a code is mailed to the new address, which stays pending until it comes back',
    description:
      'The answer, its status and the work are the same whether or not another account holds the address (then nothing is mailed). The code lives 15 minutes; another to the same address after 60 s (429 + Retry-After before); 5 codes per member an hour.',
    auth: 'member',
    body: emailChangeBody,
    response: emailChangeResponse,
    status: 202,
    rateLimited: true,
  },
  verifyMyEmail: {
    method: 'POST',
    path: '/v1/sitemember/fa/members/me/email/verify',
    tag: 'sitemember-auth',
    summary: 'Change the e-mail, step 2: the mailed code makes the pending address the account’s e-mail',
    description:
      'From then on the address signs in and receives password resets. 400 for a wrong, expired or spent code (5 wrong tries kill it); 409 email_taken when another account confirmed the address first.',
    auth: 'member',
    body: emailChangeVerifyBody,
    response: memberDetail,
    rateLimited: true,
    errors: ['code_invalid', 'code_expired', 'code_locked', 'email_taken'],
  },
  getMember: {
    method: 'GET',
    path: '/v1/sitemember/fa/members/:id',
    tag: 'sitemember-auth',
    summary: 'A member by id: only the signed-in member’s own id answers; any other is 404',
    auth: 'member',
    params: idParams,
    response: memberDetail,
  },
  updateMemberProfile: {
    method: 'PUT',
    path: '/v1/sitemember/fa/members/:id/profile',
    tag: 'sitemember-auth',
    summary: 'Change a member’s profile by id: only the signed-in member’s own id; any other is 404',
    auth: 'member',
    params: idParams,
    body: memberProfileBody,
    response: memberDetail,
  },
});

/** The captcha (§7). */
export const captchaEndpoints = defineEndpoints({
  createCaptcha: {
    method: 'POST',
    path: '/v1/general/fa/captcha/:id',
    tag: 'general',
    summary: 'New captcha (§7): PNG image; send captcha_id and the typed value with the guarded call',
    description:
      "The `{id}` segment is the client's captcha key. The answer is 4 characters (code_length) from 2345678ABCDEFHKMNPRTWXY, checked case-insensitively, once, within 5 minutes. An anti-forgery header is tolerated.",
    auth: 'public',
    params: captchaParams,
    body: captchaBody,
    response: captchaResponse,
    rateLimited: true,
  },
});

/** Development helpers (served only with DEV_OUTBOX and the outbox SMS adapter). */
export const devEndpoints = defineEndpoints({
  listDevOutbox: {
    method: 'GET',
    path: '/v1/dev/outbox',
    tag: 'dev',
    summary: 'Recent outgoing messages (demo/dev only: outbox SMS adapter with DEV_OUTBOX)',
    auth: 'public',
    query: devOutboxQuery,
    response: devOutboxList,
  },
});
