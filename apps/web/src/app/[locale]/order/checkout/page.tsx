import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Checkout } from '@/features/checkout/Checkout';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('checkout');
  return { title: t('title') };
}

/** /order/checkout: the store checkout (behind the sign-in gate). */
export default async function CheckoutRoute() {
  const t = await getTranslations('checkout');
  return (
    <Container sx={{ py: { xs: 2, md: 4 } }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 800, mb: 2 }}>
        {t('title')}
      </Typography>
      <Checkout />
    </Container>
  );
}
