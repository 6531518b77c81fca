import type { ApiBase } from '@/lib/api-call';

/** Where the site's relays of member and staff calls answer: the browser calls `<prefix>/v1/...` (api-relay.ts). */
export const RELAY_PREFIX = { member: '/api/member', staff: '/api/staff' } as const;

/**
 * The base of a browser call through a relay of this site: no token and no key, both are added on the site's server.
 * Browser only (it reads the page's origin when called).
 */
export function relayBase(kind: keyof typeof RELAY_PREFIX): ApiBase {
  return { apiUrl: `${window.location.origin}${RELAY_PREFIX[kind]}`, apiKey: '' };
}
