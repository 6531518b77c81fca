'use client';

import { useQuery } from '@tanstack/react-query';
import { type AnswerOf, type CallInput, type EndpointDef, pathOf } from '@vip/contract';
import { isSessionValid } from '@vip/domain';
import type { Session } from 'next-auth';
import { getSession, useSession } from 'next-auth/react';
import { useCallback, useMemo } from 'react';
import { ApiClientError, type CallOptions, callApi } from '@/lib/api-client';
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
 * `callApi` for member calls (DESIGN §6): adds `Authorization: Bearer <access token>` from the session, refreshes
 * the token first when it is about to expire, and retries once after a 401. Failures are ApiClientError with the
 * API's Persian message.
 *
 *   const memberApi = useMemberApi();
 *   const orders = await memberApi<OrderList>('/v1/store/fa/orders', { query: { limit: 12 } });
 */
export function useMemberApi() {
  const config = usePublicConfig();
  const { data: session } = useSession();
  return useCallback(
    async <T>(path: string, o: Omit<CallOptions, 'token'> = {}): Promise<T> => {
      const token = await freshToken(session);
      try {
        return await callApi<T>(config, path, { ...o, token });
      } catch (e) {
        if (!(e instanceof ApiClientError) || e.status !== 401) throw e;
        const again = await getSession();
        if (!again?.accessToken || again.accessToken === token || !isSessionValid(again)) throw e;
        return callApi<T>(config, path, { ...o, token: again.accessToken });
      }
    },
    [config, session],
  );
}

/**
 * The typed variant of useMemberApi: calls one endpoint of the contract as the signed-in member.
 *
 *   const memberCall = useMemberCall();
 *   const { data } = await memberCall(api.getCipOrder, { params: { id } });
 */
export function useMemberCall() {
  const memberApi = useMemberApi();
  return useCallback(
    <E extends EndpointDef>(
      endpoint: E,
      input: CallInput<E>,
      o: Omit<CallOptions, 'token' | 'method' | 'query' | 'body'> = {},
    ): Promise<AnswerOf<E>> =>
      memberApi<AnswerOf<E>>(pathOf(endpoint, input.params as Record<string, unknown> | undefined), {
        ...o,
        method: endpoint.method,
        query: input.query as CallOptions['query'],
        body: input.body,
      }),
    [memberApi],
  );
}

/**
 * A member GET through TanStack Query, run only while signed in; the key includes the member id so members never
 * share cached data.
 *
 *   const { data } = useMemberQuery<CreditList>(['credits', offset], '/v1/credit/fa/credits', { offset });
 */
export function useMemberQuery<T>(key: readonly unknown[], path: string, query?: CallOptions['query']) {
  const memberApi = useMemberApi();
  const { member, signedIn } = useMember();
  const queryKey = useMemo(() => ['member', member?.id, ...key], [member?.id, key]);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => memberApi<T>(path, { query, signal }),
    enabled: signedIn,
  });
}
