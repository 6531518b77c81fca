import {
  api as endpoints,
  authResponse,
  emailSigninBody,
  emailSignupBody,
  errorBody,
  idParams,
  memberDetail,
  memberProfileBody,
  refreshResponse,
  refreshTokenBody,
  requestCodeBody,
  requestCodeResponse,
  signoutBody,
  signoutResponse,
  verifyCodeBody,
} from '@vip/contract';
import type { FastifyRequest } from 'fastify';
import { route } from '../../http/route';
import type { AppInstance } from '../../app';
import { accessTokenSettings, authenticate, authenticateMember, memberSecurity, requireMember } from '../../http/auth';
import { clientIp } from '../../http/client-ip';
import { notFound } from '../../http/errors';
import { dbRateLimiter, enforce } from '../../rate-limit/limiter';
import { RULES } from './limits';
import {
  getOwnMember,
  type MemberDeps,
  needsProfile,
  requestCode,
  signinByEmail,
  signupByEmail,
  toMember,
  updateOwnProfile,
  verifyCode,
} from './service';
import { revokeByRefreshToken, revokeSession, rotateRefreshToken, startSession } from './sessions';

const BASE = '/v1/sitemember/fa';
const tags = ['sitemember-auth'];
const errors = { 400: errorBody, 401: errorBody, 429: errorBody };
const memberErrors = { 400: errorBody, 401: errorBody, 404: errorBody };
const userAgent = (r: FastifyRequest) => {
  const ua = r.headers['user-agent'];
  return typeof ua === 'string' ? ua : undefined;
};
const memberNotFound = () => notFound('عضو');

/** Member sign-in (mobile + SMS code, e-mail + password), tokens, and the member's own profile (DESIGN §6). */
export default async function memberRoutes(app: AppInstance) {
  const deps: MemberDeps = { db: app.db, config: app.config, limiter: dbRateLimiter(app.db) };

  app.post(
    `${BASE}/auth/mobile/request-code`,
    {
      schema: {
        tags,
        summary: 'Send a sign-in code by SMS',
        description:
          'Same answer whether or not the number belongs to a member. 6-digit code, valid 2 minutes; another code after 60 s (429 + Retry-After before). Limits: 5 codes per number and 20 per IP per hour. After 3 failed verifications of the number, captcha_id + captcha_value are required (400 captcha_required / captcha_invalid).',
        body: requestCodeBody,
        response: { 200: requestCodeResponse, ...errors },
      },
    },
    async (request) => {
      const b = request.body;
      const data = await requestCode(deps, {
        mobile: b.mobile,
        captchaId: b.captcha_id,
        captchaValue: b.captcha_value,
        ip: clientIp(request),
      });
      return { data };
    },
  );

  app.post(
    `${BASE}/auth/mobile/verify`,
    {
      schema: {
        tags,
        summary: 'Sign in with the SMS code (creates the member on first sign-in)',
        description:
          'The code works once, only for the number it was sent to, for 2 minutes; the 5th wrong try kills it. is_new_member / needs_profile say whether to show the profile step (PUT /members/me/profile).',
        body: verifyCodeBody,
        response: { 200: authResponse, ...errors },
      },
    },
    async (request) => {
      const ip = clientIp(request);
      const { member, isNew } = await verifyCode(deps, { mobile: request.body.mobile, code: request.body.code, ip });
      const tokens = await startSession(app.db, accessTokenSettings(app.config), {
        memberId: member.id,
        method: 'mobile',
        ip,
        userAgent: userAgent(request),
      });
      return {
        data: { ...tokens, member: toMember(member), is_new_member: isNew, needs_profile: needsProfile(member) },
      };
    },
  );

  app.post(
    `${BASE}/auth/email/signup`,
    {
      schema: {
        tags,
        summary: 'Sign up with e-mail and password',
        description:
          'The password is scored per §5 and must reach PASSWORD_MIN_LEVEL (default MEDIUM: 7 characters and two of lowercase, uppercase, digit, $@#&!); 400 weak_password says what is missing. 409 email_taken for a registered e-mail.',
        body: emailSignupBody,
        response: { 201: authResponse, ...errors, 409: errorBody },
      },
    },
    async (request, reply) => {
      const ip = clientIp(request);
      const b = request.body;
      const member = await signupByEmail(deps, {
        email: b.email,
        password: b.password,
        firstName: b.first_name,
        lastName: b.last_name,
        ip,
      });
      const tokens = await startSession(app.db, accessTokenSettings(app.config), {
        memberId: member.id,
        method: 'email',
        ip,
        userAgent: userAgent(request),
      });
      reply.code(201);
      return {
        data: { ...tokens, member: toMember(member), is_new_member: true, needs_profile: needsProfile(member) },
      };
    },
  );

  app.post(
    `${BASE}/auth/email/signin`,
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        description: '401 invalid_credentials, the same for an unknown e-mail and a wrong password.',
        body: emailSigninBody,
        response: { 200: authResponse, ...errors },
      },
    },
    async (request) => {
      const ip = clientIp(request);
      const member = await signinByEmail(deps, { email: request.body.email, password: request.body.password, ip });
      const tokens = await startSession(app.db, accessTokenSettings(app.config), {
        memberId: member.id,
        method: 'email',
        ip,
        userAgent: userAgent(request),
      });
      return {
        data: { ...tokens, member: toMember(member), is_new_member: false, needs_profile: needsProfile(member) },
      };
    },
  );

  app.post(
    `${BASE}/auth/refresh`,
    {
      schema: {
        tags,
        summary: 'Exchange a refresh token for a new token pair (rotation)',
        description:
          'Each refresh token works once. Presenting a spent one again revokes the whole session (401 refresh_token_reused).',
        body: refreshTokenBody,
        response: { 200: refreshResponse, ...errors },
      },
    },
    async (request) => {
      await enforce(deps.limiter, `refresh:ip:${clientIp(request)}`, RULES.refreshPerIp);
      return { data: await rotateRefreshToken(app.db, accessTokenSettings(app.config), request.body.refresh_token) };
    },
  );

  app.post(
    `${BASE}/auth/signout`,
    {
      schema: {
        tags,
        summary: 'Sign out: revokes the session of the refresh token and/or of the bearer token',
        body: signoutBody,
        response: { 200: signoutResponse, 400: errorBody },
      },
    },
    async (request) => {
      if (request.body.refresh_token) await revokeByRefreshToken(app.db, request.body.refresh_token);
      if (request.headers.authorization) {
        const auth = await authenticateMember(request).catch(() => undefined);
        if (auth) await revokeSession(app.db, auth.sessionId);
      }
      return { data: { signed_out: true as const } };
    },
  );

  route(app, endpoints.getMe, async (request) => {
    const row = await getOwnMember(app.db, await requireMember(request));
    if (!row) throw memberNotFound();
    return { data: toMember(row) };
  });
  route(app, endpoints.updateMyProfile, async (request) => {
    const memberId = await requireMember(request);
    const row = await updateOwnProfile(app.db, memberId, memberId, request.body);
    if (!row) throw memberNotFound();
    return { data: toMember(row) };
  });

  app.get(
    `${BASE}/members/:id`,
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'A member by id: only the signed-in member’s own id answers; any other is 404',
        security: memberSecurity,
        params: idParams,
        response: { 200: memberDetail, ...memberErrors },
      },
    },
    async (request) => {
      const row = await getOwnMember(app.db, await requireMember(request), request.params.id);
      if (!row) throw memberNotFound();
      return { data: toMember(row) };
    },
  );

  app.put(
    `${BASE}/members/:id/profile`,
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Change a member’s profile by id: only the signed-in member’s own id; any other is 404',
        security: memberSecurity,
        params: idParams,
        body: memberProfileBody,
        response: { 200: memberDetail, ...memberErrors },
      },
    },
    async (request) => {
      const row = await updateOwnProfile(app.db, await requireMember(request), request.params.id, request.body);
      if (!row) throw memberNotFound();
      return { data: toMember(row) };
    },
  );
}
