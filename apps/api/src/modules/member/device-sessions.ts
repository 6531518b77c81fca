import type { MemberSession } from '@vip/contract';
import { describeDevice } from '@vip/domain';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberSessions, refreshTokens } from './schema';
import { revokeSession } from './sessions';

/** The member's live sessions (not ended, with a refresh token still valid), most recently used first. */
export async function listDeviceSessions(db: Db, memberId: number, currentId: string): Promise<MemberSession[]> {
  const lastUsed = sql<Date>`max(${refreshTokens.createdAt})`;
  const rows = await db
    .select({
      id: memberSessions.id,
      method: memberSessions.method,
      ip: memberSessions.ip,
      userAgent: memberSessions.userAgent,
      createdAt: memberSessions.createdAt,
      lastUsed,
    })
    .from(memberSessions)
    .innerJoin(refreshTokens, eq(refreshTokens.sessionId, memberSessions.id))
    .where(
      and(
        eq(memberSessions.memberId, memberId),
        isNull(memberSessions.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .groupBy(memberSessions.id)
    .orderBy(desc(lastUsed));
  return rows.map((r) => {
    const device = describeDevice(r.userAgent);
    return {
      id: r.id,
      method: r.method,
      ip: r.ip,
      user_agent: r.userAgent,
      device: device.name,
      device_kind: device.kind,
      created_at: r.createdAt.toISOString(),
      last_used_at: new Date(r.lastUsed).toISOString(),
      current: r.id === currentId,
    };
  });
}

/** Ends one of the member's sessions; false when it is not theirs or already ended. */
export async function revokeOwnSession(db: Db, memberId: number, sessionId: string) {
  const [row] = await db
    .select({ id: memberSessions.id })
    .from(memberSessions)
    .where(
      and(eq(memberSessions.id, sessionId), eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt)),
    )
    .limit(1);
  if (!row) return false;
  await revokeSession(db, sessionId);
  return true;
}

/** Ends every other live session of the member; answers how many. */
export async function revokeOtherSessions(db: Db, memberId: number, currentId: string) {
  const ended = await db
    .update(memberSessions)
    .set({ revokedAt: new Date(), revokedReason: 'signout' })
    .where(
      and(eq(memberSessions.memberId, memberId), ne(memberSessions.id, currentId), isNull(memberSessions.revokedAt)),
    )
    .returning({ id: memberSessions.id });
  return ended.length;
}
