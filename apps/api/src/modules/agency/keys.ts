import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listEnvelope } from '../../db/list';
import { notFound } from '../../http/errors';
import type { AuditedResult } from '../admin/audit';
import { agencyNotFound } from './admin';
import { hashAgencyKey } from './auth';
import { agencies, agencyKeys } from './schema';

/*
 * An agency's API keys (docs/agencies.md, "Keys"): the key is answered once when made; only its sha256 is stored,
 * with its first characters to tell keys apart. Revoking stops it at its next call (auth.ts reads the row each time).
 */

/** Recognisable in a leaked log or a secret scanner, like `sk_live_`. */
export const AGENCY_KEY_PREFIX = 'vipag_';
/** How much of a key lists show: the marker and six random characters. */
const SHOWN = AGENCY_KEY_PREFIX.length + 6;

type KeyRow = typeof agencyKeys.$inferSelect;

const viewOf = (k: KeyRow) => ({
  id: k.id,
  title: k.title,
  prefix: k.prefix,
  created_at: k.createdAt.toISOString(),
  revoked_at: k.revokedAt?.toISOString() ?? null,
  last_used_at: k.lastUsedAt?.toISOString() ?? null,
});

async function assertAgency(db: Db, agencyId: number) {
  const [row] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, agencyId));
  if (!row) throw agencyNotFound();
}

/** The agency's keys, newest first, without the keys themselves (they are not kept). */
export async function listAgencyKeys(db: Db, agencyId: number) {
  await assertAgency(db, agencyId);
  const rows = await db.select().from(agencyKeys).where(eq(agencyKeys.agencyId, agencyId)).orderBy(desc(agencyKeys.id));
  return listEnvelope(rows.map(viewOf), rows.length, rows.length, 0);
}

/** A new key: 32 random bytes (base64url) after the marker; the audit log, like the table, keeps only the prefix. */
export async function createAgencyKey(tx: Db, agencyId: number, title: string) {
  await assertAgency(tx, agencyId);
  const key = `${AGENCY_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const prefix = key.slice(0, SHOWN);
  const [row] = await tx
    .insert(agencyKeys)
    .values({ agencyId, title, keyHash: hashAgencyKey(key), prefix })
    .returning();
  return {
    result: { id: row.id, key, prefix, title: row.title },
    after: { id: row.id, title: row.title, prefix },
    entityId: agencyId,
  } satisfies AuditedResult<unknown>;
}

/** Revokes one key of this agency (another agency's key id is 404); revoking twice keeps the first time. */
export async function revokeAgencyKey(tx: Db, agencyId: number, keyId: number) {
  const [before] = await tx
    .select()
    .from(agencyKeys)
    .where(and(eq(agencyKeys.id, keyId), eq(agencyKeys.agencyId, agencyId)));
  if (!before) throw notFound('کلید API');
  if (before.revokedAt) return { result: viewOf(before), entityId: agencyId };
  const [row] = await tx.update(agencyKeys).set({ revokedAt: new Date() }).where(eq(agencyKeys.id, keyId)).returning();
  return {
    result: viewOf(row),
    before: { id: keyId, revoked_at: null },
    after: { id: keyId, revoked_at: row.revokedAt?.toISOString() },
    entityId: agencyId,
  };
}
