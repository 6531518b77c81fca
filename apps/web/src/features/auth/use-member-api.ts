'use client';

import { useQuery } from '@tanstack/react-query';
import { isSessionValid } from '@vip/domain';
import type { Session } from 'next-auth';
import { getSession, useSession } from 'next-auth/react';
import { useCallback, useMemo } from 'react';
import type { AnswerOf, CallInput, EndpointDef, EndpointRef } from '@vip/contract';
import { ApiClientError, type BoundCall, type CallOptions, call } from '@/lib/api-client';
import { usePublicConfig } from '@/lib/public-config';
import { REFRESH_MARGIN_MS } from './config';
import type { SessionMember } from './types';

const SIGNED_OUT = 'برای ادامه ابتدا وارد حساب کاربری خود شوید.';

/** A usable access token: the session's own while fresh, else a freshly refreshed one (the server rotates it). */
async function freshToken(session: Session | null): Promise<string> {
  if (session?.accessToken && (session.accessTokenExpires ?? 0) - Date.now() > REFRESH_MARGIN_MS) {
    return session.accessToken;
  }
  const next = await getSession();
  if (!next?.accessToken || !isSessionValid(next)) throw new ApiClientError(401, SIGNED_OUT);
  return next.accessToken;
}

/** The signed-in member (or null), the session status, and whether the session is usable. */
export function useMember(): {
  member: SessionMember | null;
  status: 'loading' | 'authenticated' | 'unauthenticated';
  signedIn: boolean;
} {
  const { data, status } = useSession();
  const signedIn = status === 'authenticated' && isSessionValid(data);
  return { member: signedIn ? (data?.member ?? null) : null, status, signedIn };
}

/**
 * `call` for member endpoints (§6): adds `Authorization: Bearer <access token>` from the session, refreshes
 * the token first when it is about to expire, and retries once after a 401. Failures are ApiClientError with the
 * API's Persian message.
 *
 *   const memberApi = useMemberApi();
 *   const orders = await memberApi(api.listOrders, { query: { limit: 12 } });
 */
export function useMemberApi(): BoundCall {
  const config = usePublicConfig();
  const { data: session } = useSession();
  return useCallback(
    async <E extends EndpointDef>(
      endpoint: E | EndpointRef<E>,
      input: CallInput<E>,
      o: CallOptions = {},
    ): Promise<AnswerOf<E>> => {
      const token = await freshToken(session);
      try {
        return await call(config, endpoint, input, { ...o, token });
      } catch (e) {
        if (!(e instanceof ApiClientError) || e.status !== 401) throw e;
        const again = await getSession();
        if (!again?.accessToken || again.accessToken === token || !isSessionValid(again)) throw e;
        return call(config, endpoint, input, { ...o, token: again.accessToken });
      }
    },
    [config, session],
  );
}

/** The same as useMemberApi (kept for the callers that name it so). */
export const useMemberCall = useMemberApi;

/**
 * Fetches an owner-only file by its URL as the signed-in member (an attachment link from an answer): the bytes as a
 * Blob, or null when it cannot be had.
 */
export function useMemberBlob() {
  const config = usePublicConfig();
  const { data: session } = useSession();
  return useCallback(
    async (url: string): Promise<Blob | null> => {
      const token = await freshToken(session).catch(() => null);
      if (!token) return null;
      const res = await fetch(new URL(url, config.apiUrl), {
        headers: { 'x-api-key': config.apiKey, authorization: `Bearer ${token}` },
      }).catch(() => null);
      return res?.ok ? res.blob() : null;
    },
    [config, session],
  );
}

/**
 * A member GET through TanStack Query, run only while signed in; the key includes the member id so members never
 * share cached data.
 *
 *   const { data } = useMemberQuery(['credits', offset], api.listCredits, { query: { offset } });
 */
export function useMemberQuery<E extends EndpointDef>(
  key: readonly unknown[],
  endpoint: E | EndpointRef<E>,
  input: CallInput<E>,
) {
  const memberApi = useMemberApi();
  const { member, signedIn } = useMember();
  const queryKey = useMemo(() => ['member', member?.id, ...key], [member?.id, key]);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => memberApi(endpoint, input, { signal }),
    enabled: signedIn,
  });
}
