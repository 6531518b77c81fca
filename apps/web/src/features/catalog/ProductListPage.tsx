import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@vip/domain';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/features/ui/EmptyState';
import { PageHeading } from '@/features/ui/PageHeading';
import { PagingNav } from '@/features/ui/PagingNav';
import { fetchBrands, fetchProductCategories, fetchProducts } from './api';
import { CompareBar } from './CompareBar';
import { filterParams, PRODUCT_PAGE_SIZE, type ProductFilterState, productApiQuery } from './filters';
import { ProductFilters } from './ProductFilters';
import { ProductGrid } from './ProductGrid';

/** /products: filters kept in the URL, the matching products and page links. */
export async function ProductListPage({ filters }: { filters: ProductFilterState }) {
  const [t, tu, list, categories, brands] = await Promise.all([
    getTranslations('catalog'),
    getTranslations('ui'),
    fetchProducts(productApiQuery(filters)),
    fetchProductCategories(),
    fetchBrands(),
  ]);
  const category = categories.find((c) => c.id === filters.categoryIds[0]);
  const brand = brands.find((b) => b.id === filters.brandIds[0]);
  const title = filters.q
    ? t('searchTitle', { q: filters.q })
    : (category?.title ?? brand?.title ?? t('productsTitle'));
  return (
    <Container sx={{ py: { xs: 2, md: 4 } }}>
      <PageHeading
        title={title}
        breadcrumbLabel={tu('breadcrumbs')}
        crumbs={[
          { href: '/', label: tu('home') },
          ...(title !== t('productsTitle') ? [{ href: '/products', label: t('productsTitle') }] : []),
        ]}
      />
      <Box
        sx={{
          mt: 2,
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <ProductFilters
          key={JSON.stringify(filterParams(filters))}
          value={filters}
          categories={categories.map((c) => ({ id: c.id, title: c.title }))}
          brands={brands.map((b) => ({ id: b.id, title: b.title }))}
        />
        <section aria-labelledby="results-title">
          <Typography
            id="results-title"
            component="h2"
            variant="body2"
            color="text.secondary"
            sx={{ mb: 1.5 }}
            aria-live="polite"
            data-testid="result-count"
          >
            {list ? t('resultCount', { n: toPersianDigits(list.paging.total) }) : t('loadError')}
          </Typography>
          {list && list.data.length > 0 ? (
            <>
              <ProductGrid products={list.data} eagerFirstRow />
              <PagingNav
                pathname="/products"
                query={filterParams({ ...filters, page: 1 })}
                total={list.paging.total}
                limit={PRODUCT_PAGE_SIZE}
                page={filters.page}
              />
            </>
          ) : (
            <EmptyState text={list ? t('noResults') : t('loadError')} />
          )}
        </section>
      </Box>
      <CompareBar />
    </Container>
  );
}
