import { createHash, randomBytes } from 'node:crypto';
import type { AuthTokens } from '@vip/contract';
import { describeDevice } from '@vip/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiError } from '../../http/errors';
import { type AccessTokenSettings, signAccessToken } from '../../http/auth';
import { REFRESH_REUSE_GRACE_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from './limits';
import { memberSessions, refreshTokens } from './schema';

const sha256 = (token: string) => createHash('sha256').update(token).digest('base64url');

async function issue(db: Db, settings: AccessTokenSettings, memberId: number, sessionId: string): Promise<AuthTokens> {
  const refresh = randomBytes(32).toString('base64url');
  const now = Date.now();
  const refreshExpiresAt = new Date(now + REFRESH_TOKEN_TTL_SECONDS * 1000);
  await db.insert(refreshTokens).values({ sessionId, tokenHash: sha256(refresh), expiresAt: refreshExpiresAt });
  const access = await signAccessToken(settings, memberId, sessionId, now);
  return {
    access_token: access.token,
    token_type: 'Bearer',
    expires_in: settings.ttlSeconds,
    access_token_expires_at: access.expiresAt.toISOString(),
    refresh_token: refresh,
    refresh_token_expires_at: refreshExpiresAt.toISOString(),
  };
}

/** Starts a session (a refresh-token family) for a member and issues its first token pair. */
export async function startSession(
  db: Db,
  settings: AccessTokenSettings,
  input: { memberId: number; method: 'mobile' | 'email'; ip: string; userAgent?: string },
): Promise<AuthTokens> {
  const [session] = await db
    .insert(memberSessions)
    .values({ memberId: input.memberId, method: input.method, ip: input.ip, userAgent: storedAgent(input.userAgent) })
    .returning({ id: memberSessions.id });
  return issue(db, settings, input.memberId, session.id);
}

/** The user agent as a session keeps it (the site's server forwards the browser's on sign-in and refresh). */
const storedAgent = (userAgent?: string) => userAgent?.slice(0, 300) || undefined;

const invalidRefresh = () => apiError('invalid_refresh_token');

/**
 * Exchanges a refresh token for a new pair. The old token is spent; presenting a spent token again means it
 * leaked, so the whole family (session) is revoked and every token of it stops working — unless it comes back
 * within REFRESH_REUSE_GRACE_SECONDS of its rotation (two tabs refreshing at once), which gets a pair too.
 * A user agent that names a device replaces the session's (a browser updates itself; a session opened before the
 * site forwarded it gets its name); one that names nothing (a bare server call) leaves it as it was.
 */
export async function rotateRefreshToken(
  db: Db,
  settings: AccessTokenSettings,
  token: string,
  userAgent?: string,
): Promise<AuthTokens> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: refreshTokens.id,
        sessionId: refreshTokens.sessionId,
        expiresAt: refreshTokens.expiresAt,
        rotatedAt: refreshTokens.rotatedAt,
        memberId: memberSessions.memberId,
        revokedAt: memberSessions.revokedAt,
      })
      .from(refreshTokens)
      .innerJoin(memberSessions, eq(memberSessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, sha256(token)))
      .for('update')
      .limit(1);
    if (!row || row.revokedAt) return { kind: 'invalid' as const };
    if (row.expiresAt.getTime() <= Date.now()) return { kind: 'invalid' as const };
    const raced = row.rotatedAt && Date.now() - row.rotatedAt.getTime() < REFRESH_REUSE_GRACE_SECONDS * 1000;
    if (row.rotatedAt && !raced) {
      await tx
        .update(memberSessions)
        .set({ revokedAt: new Date(), revokedReason: 'reuse' })
        .where(eq(memberSessions.id, row.sessionId));
      return { kind: 'reused' as const };
    }
    if (!raced) await tx.update(refreshTokens).set({ rotatedAt: new Date() }).where(eq(refreshTokens.id, row.id));
    if (describeDevice(userAgent).kind !== 'unknown')
      await tx
        .update(memberSessions)
        .set({ userAgent: storedAgent(userAgent) })
        .where(eq(memberSessions.id, row.sessionId));
    return { kind: 'ok' as const, tokens: await issue(tx, settings, row.memberId, row.sessionId) };
  });
  if (outcome.kind === 'reused') {
    throw apiError('refresh_token_reused');
  }
  if (outcome.kind === 'invalid') throw invalidRefresh();
  return outcome.tokens;
}

/** Ends the session of a refresh token (no-op for an unknown token). */
export async function revokeByRefreshToken(db: Db, token: string) {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)))
    .limit(1);
  if (row) await revokeSession(db, row.sessionId);
}

/** Ends a session: its refresh tokens and access tokens stop working. */
export async function revokeSession(db: Db, sessionId: string, reason = 'signout') {
  await db
    .update(memberSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(memberSessions.id, sessionId), isNull(memberSessions.revokedAt)));
}
