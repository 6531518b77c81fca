import 'server-only';
import { api } from '@vip/contract';
import type { NextRequest } from 'next/server';
import { decode, encode } from 'next-auth/jwt';
import { clientIpFrom } from '@/lib/client-ip';
import { serverEnv } from '@/lib/env';
import { errorAnswer, isSameOriginWrite, relay } from './api-relay';
import { authSecret, secureCookies } from './config';
import { siteOrigins } from './member-relay';
import { RELAY_PREFIX } from './relay-paths';

/**
 * The back office's staff token lives in an httpOnly cookie sent only to the staff relay (`/api/staff`), encrypted
 * with NEXTAUTH_SECRET under a salt of its own (a member's session cookie cannot pass for it). It is a browser
 * session cookie that ends with the token's own expiry.
 */
const cookieName = () => `${secureCookies() ? '__Secure-' : ''}vip-staff-session`;
const SALT = 'vip-staff-session';
const cookieAttrs = () => `Path=${RELAY_PREFIX.staff}; HttpOnly; SameSite=Strict${secureCookies() ? '; Secure' : ''}`;

type StaffCookie = { access_token: string; expires_at: string };

async function staffToken(request: NextRequest): Promise<string | null> {
  const raw = request.cookies.get(cookieName())?.value;
  if (!raw) return null;
  const token = (await decode({ token: raw, secret: authSecret(), salt: SALT }).catch(() => null)) as
    | (StaffCookie & Record<string, unknown>)
    | null;
  if (!token?.access_token || !(Date.parse(token.expires_at) > Date.now())) return null;
  return token.access_token;
}

/** A browser's staff call `/api/staff/v1/admin/...`, relayed with the token of the cookie. */
export function relayStaffCall(request: NextRequest): Promise<Response> {
  return relay(request, {
    kind: 'staff',
    apiUrl: serverEnv.apiUrl,
    apiKey: serverEnv.apiKey,
    clientIp: clientIpFrom(request.headers),
    siteOrigins: siteOrigins(request),
    token: () => staffToken(request),
  });
}

/** The API's headers of a call made here for the visitor (the storefront key and their address and browser). */
function apiHeaders(request: NextRequest, token?: string): Headers {
  const h = new Headers({ 'x-api-key': serverEnv.apiKey, accept: 'application/json' });
  const ip = clientIpFrom(request.headers);
  if (ip) h.set('x-client-ip', ip);
  const agent = request.headers.get('user-agent');
  if (agent) h.set('user-agent', agent);
  if (token) h.set('authorization', `Bearer ${token}`);
  return h;
}

/**
 * `POST /api/staff/session`: staff sign-in (the API's adminSignIn with the same body). The token goes into the
 * cookie; the page gets the staff account and the expiry only. A refusal is the API's own answer.
 */
export async function staffSignIn(request: NextRequest): Promise<Response> {
  if (!isSameOriginWrite('POST', request.headers, siteOrigins(request))) return errorAnswer('forbidden');
  const headers = apiHeaders(request);
  headers.set('content-type', 'application/json');
  const res = await fetch(new URL(api.adminSignIn.path, serverEnv.apiUrl), {
    method: 'POST',
    headers,
    body: await request.text(),
    cache: 'no-store',
  }).catch(() => null);
  if (!res) return errorAnswer('unknown_error');
  if (!res.ok) {
    return new Response(res.body, {
      status: res.status,
      headers: { 'content-type': res.headers.get('content-type') ?? 'application/json', 'cache-control': 'no-store' },
    });
  }
  const { data } = (await res.json()) as { data: StaffCookie & { staff: unknown } };
  const maxAge = Math.max(60, Math.floor((Date.parse(data.expires_at) - Date.now()) / 1000));
  const value = await encode({
    token: { access_token: data.access_token, expires_at: data.expires_at },
    secret: authSecret(),
    salt: SALT,
    maxAge,
  });
  const answer = Response.json(
    { data: { expires_at: data.expires_at, staff: data.staff } },
    { headers: { 'cache-control': 'no-store' } },
  );
  answer.headers.append('set-cookie', `${cookieName()}=${value}; ${cookieAttrs()}`);
  return answer;
}

/** `DELETE /api/staff/session`: ends the staff session at the API and forgets the cookie (204 either way). */
export async function staffSignOut(request: NextRequest): Promise<Response> {
  if (!isSameOriginWrite('DELETE', request.headers, siteOrigins(request))) return errorAnswer('forbidden');
  const token = await staffToken(request);
  if (token) {
    await fetch(new URL(api.adminSignOut.path, serverEnv.apiUrl), {
      method: api.adminSignOut.method,
      headers: apiHeaders(request, token),
      cache: 'no-store',
    }).catch(() => undefined);
  }
  const answer = new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
  answer.headers.append('set-cookie', `${cookieName()}=; ${cookieAttrs()}; Max-Age=0`);
  return answer;
}
