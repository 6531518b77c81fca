import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { RateLimiter } from '../../rate-limit/limiter';

/** What the member services need: the database, the configuration and the rate limiter. */
export interface MemberDeps {
  db: Db;
  config: Config;
  limiter: RateLimiter;
}
