'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf, CallInput, EndpointDef } from '@vip/contract';
import { useMember, useMemberCall } from './use-member-api';

/**
 * A member GET (or a side-effect-free POST such as a bill preview) of one contract endpoint through TanStack Query,
 * typed in and out, run only while signed in. The key starts with the member id and the operationId, so members
 * never share cached data and `useInvalidateMember()(operationId)` refreshes every answer of that endpoint.
 *
 *   const { data } = useMemberEndpoint(api.listStoreOrders, { query: { limit: 12 } });
 */
export function useMemberEndpoint<E extends EndpointDef & { operationId: string }>(
  endpoint: E,
  input: CallInput<E>,
  options: {
    enabled?: boolean;
    refetchInterval?: number | false;
    /**
     * Asks again on every visit (showing the cached answer meanwhile): for lists the public pages change outside this
     * cache (hearts, the product page's review form), which would otherwise look stale for the cache's 30 s.
     */
    freshOnVisit?: boolean;
  } = {},
) {
  const memberCall = useMemberCall();
  const { member, signedIn } = useMember();
  return useQuery<AnswerOf<E>>({
    queryKey: ['member', member?.id, endpoint.operationId, input],
    queryFn: ({ signal }) => memberCall(endpoint, input, { signal }),
    enabled: signedIn && (options.enabled ?? true),
    refetchInterval: options.refetchInterval,
    ...(options.freshOnVisit ? { refetchOnMount: 'always' as const } : {}),
  });
}

/** Marks every cached answer of the given endpoints (by operationId) stale, after a change the member made. */
export function useInvalidateMember() {
  const client = useQueryClient();
  const { member } = useMember();
  return (...operationIds: string[]) =>
    Promise.all(operationIds.map((op) => client.invalidateQueries({ queryKey: ['member', member?.id, op] })));
}
