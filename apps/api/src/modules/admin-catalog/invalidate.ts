import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';

/** How long the API waits for the site to take the tags (a write never waits on it: it has committed already). */
export const REVALIDATE_TIMEOUT_MS = 2_000;

/** Where the site's revalidation handler is, or undefined when nothing is sent (`off`, or tests without a URL). */
export function revalidateUrlOf(config: Pick<Config, 'REVALIDATE_URL' | 'WEB_URL' | 'NODE_ENV'>): string | undefined {
  if (config.REVALIDATE_URL === 'off') return undefined;
  if (config.REVALIDATE_URL) return config.REVALIDATE_URL;
  return config.NODE_ENV === 'test' ? undefined : `${config.WEB_URL.replace(/\/+$/, '')}/api/revalidate`;
}

/**
 * Tells the site to revalidate its cached fetches of these tags (POST `{ tags }` with the shared secret). Never
 * throws: a site that is down or slow (REVALIDATE_TIMEOUT_MS) is a logged warning, its pages refresh on their own
 * revalidate period. Answers whether the site took them.
 */
export async function notifySite(
  config: Pick<Config, 'REVALIDATE_URL' | 'REVALIDATE_SECRET' | 'WEB_URL' | 'NODE_ENV'>,
  tags: string[],
  log: FastifyBaseLogger,
): Promise<boolean> {
  const url = revalidateUrlOf(config);
  if (!url || !tags.length) return false;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.REVALIDATE_SECRET}` },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(REVALIDATE_TIMEOUT_MS),
    });
    if (!res.ok) log.warn({ status: res.status, tags }, 'the site refused the cache revalidation');
    return res.ok;
  } catch (err) {
    log.warn({ reason: (err as Error).message, tags }, 'the site could not be told to revalidate its cache');
    return false;
  }
}
