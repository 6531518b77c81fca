import Container from '@mui/material/Container';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CipOrderList } from '@/features/cip/dashboard/CipOrderList';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('cipDashboard');
  return { title: t('ordersTitle') };
}

/** /dashboard/cip/order/order-list (§2): the member's CIP bookings. */
export default function DashboardCipOrderListPage() {
  return (
    <Container sx={{ py: { xs: 2, md: 4 } }}>
      <CipOrderList />
    </Container>
  );
}
