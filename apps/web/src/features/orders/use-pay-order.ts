'use client';

import { api, PAYMENT_RESULT_PATH, type PaymentGateway } from '@vip/contract';
import { useRouter } from '@/i18n/navigation';
import { useMutation } from '@tanstack/react-query';
import { useMemberCall } from '@/features/auth/use-member-api';
import { ApiClientError } from '@/lib/api-client';
import { useInvalidateMember } from '@/features/auth/use-member-endpoint';

/** The result page of an order's payment (what the API's callback redirects to after the bank). */
export const paymentResultUrl = (q: { order_id: number; state: string; payment_id?: number | null }) =>
  `${PAYMENT_RESULT_PATH}?${new URLSearchParams({
    order_id: String(q.order_id),
    state: q.state,
    ...(q.payment_id ? { payment_id: String(q.payment_id) } : {}),
  })}`;

/**
 * Pays an order: the wallet first when `useWallet`, the bank (the configured gateway unless `gateway` says
 * `credit`) for the rest. Paid at once → the result page; otherwise the browser goes to the bank. A failure keeps
 * the member here with the API's Persian message (the order and the balance are unchanged, so retrying is safe).
 */
export function usePayOrder() {
  const memberCall = useMemberCall();
  const router = useRouter();
  const invalidate = useInvalidateMember();
  const mutation = useMutation({
    mutationFn: ({ orderId, useWallet, gateway }: { orderId: number; useWallet: boolean; gateway?: PaymentGateway }) =>
      memberCall(api.payStoreOrder, {
        body: { order_id: orderId, use_wallet: useWallet, ...(gateway ? { gateway } : {}) },
      }),
    onSuccess: async ({ data }, { orderId }) => {
      if (data.paid || !data.redirect_url) {
        await invalidate('getStoreOrder', 'listStoreOrders', 'getCreditBalance');
        router.push(paymentResultUrl({ order_id: orderId, state: data.paid ? 'paid' : 'pending' }));
      } else {
        window.location.assign(data.redirect_url);
      }
    },
  });
  const pay = (orderId: number, o: { useWallet: boolean; gateway?: PaymentGateway }): Promise<boolean> =>
    mutation.mutateAsync({ orderId, ...o }).then(
      () => true,
      () => false,
    );
  // Still "paying" while the browser leaves for the bank.
  const leaving = Boolean(mutation.data && !mutation.data.data.paid && mutation.data.data.redirect_url);
  const error = mutation.error
    ? mutation.error instanceof ApiClientError
      ? mutation.error.message
      : String(mutation.error)
    : null;
  return { pay, paying: mutation.isPending || leaving, error };
}
