import { type NextRequest, NextResponse } from 'next/server';
import { getToken } from 'next-auth/jwt';
import { authSecret, secureCookies } from '@/features/auth/config';
import { signInUrl } from '@/features/auth/paths';

/**
 * Sign-in gate (§2, DESIGN §6): pages that need a member send a visitor without a live session to
 * `/member/signin?callbackUrl=<page>`. Only reads the encrypted session cookie; refreshing is next-auth's job.
 */
export async function proxy(request: NextRequest) {
  const token = await getToken({ req: request, secret: authSecret(), secureCookie: secureCookies() }).catch(() => null);
  const alive = !!token?.refreshToken && !token.error && (token.refreshTokenExpires ?? 0) > Date.now();
  if (alive) return NextResponse.next();
  const { pathname, search } = request.nextUrl;
  return NextResponse.redirect(new URL(signInUrl(`${pathname}${search}`), request.url));
}

// Keep in step with GATED_PREFIXES (features/auth/paths.ts); the matcher must be a literal.
export const config = {
  matcher: ['/dashboard/:path*'],
};
