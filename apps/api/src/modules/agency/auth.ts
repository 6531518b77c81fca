import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { apiError } from '../../http/errors';
import { agencies, agencyKeys } from './schema';

/** The agency a call speaks for, and the key it used (docs/agencies.md). */
export interface AgencyAuth {
  agencyId: number;
  keyId: number;
}

/** How stale a key's `last_used_at` may be before a call writes it again. */
const LAST_USED_STEP_MS = 60_000;

const authenticated = new WeakMap<FastifyRequest, AgencyAuth>();

/** What is stored for a key: its sha256, hex. The key itself is never stored or logged. */
export function hashAgencyKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/**
 * Checks `x-agency-key` on every call, against the database (no cache: a revoked key or a suspended agency stops
 * at the next call). A member's bearer token does not stand for an agency: without the header the call is 401.
 */
export async function authenticateAgency(request: FastifyRequest): Promise<AgencyAuth> {
  const known = authenticated.get(request);
  if (known) return known;
  const header = request.headers['x-agency-key'];
  const key = typeof header === 'string' ? header.trim() : '';
  if (!key) throw apiError('agency_key_missing');
  if (key.length > 200) throw apiError('agency_key_invalid');
  const [row] = await request.server.db
    .select({
      keyId: agencyKeys.id,
      agencyId: agencyKeys.agencyId,
      revokedAt: agencyKeys.revokedAt,
      lastUsedAt: agencyKeys.lastUsedAt,
      status: agencies.status,
    })
    .from(agencyKeys)
    .innerJoin(agencies, eq(agencies.id, agencyKeys.agencyId))
    .where(eq(agencyKeys.keyHash, hashAgencyKey(key)))
    .limit(1);
  if (!row || row.revokedAt) throw apiError('agency_key_invalid');
  if (row.status !== 'active') throw apiError('agency_suspended');
  const auth = { agencyId: row.agencyId, keyId: row.keyId };
  authenticated.set(request, auth);
  // When the key was last used, for the keys list: written only when the stored time is a minute old, so most calls
  // add no write to the lookup above.
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > LAST_USED_STEP_MS) {
    await request.server.db.update(agencyKeys).set({ lastUsedAt: sql`now()` }).where(eq(agencyKeys.id, row.keyId));
  }
  return auth;
}

/** The calling agency's id, or a 401. Scope every query of agency-owned rows by it (another agency's row → 404). */
export async function requireAgency(request: FastifyRequest): Promise<number> {
  return (await authenticateAgency(request)).agencyId;
}
