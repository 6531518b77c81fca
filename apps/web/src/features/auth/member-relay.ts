import 'server-only';
import type { NextRequest } from 'next/server';
import { encode, getToken, type JWT } from 'next-auth/jwt';
import { clientIpFrom } from '@/lib/client-ip';
import { serverEnv } from '@/lib/env';
import { relay } from './api-relay';
import { authSecret, authUrl, SESSION_MAX_AGE, secureCookies } from './config';
import { ensureFreshToken } from './refresh';
import { SESSION_ENDED_CODES } from './relay-paths';

/** Origins whose pages may write through the relays: the site's public URL and the origin the request came to. */
export function siteOrigins(request: NextRequest): string[] {
  return [new URL(authUrl()).origin, request.nextUrl.origin];
}

// next-auth's own session cookie (name, attributes and chunking as next-auth v4 writes it), so a refresh made here
// is the one next-auth reads next.
const cookieName = () => `${secureCookies() ? '__Secure-' : ''}next-auth.session-token`;
const CHUNK_SIZE = 4096 - 163;

/** `Set-Cookie` values that delete the session cookie (and its chunks): the member is signed out on this device. */
function clearedSessionCookies(request: NextRequest): string[] {
  const name = cookieName();
  return request.cookies
    .getAll()
    .map((c) => c.name)
    .filter((n) => n === name || n.startsWith(`${name}.`))
    .map((n) => `${n}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secureCookies() ? '; Secure' : ''}`);
}

/** Whether a relayed answer says the member's session is gone (not merely an access token to refresh). */
async function sessionEnded(answer: Response): Promise<boolean> {
  if (answer.status !== 401) return false;
  const body = (await answer
    .clone()
    .json()
    .catch(() => null)) as { error_code?: unknown } | null;
  return typeof body?.error_code === 'string' && SESSION_ENDED_CODES.has(body.error_code);
}

/** `Set-Cookie` values that store `token` as the session cookie, dropping chunks the request had beyond them. */
async function sessionCookies(request: NextRequest, token: JWT): Promise<string[]> {
  const name = cookieName();
  const value = await encode({ token, secret: authSecret(), maxAge: SESSION_MAX_AGE });
  const attrs = `Path=/; HttpOnly; SameSite=Lax; Expires=${new Date(Date.now() + SESSION_MAX_AGE * 1000).toUTCString()}${secureCookies() ? '; Secure' : ''}`;
  const parts: [string, string][] =
    value.length <= CHUNK_SIZE
      ? [[name, value]]
      : Array.from({ length: Math.ceil(value.length / CHUNK_SIZE) }, (_, i) => [
          `${name}.${i}`,
          value.slice(i * CHUNK_SIZE, (i + 1) * CHUNK_SIZE),
        ]);
  const written = new Set(parts.map(([n]) => n));
  const stale = request.cookies
    .getAll()
    .map((c) => c.name)
    .filter((n) => (n === name || n.startsWith(`${name}.`)) && !written.has(n));
  return [
    ...parts.map(([n, v]) => `${n}=${v}; ${attrs}`),
    ...stale.map((n) => `${n}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secureCookies() ? '; Secure' : ''}`),
  ];
}

/**
 * A browser's member call `/api/member/v1/...`: the API access token is read from next-auth's encrypted cookie,
 * refreshed first when less than a minute is left (the rotated pair is written back into the cookie, as next-auth's
 * session route does), and added here; the page never holds it.
 */
export async function relayMemberCall(request: NextRequest): Promise<Response> {
  let cookies: string[] = [];
  let hadSession = false;
  const answer = await relay(request, {
    kind: 'member',
    apiUrl: serverEnv.apiUrl,
    apiKey: serverEnv.apiKey,
    clientIp: clientIpFrom(request.headers),
    siteOrigins: siteOrigins(request),
    token: async () => {
      const token = await getToken({ req: request, secret: authSecret(), secureCookie: secureCookies() }).catch(
        () => null,
      );
      if (!token) return null;
      hadSession = true;
      const fresh = await ensureFreshToken(token);
      if (fresh !== token) cookies = await sessionCookies(request, fresh);
      return fresh.error ? null : (fresh.accessToken ?? null);
    },
  });
  // Signed out on another device (or the refresh refused): the cookie here is dead too, so this device signs out
  // instead of greeting a member whose every call now fails.
  if (hadSession && (await sessionEnded(answer))) cookies = clearedSessionCookies(request);
  for (const c of cookies) answer.headers.append('set-cookie', c);
  return answer;
}
