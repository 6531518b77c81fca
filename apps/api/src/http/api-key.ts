import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AGENCY_PREFIX, API_PREFIX } from '@vip/contract';
import type { Db } from '../db/client';
import { apiKeys } from '../db/schema';
import { apiError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A page the browser opens itself (EndpointDef.browser): no API key asked. */
    browser?: boolean;
  }
}

/** sha256 of a key, the only form stored. */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Makes sure a key row exists for `key` (the storefront's API_KEY). */
export async function ensureApiKey(db: Db, key: string, title = 'storefront') {
  await db
    .insert(apiKeys)
    .values({ title, keyHash: hashApiKey(key) })
    .onConflictDoNothing();
}

// Known-good keys are remembered briefly (by the key as sent, so a hit costs no hashing either) so a busy storefront
// does not query the table on every call; a revoked key stops working within this time. Only valid keys are kept.
const CACHE_MS = 60_000;

/** Every /v1 request needs a valid, unrevoked `x-api-key` (401 otherwise). */
export function installApiKeyCheck(app: FastifyInstance, db: Db) {
  const known = new Map<string, number>();
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(API_PREFIX)) return;
    // The agency API is authenticated by the agency's own key (route.ts, modules/agency/auth.ts).
    if (request.url.startsWith(AGENCY_PREFIX)) return;
    // Pages a browser opens itself (a bank's redirect back, the sandbox bank) cannot send a key.
    if (request.routeOptions.config?.browser) return;
    const key = request.headers['x-api-key'];
    if (typeof key !== 'string' || key === '') {
      throw apiError('api_key_missing');
    }
    const seen = known.get(key);
    if (seen !== undefined && Date.now() - seen < CACHE_MS) return;
    const hash = hashApiKey(key);
    const [row] = await db
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(and(eq(apiKeys.keyHash, hash), isNull(apiKeys.revokedAt)))
      .limit(1);
    if (!row) throw apiError('api_key_invalid');
    known.set(key, Date.now());
  });
}
