'use client';

import { useQuery } from '@tanstack/react-query';
import type { AnswerOf, CallInput, EndpointDef } from '@vip/contract';
import { useMember, useMemberCall } from '@/features/auth/use-member-api';

/**
 * One member endpoint through TanStack Query, run only while signed in; the key starts with the member id and the
 * endpoint's operationId, so members never share cached data and a mutation can refresh one endpoint's answers.
 *
 *   const { data } = useMemberEndpoint(api.listCredits, { query: { limit: 12 } });
 */
export function useMemberEndpoint<E extends EndpointDef & { operationId: string }>(
  endpoint: E,
  input: CallInput<E>,
  options: { enabled?: boolean } = {},
) {
  const memberCall = useMemberCall();
  const { member, signedIn } = useMember();
  return useQuery({
    queryKey: ['member', member?.id, endpoint.operationId, input],
    queryFn: ({ signal }) => memberCall(endpoint, input, { signal }) as Promise<AnswerOf<E>>,
    enabled: signedIn && (options.enabled ?? true),
  });
}

/** The query-key prefix of an endpoint's answers (for invalidateQueries after a change). */
export const endpointKey = (memberId: number | undefined, operationId: string) => ['member', memberId, operationId];
