'use client';

import { api } from '@vip/contract';
import { useMemberEndpoint } from '@/features/auth/use-member-endpoint';

/** The member's wallet balance in Rials (undefined while loading), derived from the ledger by the API. */
export function useWalletBalance() {
  const query = useMemberEndpoint(api.getCreditBalance, {});
  return { balance: query.data?.data.balance, ...query };
}
