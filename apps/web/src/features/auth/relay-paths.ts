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

/**
 * A member call the API refused because the session itself is gone (signed out on another device, the token
 * unusable, the refresh refused): the relay then clears the session cookie and the page sends the member to sign in
 * with a notice. `token_expired` is not one (a refresh racing the call; the client sends it again).
 */
export const SESSION_ENDED_CODES: ReadonlySet<string> = new Set([
  'session_revoked',
  'token_invalid',
  'invalid_refresh_token',
  'unauthorized',
]);

/** The sign-in page's query flag for "your session ended" (it shows the notice). */
export const SESSION_ENDED_PARAM = 'ended';
