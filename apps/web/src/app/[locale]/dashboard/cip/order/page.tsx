import Container from '@mui/material/Container';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { CipOrderPage } from '@/features/cip/dashboard/CipOrderPage';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('cipDashboard');
  return { title: t('orderTitle') };
}

/** /dashboard/cip/order?id=… (§2): one of the member's CIP bookings (the API answers 404 for anyone else's). */
export default function DashboardCipOrderPage() {
  return (
    <Container sx={{ py: { xs: 2, md: 4 } }}>
      <Suspense>
        <CipOrderPage />
      </Suspense>
    </Container>
  );
}
