import { getFormat } from '@/features/ui/format/server';
import { getTranslations } from 'next-intl/server';
import { ContentInPersian } from '@/features/content/ContentInPersian';
import { EmptyState } from '@/features/ui/EmptyState';
import { PageHeading } from '@/features/ui/PageHeading';
import { PagingNav } from '@/features/ui/PagingNav';
import plain from '@/features/ui/plain.module.css';
import { fetchBrands, fetchProductCategories, fetchProducts } from './api';
import { ProductActions } from './ProductActions';
import { filterParams, PRODUCT_PAGE_SIZE, type ProductFilterState, productApiQuery } from './filters';
import { ProductFilters } from './ProductFilters';
import { ProductGrid } from './ProductGrid';
import styles from './filters.module.css';

/** /products: filters kept in the URL, the matching products and page links. */
export async function ProductListPage({ filters }: { filters: ProductFilterState }) {
  const f = await getFormat();
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
    <div className={`container ${plain.page}`}>
      <PageHeading
        title={title}
        breadcrumbLabel={tu('breadcrumbs')}
        crumbs={[
          { href: '/', label: tu('home') },
          ...(title !== t('productsTitle') ? [{ href: '/products', label: t('productsTitle') }] : []),
        ]}
      />
      <ContentInPersian products />
      <div className={styles.layout}>
        <ProductFilters
          key={JSON.stringify(filterParams(filters))}
          value={filters}
          categories={categories.map((c) => ({ id: c.id, title: c.title }))}
          brands={brands.map((b) => ({ id: b.id, title: b.title }))}
        />
        <section aria-labelledby="results-title">
          <h2 id="results-title" className={styles.count} aria-live="polite" data-testid="result-count">
            {list ? t('resultCount', { n: f.digits(list.paging.total) }) : t('loadError')}
          </h2>
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
      </div>
      <ProductActions />
    </div>
  );
}
