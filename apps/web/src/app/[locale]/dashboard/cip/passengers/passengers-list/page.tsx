import Container from '@mui/material/Container';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PassengersList } from '@/features/cip/dashboard/PassengersList';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('cipDashboard');
  return { title: t('passengersTitle') };
}

/** /dashboard/cip/passengers/passengers-list (§2): the member's saved passengers. */
export default function DashboardCipPassengersPage() {
  return (
    <Container sx={{ py: { xs: 2, md: 4 } }}>
      <PassengersList />
    </Container>
  );
}
