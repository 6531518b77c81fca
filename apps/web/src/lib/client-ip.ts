/**
 * The visitor's IP as the site's server knows it: server.mjs replaces every proxy header of a request with one
 * `X-Forwarded-For` holding the connection's address (or, behind WEB_TRUST_PROXY, the proxy's word); '' when unknown.
 */
export function clientIpFrom(h: Pick<Headers, 'get'>): string {
  return h.get('x-forwarded-for')?.split(',')[0]?.trim() ?? '';
}
