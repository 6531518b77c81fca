import { passwordResetEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { clientIp } from '../../http/client-ip';
import { route } from '../../http/route';
import { dbRateLimiter } from '../../rate-limit/limiter';
import type { MemberDeps } from '../member/service';
import { requestPasswordReset, resetPassword } from './service';

/** "Forgot password" of e-mail accounts (issue #16): a code by SMS or e-mail, then a new password. */
export default async function passwordResetRoutes(app: AppInstance) {
  const deps: MemberDeps = { db: app.db, config: app.config, limiter: dbRateLimiter(app.db) };
  route(app, api.requestPasswordReset, async (request) => ({
    data: await requestPasswordReset(deps, { email: request.body.email, ip: clientIp(request) }),
  }));
  route(app, api.resetPassword, async (request) => ({
    data: await resetPassword(deps, { ...request.body, ip: clientIp(request) }),
  }));
}
