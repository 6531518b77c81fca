import 'server-only';
import { cookies, headers } from 'next/headers';
import { getToken, type JWT } from 'next-auth/jwt';
import { authSecret, REFRESH_MARGIN_MS, secureCookies } from './config';

/**
 * The member's session token of the request being rendered, when its API access token is still fresh: a server
 * component may then call member endpoints with it and show the member's data in the first paint. Null otherwise
 * (no session, an error, or a token due for refresh: refreshing here could not write the rotated tokens back into the
 * cookie, so the page's own calls through the relay do that).
 */
export async function freshSessionToken(): Promise<(JWT & { accessToken: string }) | null> {
  const token = await getToken({
    req: { cookies: await cookies(), headers: Object.fromEntries(await headers()) } as never,
    secret: authSecret(),
    secureCookie: secureCookies(),
  }).catch(() => null);
  if (!token?.accessToken || token.error || !token.accessTokenExpires) return null;
  if (Date.now() > token.accessTokenExpires - REFRESH_MARGIN_MS) return null;
  return token as JWT & { accessToken: string };
}
