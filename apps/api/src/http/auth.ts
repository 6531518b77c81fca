import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { memberSessions } from '../db/schema';
import { apiError } from './errors';

/** What signing an access token needs: the key and the lifetime (seconds) from the configuration. */
export interface AccessTokenSettings {
  secret: string;
  ttlSeconds: number;
}

/** The access-token settings of a configuration. */
export const accessTokenSettings = (config: { JWT_SECRET: string; ACCESS_TOKEN_TTL_SECONDS: number }) => ({
  secret: config.JWT_SECRET,
  ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
});
const ISSUER = 'vip-api';
const AUDIENCE = 'sitemember';

/** OpenAPI security of member routes: the API key and the bearer access token. */
export const memberSecurity = [{ apiKey: [], bearer: [] }];
/** OpenAPI security of staff routes: the API key and a staff access token (another audience than a member's). */
export const staffSecurity = [{ apiKey: [], staffBearer: [] }];
/** The agency API: the agency's key alone (docs/agencies.md). */
export const agencySecurity = [{ agencyKey: [] }];

const keys = new Map<string, Uint8Array>();
const keyOf = (secret: string) => {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
};

/** Signs an access token (JWT HS256) for a member and its session (the refresh-token family). */
export async function signAccessToken(
  settings: AccessTokenSettings,
  memberId: number,
  sessionId: string,
  now = Date.now(),
) {
  const iat = Math.floor(now / 1000);
  const exp = iat + settings.ttlSeconds;
  const token = await new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(memberId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(keyOf(settings.secret));
  return { token, expiresAt: new Date(exp * 1000) };
}

const unauthorized = (code: 'unauthorized' | 'token_expired' | 'token_invalid' | 'session_revoked') =>
  apiError(code, undefined, undefined, { 'WWW-Authenticate': 'Bearer' });

/** The signed-in member of a request, once authenticated. */
export interface MemberAuth {
  memberId: number;
  sessionId: string;
}

const authenticated = new WeakMap<FastifyRequest, MemberAuth>();

/**
 * Checks `Authorization: Bearer <access token>`: signature, expiry, and that its session was not signed out.
 * Throws 401 (Persian message) otherwise. The result is remembered for the request.
 */
export async function authenticateMember(request: FastifyRequest): Promise<MemberAuth> {
  const known = authenticated.get(request);
  if (known) return known;
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  if (!match) throw unauthorized('unauthorized');
  let memberId: number;
  let sessionId: string;
  try {
    const { payload } = await jwtVerify(match[1], keyOf(request.server.config.JWT_SECRET), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    memberId = Number(payload.sub);
    sessionId = String(payload.sid ?? '');
    if (!Number.isInteger(memberId) || memberId <= 0 || !sessionId) throw new Error('bad claims');
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) {
      throw unauthorized('token_expired');
    }
    throw unauthorized('token_invalid');
  }
  const [session] = await request.server.db
    .select({ id: memberSessions.id })
    .from(memberSessions)
    .where(
      and(eq(memberSessions.id, sessionId), eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt)),
    )
    .limit(1);
  if (!session) throw unauthorized('session_revoked');
  const auth = { memberId, sessionId };
  authenticated.set(request, auth);
  return auth;
}

/** The signed-in member's id, or a 401. Scope every query of member-owned rows by it (another's row → 404). */
export async function requireMember(request: FastifyRequest): Promise<number> {
  return (await authenticateMember(request)).memberId;
}

/** preHandler for member routes: `{ preHandler: authenticate, schema: { security: memberSecurity, … } }`. */
export async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  await authenticateMember(request);
}
