import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Brand, Category, ListResponse, ProductListItem } from '@vip/contract';
import { toPersianDigits } from '@vip/domain';
import { getTranslations } from 'next-intl/server';
import { LinkButton } from '@/components/links';
import { EmptyState } from '@/features/ui/EmptyState';
import { PageHeading } from '@/features/ui/PageHeading';
import { ResponsiveImage } from '@/features/ui/ResponsiveImage';
import { CompareBar } from './CompareBar';
import { ProductGrid } from './ProductGrid';
import { MixedText } from '@/features/ui/MixedText';

interface Props {
  kind: 'category' | 'brand';
  title: string;
  description: string;
  /** Where "all products with filters" leads (/products?category_ids=… or ?brand_ids=…). */
  filterHref: string;
  list: ListResponse<ProductListItem> | null;
  subcategories?: Category[];
  brand?: Brand;
}

/** A category or brand page: its heading, subcategories, the first products and the way to filter them. */
export async function CategoryPage({ kind, title, description, filterHref, list, subcategories = [], brand }: Props) {
  const [t, tu] = await Promise.all([getTranslations('catalog'), getTranslations('ui')]);
  return (
    <Container sx={{ py: { xs: 2, md: 4 } }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        {brand?.logo && (
          // The logo is a wordmark: large enough that its letters read on a phone.
          <Box sx={{ width: { xs: 84, md: 120 }, flexShrink: 0 }}>
            <ResponsiveImage image={brand.logo} sizes="(max-width: 900px) 84px, 120px" aspectRatio="1 / 1" rounded />
          </Box>
        )}
        <PageHeading
          title={title}
          subtitle={description || undefined}
          breadcrumbLabel={tu('breadcrumbs')}
          crumbs={[
            { href: '/', label: tu('home') },
            kind === 'brand'
              ? { href: '/brands', label: t('brandsTitle') }
              : { href: '/products', label: t('productsTitle') },
          ]}
        />
      </Box>
      {subcategories.length > 0 && (
        <Box component="nav" aria-label={t('subcategories')} sx={{ mt: 2 }}>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
            {subcategories.map((c) => (
              <li key={c.id}>
                <LinkButton href={`/category/${c.id}`} variant="outlined" size="small" sx={{ borderRadius: 6 }}>
                  <MixedText>{c.title}</MixedText>
                </LinkButton>
              </li>
            ))}
          </Box>
        </Box>
      )}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          mt: 3,
          mb: 2,
        }}
      >
        <Typography component="h2" variant="body1" color="text.secondary">
          {list ? t('resultCount', { n: toPersianDigits(list.paging.total) }) : t('loadError')}
        </Typography>
        <LinkButton href={filterHref} variant="contained" data-testid="filter-link">
          {t('filterAll')}
        </LinkButton>
      </Box>
      {list && list.data.length > 0 ? (
        <>
          <ProductGrid products={list.data} eagerFirstRow />
          {list.paging.has_more && (
            <Box sx={{ textAlign: 'center', mt: 3 }}>
              <LinkButton href={filterHref} variant="outlined">
                {t('seeAllN', { n: toPersianDigits(list.paging.total) })}
              </LinkButton>
            </Box>
          )}
        </>
      ) : (
        <EmptyState text={list ? t('noResults') : t('loadError')} />
      )}
      <CompareBar />
    </Container>
  );
}
