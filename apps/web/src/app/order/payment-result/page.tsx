import Container from '@mui/material/Container';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { PaymentResult } from '@/features/orders/PaymentResult';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('orders');
  return { title: t('resultTitle') };
}

/** /order/payment-result: where the bank (through the API's callback) sends the member back. */
export default function PaymentResultRoute() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 5 } }}>
      <Suspense>
        <PaymentResult />
      </Suspense>
    </Container>
  );
}
