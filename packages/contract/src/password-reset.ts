import { z } from 'zod';
import { detailOf } from './common';
import { defineEndpoints } from './endpoint';
import { emailAddress, securityCode } from './member';

/** Body of the "forgot password" request: the e-mail the account signs in with. */
export const passwordForgotBody = z.object({ email: emailAddress });
export type PasswordForgotBody = z.input<typeof passwordForgotBody>;

/** Body of the reset: the code that was sent and the new password (scored per §5 like sign-up). */
export const passwordResetBody = z.object({
  email: emailAddress,
  code: securityCode,
  password: z.string().min(1, 'رمز عبور تازه را وارد کنید.').max(128, 'رمز عبور حداکثر ۱۲۸ نویسه است.'),
});
export type PasswordResetBody = z.input<typeof passwordResetBody>;

export const passwordForgotAnswer = detailOf(
  z.object({
    sent: z.literal(true),
    expires_in_seconds: z.number().int(),
  }),
);
export const passwordResetAnswer = detailOf(z.object({ reset: z.literal(true) }));

/** Endpoints of "forgot password" for e-mail accounts (issue #16). */
export const passwordResetEndpoints = defineEndpoints({
  requestPasswordReset: {
    method: 'POST',
    path: '/v1/sitemember/fa/auth/password/forgot',
    tag: 'sitemember',
    summary: 'Forgot password: send a code by SMS (when the account has a mobile) or e-mail',
    description:
      'Answers the same whether or not an account has the e-mail, so addresses cannot be probed; rate-limited per ' +
      'IP and per e-mail like sign-in.',
    auth: 'public',
    body: passwordForgotBody,
    response: passwordForgotAnswer,
    rateLimited: true,
  },
  resetPassword: {
    method: 'POST',
    path: '/v1/sitemember/fa/auth/password/reset',
    tag: 'sitemember',
    summary: 'Set a new password with the code; every session of the member is signed out',
    auth: 'public',
    body: passwordResetBody,
    response: passwordResetAnswer,
    rateLimited: true,
    errors: ['code_invalid', 'code_expired', 'code_locked', 'weak_password'],
  },
});
