import { type NextRequest, NextResponse } from 'next/server';
import { getToken } from 'next-auth/jwt';
import createIntlMiddleware from 'next-intl/middleware';
import { authSecret, secureCookies } from '@/features/auth/config';
import { isGatedPath, signInUrl } from '@/features/auth/paths';
import { SESSION_ENDED_PARAM } from '@/features/auth/relay-paths';
import { contentSecurityPolicy, hsts, newNonce } from '@/features/security/headers';
import { localizedPath, routing, splitLocale } from '@/i18n/routing';

const localeRouting = createIntlMiddleware(routing);

/** The back office (Persian, its own root layout) and files like `/manifest.webmanifest` have no locale. */
function isLocaleFree(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/') || /\.[^/]+$/.test(pathname);
}

/**
 * Every page: a Content-Security-Policy with a per-request nonce (Next.js reads it from the request header and puts
 * it on its scripts). Pages that need a member (§2, docs/security.md) also send a visitor without a live session to
 * `/member/signin?callbackUrl=<page>` (in the page's language: `/en/dashboard` → `/en/member/signin`); only the
 * encrypted session cookie is read, refreshing is next-auth's job. Then next-intl's locale routing: Persian's
 * unprefixed paths are served by the `[locale]` pages as `fa`, `/en/…` and `/ar/…` as themselves.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const { locale, path } = splitLocale(pathname);
  if (isGatedPath(path)) {
    const token = await getToken({ req: request, secret: authSecret(), secureCookie: secureCookies() }).catch(
      () => null,
    );
    const alive = !!token?.refreshToken && !token.error && (token.refreshTokenExpires ?? 0) > Date.now();
    if (!alive) {
      // A session cookie that no longer works is a session that ended: the sign-in page says so.
      const ended = token ? `&${SESSION_ENDED_PARAM}=1` : '';
      const signIn = localizedPath(locale, signInUrl(`${pathname}${search}`));
      return NextResponse.redirect(new URL(`${signIn}${ended}`, request.url));
    }
  }
  const nonce = newNonce();
  const csp = contentSecurityPolicy(
    nonce,
    process.env.PUBLIC_API_URL ?? `http://localhost:${process.env.API_PORT ?? 4000}`,
  );
  // next-intl's rewrite/next forwards the request's headers to the page, so the nonce rides along.
  request.headers.set('x-nonce', nonce);
  // The [locale] layout's metadata names this page's twins in the other languages (hreflang) from it.
  request.headers.set('x-pathname', path);
  request.headers.set('content-security-policy', csp);
  const response = isLocaleFree(pathname)
    ? NextResponse.next({ request: { headers: request.headers } })
    : localeRouting(request);
  response.headers.set('content-security-policy', csp);
  const transportSecurity = hsts();
  if (transportSecurity) response.headers.set('strict-transport-security', transportSecurity);
  return response;
}

// Pages only: built assets, images and the auth/ip handlers need no nonce. Router prefetches come through too: the
// locale rewrite (Persian `/x` → the `[locale]` page) is what finds their page.
export const config = {
  matcher: ['/((?!_next/static|_next/image|api/|icon.svg|favicon.ico|robots.txt|sitemap.xml).*)'],
};
