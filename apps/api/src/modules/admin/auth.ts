import { STAFF_ROLES, type StaffRole } from '@vip/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../../db/client';
import { ApiError, apiError } from '../../http/errors';
import { staff, staffSessions } from './schema';

// Staff tokens share the signing key with members but not the audience: a member token is never a staff token.
const ISSUER = 'vip-api';
export const STAFF_AUDIENCE = 'staff';
/** A staff sign-in lasts a working shift; then the password and a fresh TOTP code are asked again. */
export const STAFF_SESSION_HOURS = 12;

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** The TOTP (RFC 6238: SHA-1, 6 digits, 30 s) of a staff account. */
export function totpOf(secret: string, email: string) {
  return new TOTP({
    issuer: 'آسمان ویژه',
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random TOTP secret (base32, 160 bits). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/**
 * Checks a TOTP code (one step of clock drift either way) and answers its time step, or null. The caller refuses
 * a step not newer than the last one used, so a code cannot be replayed.
 */
export function totpStep(secret: string, email: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret, email).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / 30) + delta;
}

/** Signs a staff access token for a session (its lifetime is the session's). */
export async function signStaffToken(
  jwtSecret: string,
  staffId: number,
  role: StaffRole,
  sessionId: string,
  expiresAt: Date,
) {
  return new SignJWT({ sid: sessionId, role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(staffId))
    .setIssuer(ISSUER)
    .setAudience(STAFF_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyOf(jwtSecret));
}

/** The signed-in staff of a request. */
export interface StaffAuth {
  staffId: number;
  role: StaffRole;
  sessionId: string;
}

const unauthorized = (code: 'unauthorized' | 'token_expired' | 'token_invalid' | 'session_revoked', message: string) =>
  apiError(code, message, undefined, { 'WWW-Authenticate': 'Bearer' });
const forbidden = () => apiError('forbidden', 'دسترسی به این بخش برای نقش شما مجاز نیست.');

const authenticated = new WeakMap<FastifyRequest, StaffAuth>();

/**
 * Checks the staff bearer token (signature, audience, expiry, live session, active account) and the role.
 * No token or a bad one → 401; a member's token or a role not in `roles` → 403. The role is read from the
 * account, not the token, so a role change applies at once.
 */
export async function authenticateStaff(request: FastifyRequest, roles: readonly StaffRole[]): Promise<StaffAuth> {
  let auth = authenticated.get(request);
  if (!auth) {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
    if (!match) throw unauthorized('unauthorized', 'برای این کار باید با حساب کارکنان وارد شوید.');
    let staffId: number;
    let sessionId: string;
    try {
      const { payload } = await jwtVerify(match[1], keyOf(request.server.config.JWT_SECRET), {
        issuer: ISSUER,
        algorithms: ['HS256'],
      });
      // A valid token of another audience (a member's) is someone known who may not be here: 403, not 401.
      const aud = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
      if (!aud.includes(STAFF_AUDIENCE)) throw forbidden();
      staffId = Number(payload.sub);
      sessionId = String(payload.sid ?? '');
      if (!Number.isInteger(staffId) || staffId <= 0 || !sessionId) throw new Error('bad claims');
    } catch (err) {
      if (err instanceof ApiError) throw err;
      if (err instanceof joseErrors.JWTExpired) {
        throw unauthorized('token_expired', 'نشست شما به پایان رسیده است؛ لطفاً دوباره وارد شوید.');
      }
      throw unauthorized('token_invalid', 'توکن دسترسی نامعتبر است؛ لطفاً دوباره وارد شوید.');
    }
    const [row] = await request.server.db
      .select({ role: staff.role })
      .from(staffSessions)
      .innerJoin(staff, eq(staff.id, staffSessions.staffId))
      .where(
        and(
          eq(staffSessions.id, sessionId),
          eq(staffSessions.staffId, staffId),
          isNull(staffSessions.revokedAt),
          gt(staffSessions.expiresAt, new Date()),
          eq(staff.active, true),
        ),
      )
      .limit(1);
    if (!row) throw unauthorized('session_revoked', 'از حساب کارکنان خارج شده‌اید؛ لطفاً دوباره وارد شوید.');
    auth = { staffId, role: row.role as StaffRole, sessionId };
    authenticated.set(request, auth);
  }
  if (!roles.includes(auth.role)) throw forbidden();
  return auth;
}

/** The staff of a request already checked by route()'s preHandler (any staff role). */
export function requireStaff(request: FastifyRequest): Promise<StaffAuth> {
  return authenticateStaff(request, STAFF_ROLES);
}

/** Finds an active staff account by e-mail (lower-cased). */
export async function staffByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.email, email.trim().toLowerCase()), eq(staff.active, true)))
    .limit(1);
  return row;
}
