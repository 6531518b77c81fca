import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@vip/domain';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LinkCardArea } from '@/components/links';
import { fetchBrands } from '@/features/catalog/api';
import { EmptyState } from '@/features/ui/EmptyState';
import { PageHeading } from '@/features/ui/PageHeading';
import { ResponsiveImage } from '@/features/ui/ResponsiveImage';
import { MixedText } from '@/features/ui/MixedText';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('catalog');
  return {
    title: t('brandsTitle'),
    description: t('brandsDescription'),
    openGraph: { title: t('brandsTitle'), url: '/brands' },
  };
}

export default async function BrandsRoute() {
  const [t, tu, brands] = await Promise.all([getTranslations('catalog'), getTranslations('ui'), fetchBrands()]);
  return (
    <Container sx={{ py: { xs: 2, md: 4 } }}>
      <PageHeading
        title={t('brandsTitle')}
        subtitle={t('brandsDescription')}
        breadcrumbLabel={tu('breadcrumbs')}
        crumbs={[{ href: '/', label: tu('home') }]}
      />
      {brands.length === 0 ? (
        <EmptyState text={t('loadError')} />
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            mt: 3,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(4, minmax(0, 1fr))',
              md: 'repeat(6, minmax(0, 1fr))',
            },
          }}
        >
          {brands.map((b) => (
            <li key={b.id}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <LinkCardArea href={`/brand/${b.id}`} sx={{ height: '100%' }}>
                  <ResponsiveImage
                    image={b.logo}
                    sizes="(max-width: 600px) 50vw, 180px"
                    aspectRatio="1 / 1"
                    fallbackAlt={t('logoOf', { title: b.title })}
                  />
                  <CardContent sx={{ textAlign: 'center', p: 1.5 }}>
                    <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem' }}>
                      <MixedText>{b.title}</MixedText>
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {t('productCountN', { n: toPersianDigits(b.product_count) })}
                    </Typography>
                  </CardContent>
                </LinkCardArea>
              </Card>
            </li>
          ))}
        </Box>
      )}
    </Container>
  );
}
