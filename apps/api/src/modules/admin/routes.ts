import { api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { clientIp } from '../../http/client-ip';
import { route } from '../../http/route';
import { dbRateLimiter, enforce } from '../../rate-limit/limiter';
import { openUploadStorage } from '../../storage';
import { findUploadByName, sendUpload } from '../upload/files';
import { listAudit } from './audit';
import { requireStaff } from './auth';
import { dashboardOf } from './dashboard';
import { staffWrite } from './staff-write';
import {
  createStaff,
  listStaff,
  requestStaffSmsCode,
  signInStaff,
  signOutStaff,
  staffAccountOf,
  staffByIdProfile,
  updateStaff,
  withTriesLeft,
} from './staff-service';

// Ten failed sign-ins an hour per address (a success gives its own attempt back and resets nothing); the second
// factor is also limited per account, whatever the address (SECOND_FACTOR_FAILURES).
const SIGNIN_PER_IP = { limit: 10, windowSeconds: 3600 };
// SMS codes: a few an hour per address and per account (the code store adds one a minute).
const SMS_CODE_PER_IP = { limit: 10, windowSeconds: 3600 };
const SMS_CODE_PER_EMAIL = { limit: 5, windowSeconds: 3600 };

/**
 * The back office's own calls (docs/back-office.md): staff sign-in, accounts, the audit log, the dashboard and the
 * staff download of member uploads. Each desk's calls are registered by the module that owns its data
 * (cipservice/desk-routes, credit/finance-desk-routes, ticketing/support-desk-routes, store/fulfilment-routes).
 */
export default async function adminRoutes(app: AppInstance) {
  const limiter = dbRateLimiter(app.db);
  const storage = openUploadStorage(app.config);

  route(app, api.adminSignIn, async (request) => {
    const ip = clientIp(request);
    const key = `staff-signin:ip:${ip}`;
    // Counted before the attempt so parallel guesses cannot slip past the limit together.
    const hit = await enforce(limiter, key, SIGNIN_PER_IP);
    const session = await signInStaff(app.db, app.config.JWT_SECRET, request.body, {
      ip,
      userAgent: request.headers['user-agent'],
    }).catch((err) => {
      throw withTriesLeft(err, { left: SIGNIN_PER_IP.limit - hit.hits, retryAfterSeconds: hit.retryAfterSeconds });
    });
    await limiter.release(key, SIGNIN_PER_IP);
    return { data: session };
  });
  route(app, api.adminRequestSignInCode, async (request) => {
    const ip = clientIp(request);
    await enforce(limiter, `staff-sms:ip:${ip}`, SMS_CODE_PER_IP);
    await enforce(limiter, `staff-sms:email:${request.body.email}`, SMS_CODE_PER_EMAIL);
    return { data: await requestStaffSmsCode(app.db, app.config.JWT_SECRET, request.body, ip) };
  });
  route(app, api.adminSignOut, async (request) => {
    await signOutStaff(app.db, (await requireStaff(request)).sessionId);
    return undefined;
  });
  route(app, api.adminMe, async (request) => ({
    data: await staffByIdProfile(app.db, (await requireStaff(request)).staffId),
  }));
  route(app, api.adminListAudit, (request) => listAudit(app.db, request.query));
  route(app, api.adminGetUpload, async (request, reply) =>
    sendUpload(reply, storage, await findUploadByName(app.db, request.params.name)),
  );

  // Staff accounts (admin)
  route(app, api.adminListStaff, (request) => listStaff(app.db, request.query));
  staffWrite(
    app,
    api.adminCreateStaff,
    () => ({ entity: 'staff' }),
    async (tx, request) => {
      const body = request.body;
      const made = await createStaff(tx, {
        email: body.email,
        password: body.password,
        fullName: body.full_name,
        role: body.role,
        mobile: body.mobile,
      });
      const account = staffAccountOf(made.staff);
      // The TOTP secret goes to the admin once and never into the audit log.
      return {
        result: { ...account, otpauth_url: made.otpauthUrl, totp_secret: made.secret },
        after: account,
        entityId: made.staff.id,
      };
    },
  );
  staffWrite(
    app,
    api.adminUpdateStaff,
    (request) => ({ entity: 'staff', entityId: request.params.id }),
    (tx, request, who) => updateStaff(tx, request.params.id, who.staffId, request.body),
  );

  route(app, api.adminDashboard, async () => ({ data: await dashboardOf(app.db) }));
}
