'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type AnswerOf, type CallInput, type EndpointDef, api } from '@vip/contract';
import { useMemo } from 'react';
import { useMember, useMemberCall } from '@/features/auth/use-member-api';

/**
 * A member GET of one contract endpoint through TanStack Query, typed in and out, run only while signed in. The key
 * starts with the member id and the operationId, so members never share cached data and `invalidateMember(op)`
 * refreshes every query of that endpoint.
 */
export function useMemberEndpoint<E extends EndpointDef & { operationId: string }>(
  endpoint: E,
  input: CallInput<E>,
  options: { enabled?: boolean; refetchInterval?: number | false } = {},
) {
  const memberCall = useMemberCall();
  const { member, signedIn } = useMember();
  const inputKey = JSON.stringify(input);
  const queryKey = useMemo(
    () => ['member', member?.id, endpoint.operationId, inputKey],
    [member?.id, endpoint.operationId, inputKey],
  );
  return useQuery<AnswerOf<E>>({
    queryKey,
    queryFn: ({ signal }) => memberCall(endpoint, input, { signal }),
    enabled: signedIn && (options.enabled ?? true),
    refetchInterval: options.refetchInterval,
  });
}

/** Marks every cached answer of the given endpoints stale (after a change: order placed, paid, cancelled). */
export function useInvalidateMember() {
  const client = useQueryClient();
  const { member } = useMember();
  return (...operationIds: string[]) =>
    Promise.all(operationIds.map((op) => client.invalidateQueries({ queryKey: ['member', member?.id, op] })));
}

/** The member's wallet balance in Rials (undefined while loading). */
export function useWalletBalance() {
  const query = useMemberEndpoint(api.getCreditBalance, {});
  return { balance: query.data?.data.balance, ...query };
}
