import { memberEndpoints as api } from '@vip/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { accessTokenSettings, authenticateMember, requireMember } from '../../http/auth';
import { clientIp } from '../../http/client-ip';
import { detailOr404, route } from '../../http/route';
import { dbRateLimiter, enforce } from '../../rate-limit/limiter';
import { startEmailChange, verifyEmailChange } from './email-change';
import { perAddress, RULES } from './limits';
import {
  getOwnMember,
  type MemberDeps,
  type MemberRow,
  needsProfile,
  requestCode,
  signinByEmail,
  requestEmailSignup,
  toMember,
  updateOwnProfile,
  verifyCode,
  verifyEmailSignup,
} from './service';
import { revokeByRefreshToken, revokeSession, rotateRefreshToken, startSession } from './sessions';

const MEMBER = 'عضو';
const userAgent = (r: FastifyRequest) => {
  const ua = r.headers['user-agent'];
  return typeof ua === 'string' ? ua : undefined;
};

/** Member sign-in (mobile + SMS code, e-mail + password), tokens, and the member's own profile (§6). */
export default async function memberRoutes(app: AppInstance) {
  const deps: MemberDeps = { db: app.db, config: app.config, limiter: dbRateLimiter(app.db) };
  const tokenSettings = accessTokenSettings(app.config);
  /** Opens a session for a member who just proved who they are, and answers the sign-in body. */
  const signedIn = async (
    request: FastifyRequest,
    member: MemberRow,
    how: { method: 'mobile' | 'email'; ip: string; isNew: boolean },
  ) => {
    const tokens = await startSession(app.db, tokenSettings, {
      memberId: member.id,
      method: how.method,
      ip: how.ip,
      userAgent: userAgent(request),
    });
    return {
      data: { ...tokens, member: toMember(member), is_new_member: how.isNew, needs_profile: needsProfile(member) },
    };
  };

  route(app, api.requestSigninCode, async (request) => {
    const b = request.body;
    const data = await requestCode(deps, {
      mobile: b.mobile,
      captchaId: b.captcha_id,
      captchaValue: b.captcha_value,
      ip: clientIp(request),
      lang: request.lang,
    });
    return { data };
  });

  route(app, api.verifySigninCode, async (request) => {
    const ip = clientIp(request);
    const { mobile, code } = request.body;
    const { member, isNew } = await verifyCode(deps, { mobile, code, ip, lang: request.lang });
    return signedIn(request, member, { method: 'mobile', ip, isNew });
  });

  route(app, api.signupByEmail, async (request) => {
    const b = request.body;
    const data = await requestEmailSignup(deps, {
      email: b.email,
      password: b.password,
      firstName: b.first_name,
      lastName: b.last_name,
      ip: clientIp(request),
      lang: request.lang,
    });
    return { data };
  });

  route(app, api.verifyEmailSignup, async (request) => {
    const ip = clientIp(request);
    const member = await verifyEmailSignup(deps, {
      email: request.body.email,
      code: request.body.code,
      ip,
      lang: request.lang,
    });
    return signedIn(request, member, { method: 'email', ip, isNew: true });
  });

  route(app, api.signinByEmail, async (request) => {
    const ip = clientIp(request);
    const member = await signinByEmail(deps, {
      email: request.body.email,
      password: request.body.password,
      ip,
      lang: request.lang,
    });
    return signedIn(request, member, { method: 'email', ip, isNew: false });
  });

  route(app, api.refreshTokens, async (request) => {
    await enforce(
      deps.limiter,
      `refresh:ip:${clientIp(request)}`,
      perAddress(RULES.refreshPerIp, app.config.SIGNIN_IP_LIMIT_FACTOR),
    );
    return { data: await rotateRefreshToken(app.db, tokenSettings, request.body.refresh_token, userAgent(request)) };
  });

  route(app, api.signout, async (request) => {
    if (request.body.refresh_token) await revokeByRefreshToken(app.db, request.body.refresh_token);
    if (request.headers.authorization) {
      const auth = await authenticateMember(request).catch(() => undefined);
      if (auth) await revokeSession(app.db, auth.sessionId);
    }
    return { data: { signed_out: true as const } };
  });

  route(app, api.getMe, async (request) => {
    const row = await getOwnMember(app.db, await requireMember(request));
    return detailOr404(row && toMember(row), MEMBER);
  });

  route(app, api.updateMyProfile, async (request) => {
    const memberId = await requireMember(request);
    const row = await updateOwnProfile(deps, memberId, memberId, request.body, clientIp(request));
    return detailOr404(row && toMember(row), MEMBER);
  });

  route(app, api.changeMyEmail, async (request) => {
    const memberId = await requireMember(request);
    return {
      data: await startEmailChange(deps, {
        memberId,
        email: request.body.email,
        ip: clientIp(request),
        lang: request.lang,
      }),
    };
  });

  route(app, api.verifyMyEmail, async (request) => {
    const memberId = await requireMember(request);
    const row = await verifyEmailChange(deps, { memberId, code: request.body.code, ip: clientIp(request) });
    return { data: toMember(row) };
  });

  route(app, api.getMember, async (request) => {
    const row = await getOwnMember(app.db, await requireMember(request), request.params.id);
    return detailOr404(row && toMember(row), MEMBER);
  });

  route(app, api.updateMemberProfile, async (request) => {
    const memberId = await requireMember(request);
    const row = await updateOwnProfile(deps, memberId, request.params.id, request.body, clientIp(request));
    return detailOr404(row && toMember(row), MEMBER);
  });
}
