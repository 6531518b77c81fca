'use client';

import { useQuery } from '@tanstack/react-query';
import { api } from '@vip/contract';
import { useMemberCall, useMember } from '@/features/auth/use-member-api';

/** The member's saved passengers (only while signed in). */
export function useSavedPassengers() {
  const memberCall = useMemberCall();
  const { member, signedIn } = useMember();
  return useQuery({
    queryKey: ['member', member?.id, 'cip', 'passengers'],
    enabled: signedIn,
    queryFn: ({ signal }) => memberCall(api.listCipPassengers, { query: { limit: 100 } }, { signal }),
  });
}
