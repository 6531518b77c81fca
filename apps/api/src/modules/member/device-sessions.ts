import type { MemberSession } from '@vip/contract';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberSessions, refreshTokens } from './schema';
import { revokeSession } from './sessions';

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'اج'],
  [/OPR\/|Opera/, 'اپرا'],
  [/SamsungBrowser/, 'مرورگر سامسونگ'],
  [/Firefox\//, 'فایرفاکس'],
  [/Chrome\/|Chromium|CriOS/, 'کروم'],
  [/Safari\//, 'سافاری'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'اندروید'],
  [/iPhone|iPad|iOS/, 'iOS'],
  [/Windows/, 'ویندوز'],
  [/Mac OS X|Macintosh/, 'مک'],
  [/Linux/, 'لینوکس'],
];

/** A short Persian name of a user agent: «کروم روی اندروید»; unknown parts are left out. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'دستگاه ناشناس';
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  if (browser && system) return `${browser} روی ${system}`;
  return browser ?? system ?? 'دستگاه ناشناس';
}

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
  return rows.map((r) => ({
    id: r.id,
    method: r.method,
    ip: r.ip,
    user_agent: r.userAgent,
    device: deviceName(r.userAgent),
    created_at: r.createdAt.toISOString(),
    last_used_at: new Date(r.lastUsed).toISOString(),
    current: r.id === currentId,
  }));
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
