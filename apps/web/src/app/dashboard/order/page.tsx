import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { OrderList } from '@/features/orders/OrderList';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('orders');
  return { title: t('title') };
}

/** /dashboard/order (§2): the member's store orders. */
export default async function DashboardOrderPage() {
  const t = await getTranslations('orders');
  return (
    <Container sx={{ py: { xs: 2, md: 4 } }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 800, mb: 2 }}>
        {t('title')}
      </Typography>
      <Suspense>
        <OrderList />
      </Suspense>
    </Container>
  );
}
