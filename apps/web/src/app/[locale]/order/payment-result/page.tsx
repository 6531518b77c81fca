import Container from '@mui/material/Container';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { PaymentResult } from '@/features/orders/PaymentResult';
import { paymentResultSnapshot } from '@/features/orders/payment-result-snapshot';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('orders');
  return { title: t('resultTitle') };
}

/**
 * /order/payment-result: where the bank (through the API's callback) sends the member back. Rendered per request with
 * the order and payment read on the server, so the outcome (and the voucher link) is in the first paint.
 */
export default async function PaymentResultRoute({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const initial = await paymentResultSnapshot(await searchParams);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 5 } }}>
      <Suspense>
        <PaymentResult initial={initial} />
      </Suspense>
    </Container>
  );
}
