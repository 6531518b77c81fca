'use client';

import { useMutation } from '@tanstack/react-query';
import { api } from '@vip/contract';
import { useRouter } from '@/i18n/navigation';
import { useMemberCall } from '@/features/auth/use-member-api';
import { useInvalidateMember } from '@/features/auth/use-member-endpoint';
import { ApiClientError } from '@/lib/api-call';
import { voucherPath } from './dashboard/paths';

interface PayInput {
  order: { id: number; reference: string };
  /** Take what the wallet holds first (default); false sends the whole amount to the bank. */
  useWallet?: boolean;
}

/**
 * Pays a CIP booking through the orders core, the same order every time (a retry after a failed bank step starts a
 * new payment of it, never a new order): the wallet first unless `useWallet` is false, the configured bank for the
 * rest. Paid at once → its voucher; otherwise the browser goes to the bank. A failure keeps the member here with
 * the API's Persian message.
 */
export function usePayCip() {
  const memberCall = useMemberCall();
  const router = useRouter();
  const invalidate = useInvalidateMember();
  const mutation = useMutation({
    mutationFn: ({ order, useWallet = true }: PayInput) =>
      memberCall(api.payCipOrder, { params: { id: order.id }, body: { use_wallet: useWallet } }),
    onSuccess: async ({ data }, { order }) => {
      if (data.redirect_url && !data.paid) {
        window.location.assign(data.redirect_url);
        return;
      }
      await invalidate('getCreditBalance', 'getCipOrder', 'listCipOrders');
      router.push(voucherPath(order.reference));
    },
  });
  const error = mutation.error
    ? mutation.error instanceof ApiClientError
      ? mutation.error.message
      : String(mutation.error)
    : null;
  return {
    // A success stays "paying": the browser is leaving for the bank or the voucher.
    pay: (order: PayInput['order'], o: { useWallet?: boolean } = {}) => mutation.mutate({ order, ...o }),
    paying: mutation.isPending || mutation.isSuccess,
    error,
  };
}
