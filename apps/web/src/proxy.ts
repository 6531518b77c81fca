import { type NextRequest, NextResponse } from 'next/server';
import { getToken } from 'next-auth/jwt';
import { authSecret, secureCookies } from '@/features/auth/config';
import { isGatedPath, signInUrl } from '@/features/auth/paths';
import { SESSION_ENDED_PARAM } from '@/features/auth/relay-paths';
import { contentSecurityPolicy, hsts, newNonce } from '@/features/security/headers';

/**
 * Every page: a Content-Security-Policy with a per-request nonce (Next.js reads it from the request header and puts
 * it on its scripts). Pages that need a member (§2, docs/security.md) also send a visitor without a live session to
 * `/member/signin?callbackUrl=<page>`; only the encrypted session cookie is read, refreshing is next-auth's job.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (isGatedPath(pathname)) {
    const token = await getToken({ req: request, secret: authSecret(), secureCookie: secureCookies() }).catch(
      () => null,
    );
    const alive = !!token?.refreshToken && !token.error && (token.refreshTokenExpires ?? 0) > Date.now();
    if (!alive) {
      // A session cookie that no longer works is a session that ended: the sign-in page says so.
      const ended = token ? `&${SESSION_ENDED_PARAM}=1` : '';
      return NextResponse.redirect(new URL(`${signInUrl(`${pathname}${search}`)}${ended}`, request.url));
    }
  }
  const nonce = newNonce();
  const csp = contentSecurityPolicy(
    nonce,
    process.env.PUBLIC_API_URL ?? `http://localhost:${process.env.API_PORT ?? 4000}`,
  );
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', csp);
  const transportSecurity = hsts();
  if (transportSecurity) response.headers.set('strict-transport-security', transportSecurity);
  return response;
}

// Pages only: built assets, images and the auth/ip handlers need no nonce.
export const config = {
  matcher: [
    {
      source: '/((?!_next/static|_next/image|api/|icon.svg|favicon.ico|robots.txt|sitemap.xml).*)',
      missing: [{ type: 'header', key: 'next-router-prefetch' }],
    },
  ],
};
