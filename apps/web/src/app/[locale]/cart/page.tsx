import Container from '@mui/material/Container';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CartView } from '@/features/cart/CartView';
import { PageHeading } from '@/features/ui/PageHeading';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('cart');
  return { title: t('title'), robots: { index: false } };
}

/** /cart: the cart kept in this browser (§3), rendered on the client. */
export default async function CartRoute() {
  const [t, tu] = await Promise.all([getTranslations('cart'), getTranslations('ui')]);
  return (
    <Container sx={{ py: { xs: 2, md: 4 } }}>
      <PageHeading title={t('title')} breadcrumbLabel={tu('breadcrumbs')} crumbs={[{ href: '/', label: tu('home') }]} />
      <div style={{ marginTop: 24 }}>
        <CartView />
      </div>
    </Container>
  );
}
