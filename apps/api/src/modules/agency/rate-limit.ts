import type { Db } from '../../db/client';
import { dbRateLimiter, enforce, type RateLimiter, type RateRule } from '../../rate-limit/limiter';

/**
 * Calls per agency key (docs/agencies.md, "Rate limit"): every `/v1/agency/` call counts against its key in the
 * shared database counters, so all API instances enforce one budget. Over it: 429 `too_many_requests`, `Retry-After`.
 */
export const AGENCY_KEY_RULE: RateRule = { limit: 120, windowSeconds: 60 };

export const agencyRateKey = (keyId: number) => `agency:key:${keyId}`;

const limiters = new WeakMap<Db, RateLimiter>();

/** Counts one call of the key and throws the 429 when the key has used its minute. */
export async function limitAgencyKey(db: Db, keyId: number): Promise<void> {
  let limiter = limiters.get(db);
  if (!limiter) {
    limiter = dbRateLimiter(db);
    limiters.set(db, limiter);
  }
  await enforce(limiter, agencyRateKey(keyId), AGENCY_KEY_RULE);
}
