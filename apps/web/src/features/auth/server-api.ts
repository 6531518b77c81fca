import 'server-only';
import type { AnswerOf, AuthResponse, AuthTokens, CallInput, EndpointDef, Member } from '@vip/contract';
import { headers } from 'next/headers';
import { type CallOptions, call, toApiClientError } from '@/lib/api-call';
import { clientIpFrom } from '@/lib/client-ip';
import { serverEnv } from '@/lib/env';
import type { AuthFailure } from './auth-error';
import type { SessionMember, SessionTokens } from './types';

/** Who is calling, as the site's server forwards it to the API: the visitor's IP and browser. */
export type Visitor = Pick<CallOptions, 'clientIp' | 'userAgent'>;

/** The visitor of a request's headers (server.mjs pins the IP; the user agent is the browser's own). */
export function visitorFrom(h: Pick<Headers, 'get'>): Visitor {
  return { clientIp: clientIpFrom(h) || undefined, userAgent: h.get('user-agent') || undefined };
}

/** The visitor of the request being handled (nothing outside a request). */
async function requestVisitor(): Promise<Visitor> {
  try {
    return visitorFrom(await headers());
  } catch {
    return {};
  }
}

/**
 * Calls a member endpoint from the site's server with the storefront key and the visitor's IP (§7) and user agent:
 * given, or read from the request being handled. Without the IP every visitor would share the site's own per-IP
 * limits (refresh included); without the agent the member's signed-in devices could not be named. Uncached.
 */
export async function memberCall<E extends EndpointDef>(
  endpoint: E,
  input: CallInput<E>,
  o: Pick<CallOptions, 'token'> & Visitor = {},
): Promise<AnswerOf<E>> {
  const visitor = o.clientIp || o.userAgent ? {} : await requestVisitor();
  return call({ apiUrl: serverEnv.apiUrl, apiKey: serverEnv.apiKey }, endpoint, input, {
    ...visitor,
    ...o,
    cache: 'no-store',
  });
}

/** A failed sign-in call as the failure next-auth carries back to the form: the field's own message first. */
export function authFailureOf(e: unknown): AuthFailure {
  const err = toApiClientError(e);
  const message = err.body?.errors?.[0]?.message ?? err.message;
  return { status_code: err.status, error_code: err.code, error_message: message, errors: err.body?.errors };
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
