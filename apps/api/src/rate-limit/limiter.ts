import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type ApiError, apiError } from '../http/errors';
import { rateLimitCounters } from './schema';

/** A limit: at most `limit` hits per fixed window of `windowSeconds`. */
export interface RateRule {
  limit: number;
  windowSeconds: number;
}

/** Outcome of a hit: whether it is within the limit, the count in the window, and seconds until the window ends. */
export interface RateResult {
  allowed: boolean;
  hits: number;
  retryAfterSeconds: number;
}

/** Counters shared by every API instance (stored in the database, fixed windows). */
export interface RateLimiter {
  /** Counts one hit against `key` and says whether it is within `rule`. */
  hit(key: string, rule: RateRule): Promise<RateResult>;
  /** Hits counted in the current window, without counting one. */
  peek(key: string, rule: RateRule): Promise<number>;
  /** Forgets every window of `key` (e.g. failure counters after a success). */
  reset(key: string): Promise<void>;
  /** Gives back one hit of the current window (an attempt that turned out not to count), never below zero. */
  release(key: string, rule: RateRule): Promise<void>;
}

function windowOf(rule: RateRule, now: number) {
  const size = rule.windowSeconds * 1000;
  const start = Math.floor(now / size) * size;
  return { start: new Date(start), end: new Date(start + size) };
}

/** The database implementation: one row per key and window, incremented with an upsert. */
export function dbRateLimiter(db: Db, clock: () => number = Date.now): RateLimiter {
  let calls = 0;
  return {
    async hit(key, rule) {
      const now = clock();
      const { start, end } = windowOf(rule, now);
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, windowStart: start, hits: 1, expiresAt: end })
        .onConflictDoUpdate({
          target: [rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { hits: sql`${rateLimitCounters.hits} + 1` },
        })
        .returning({ hits: rateLimitCounters.hits });
      // Now and then, drop windows that have ended.
      if (++calls % 200 === 0) await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, new Date(now)));
      return {
        allowed: row.hits <= rule.limit,
        hits: row.hits,
        retryAfterSeconds: Math.max(1, Math.ceil((end.getTime() - now) / 1000)),
      };
    },
    async peek(key, rule) {
      const { start } = windowOf(rule, clock());
      const rows = await db
        .select({ hits: rateLimitCounters.hits })
        .from(rateLimitCounters)
        .where(sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.windowStart} = ${start}`);
      return rows[0]?.hits ?? 0;
    },
    async reset(key) {
      await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${key}`);
    },
    async release(key, rule) {
      const { start } = windowOf(rule, clock());
      await db
        .update(rateLimitCounters)
        .set({ hits: sql`${rateLimitCounters.hits} - 1` })
        .where(
          sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.windowStart} = ${start} and ${rateLimitCounters.hits} > 0`,
        );
    },
  };
}

/** 429 with `Retry-After` and a Persian message saying how long to wait. */
export function tooManyRequests(retryAfterSeconds: number, message?: string): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} دقیقه` : `${seconds} ثانیه`;
  return apiError(
    'too_many_requests',
    message ?? `تعداد درخواست‌ها بیش از حد مجاز است؛ لطفاً ${toFa(wait)} دیگر دوباره تلاش کنید.`,
    undefined,
    { 'Retry-After': String(seconds) },
  );
}

const toFa = (s: string) => s.replace(/[0-9]/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);

/** Counts a hit and throws the 429 when it is over the limit. */
export async function enforce(limiter: RateLimiter, key: string, rule: RateRule, message?: string) {
  const result = await limiter.hit(key, rule);
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds, message);
  return result;
}
