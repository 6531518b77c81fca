import 'server-only';
import type { AuthResponse, AuthTokens, Member } from '@vip/contract';
import { headers } from 'next/headers';
import { ApiClientError, callApi } from '@/lib/api-call';
import { clientIpFrom } from '@/lib/client-ip';
import { serverEnv } from '@/lib/env';
import type { AuthFailure } from './auth-error';
import type { SessionMember, SessionTokens } from './types';

const OFFLINE = 'ارتباط با سرور برقرار نشد؛ لطفاً دوباره تلاش کنید.';

/** A failed member call made by the site's server; `status` 0 means the API could not be reached. */
export class MemberCallError extends Error {
  constructor(readonly failure: AuthFailure) {
    super(failure.message);
  }
}

/** The visitor's IP of the request being handled (undefined outside a request). */
async function requestIp(): Promise<string | undefined> {
  try {
    return clientIpFrom(await headers()) || undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST/GET to the API from the site's server with the storefront key and the visitor's IP (§7): given, or read from
 * the request being handled. Without it every visitor would share the site's own per-IP limits (refresh included).
 */
export async function memberCall<T>(
  path: string,
  o: { method?: 'GET' | 'POST' | 'PUT'; body?: unknown; token?: string; clientIp?: string } = {},
): Promise<T> {
  try {
    const clientIp = o.clientIp ?? (await requestIp());
    return await callApi<T>({ apiUrl: serverEnv.apiUrl, apiKey: serverEnv.apiKey }, path, {
      ...o,
      clientIp,
      cache: 'no-store',
    });
  } catch (err) {
    if (!(err instanceof ApiClientError)) throw err;
    // A form shows the field's own message first; without an answer, the API could not be reached.
    const body = err.body;
    const message = body?.errors?.[0]?.message ?? body?.error_message ?? OFFLINE;
    throw new MemberCallError({
      status: err.status,
      code: body?.error_code ?? (err.status ? 'error' : 'offline'),
      message,
    });
  }
}

/** The member as the session keeps it. */
export function toSessionMember(m: Member): SessionMember {
  return {
    id: m.id,
    firstName: m.first_name,
    lastName: m.last_name,
    fullName: m.full_name,
    mobile: m.mobile,
    email: m.email,
    needsProfile: m.needs_profile,
  };
}

/** The API's token pair as the session keeps it. */
export function toSessionTokens(t: AuthTokens): SessionTokens {
  return {
    accessToken: t.access_token,
    accessTokenExpires: Date.parse(t.access_token_expires_at),
    refreshToken: t.refresh_token,
    refreshTokenExpires: Date.parse(t.refresh_token_expires_at),
  };
}

/** The next-auth user of a successful sign-in answer. */
export function toUser(r: AuthResponse) {
  const member = toSessionMember(r.data.member);
  return { id: String(member.id), name: member.fullName, email: member.email, member, ...toSessionTokens(r.data) };
}
