'use client';

import { api, type PaymentGateway } from '@vip/contract';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useMemberCall } from '@/features/auth/use-member-api';
import { ApiClientError } from '@/lib/api-call';
import { voucherPath } from './dashboard/paths';

/**
 * Pays a CIP booking through the orders core (wallet first, the configured bank for the rest, or `credit`: the wallet
 * alone): paid at once → its voucher; otherwise the browser goes to the bank. A failure keeps the member here with
 * the API's Persian message.
 */
export function usePayCip() {
  const memberCall = useMemberCall();
  const router = useRouter();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pay = async (order: { id: number; reference: string }, gateway?: PaymentGateway) => {
    setPaying(true);
    setError(null);
    try {
      const { data } = await memberCall(api.payCipOrder, {
        params: { id: order.id },
        body: { ...(gateway ? { gateway } : {}), use_wallet: true },
      });
      if (data.paid || !data.redirect_url) router.push(voucherPath(order.reference));
      // Stay "paying" while the browser leaves for the bank.
      else window.location.assign(data.redirect_url);
    } catch (e) {
      setError(e instanceof ApiClientError ? e.message : String(e));
      setPaying(false);
    }
  };
  return { pay, paying, error };
}
