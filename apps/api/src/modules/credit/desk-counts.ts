import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditRequests } from './requests-schema';

/** Offline top-ups waiting for finance's decision. */
export async function pendingTopUpCount(db: Db) {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(creditRequests)
    .where(eq(creditRequests.state, 'pending'));
  return n;
}
