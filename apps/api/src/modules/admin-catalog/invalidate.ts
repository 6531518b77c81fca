import type { FastifyBaseLogger } from 'fastify';
import { commaList, type Config } from '../../config';
import type { SmsSender } from '../../sms/sender';

/** How long the outbox waits for the site to take the tags before trying again later. */
export const REVALIDATE_TIMEOUT_MS = 2_000;

/** The topic announced to every API instance when the catalogue changes (each drops its public cache). */
export const CATALOG_CHANGED = 'catalog_changed';

/**
 * The site's revalidation handlers (one per site instance, REVALIDATE_URL comma-separated; default
 * WEB_URL/api/revalidate); none with `off`, or in tests without a URL.
 */
export function revalidateUrlsOf(config: Pick<Config, 'REVALIDATE_URL' | 'WEB_URL' | 'NODE_ENV'>): string[] {
  if (config.REVALIDATE_URL === 'off') return [];
  if (config.REVALIDATE_URL) return commaList(config.REVALIDATE_URL);
  return config.NODE_ENV === 'test' ? [] : [`${config.WEB_URL.replace(/\/+$/, '')}/api/revalidate`];
}

/**
 * The outbox's sender of `site` rows: POSTs `{ tags }` with the shared secret to the row's URL. A site that is down,
 * slow (REVALIDATE_TIMEOUT_MS) or refusing throws, so the outbox tries again with its back-off.
 */
export function siteRevalidationSender(
  config: Pick<Config, 'REVALIDATE_SECRET'>,
  log: Pick<FastifyBaseLogger, 'info'>,
): SmsSender {
  return {
    name: 'site',
    async send({ recipient: url, body }) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${config.REVALIDATE_SECRET}` },
        body,
        signal: AbortSignal.timeout(REVALIDATE_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`the site refused the cache revalidation (HTTP ${res.status})`);
      log.info({ url, body }, 'site told to revalidate');
    },
  };
}
