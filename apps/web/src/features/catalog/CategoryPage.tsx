import { persianContentProps } from '@/features/content/in-persian';
import { getFormat } from '@/features/ui/format/server';
import type { Brand, Category, ListResponse, ProductListItem } from '@vip/contract';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { EmptyState } from '@/features/ui/EmptyState';
import { MixedText } from '@/features/ui/MixedText';
import { PageHeading } from '@/features/ui/PageHeading';
import plain from '@/features/ui/plain.module.css';
import { ResponsiveImage } from '@/features/ui/ResponsiveImage';
import text from '@/features/ui/text.module.css';
import styles from './category.module.css';
import { ProductActions } from './ProductActions';
import { ProductGrid } from './ProductGrid';

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

/** A category or brand page: its heading, subcategories, the first products and the way to filter them. Plain HTML. */
export async function CategoryPage({ kind, title, description, filterHref, list, subcategories = [], brand }: Props) {
  const [f, locale] = await Promise.all([getFormat(), getLocale()]);
  const [t, tu] = await Promise.all([getTranslations('catalog'), getTranslations('ui')]);
  return (
    <div className={`container ${plain.page}`}>
      <div className={styles.heading}>
        {brand?.logo && (
          // The logo is a wordmark: large enough that its letters read on a phone.
          <div className={styles.logo}>
            <ResponsiveImage image={brand.logo} sizes="(max-width: 900px) 84px, 120px" aspectRatio="1 / 1" rounded />
          </div>
        )}
        <PageHeading
          title={title}
          // A brand's name and any description are the store's Persian texts; a category's title is translated.
          titleLang={kind === 'brand' ? 'fa' : undefined}
          subtitle={description ? <span {...persianContentProps(locale)}>{description}</span> : undefined}
          breadcrumbLabel={tu('breadcrumbs')}
          crumbs={[
            { href: '/', label: tu('home') },
            kind === 'brand'
              ? { href: '/brands', label: t('brandsTitle') }
              : { href: '/products', label: t('productsTitle') },
          ]}
        />
      </div>
      {subcategories.length > 0 && (
        <nav aria-label={t('subcategories')} className={styles.subcategories}>
          <ul>
            {subcategories.map((c) => (
              <li key={c.id}>
                <Link href={`/category/${c.id}`} className={`${text.buttonOutlined} ${styles.chip}`}>
                  <MixedText>{c.title}</MixedText>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className={styles.bar}>
        <h2 className={styles.count}>{list ? t('resultCount', { n: f.digits(list.paging.total) }) : t('loadError')}</h2>
        <Link href={filterHref} className={text.button} data-testid="filter-link">
          {t('filterAll')}
        </Link>
      </div>
      {list && list.data.length > 0 ? (
        <>
          <ProductGrid products={list.data} eagerFirstRow />
          {list.paging.has_more && (
            <p className={styles.more}>
              <Link href={filterHref} className={text.buttonOutlined}>
                {t('seeAllN', { n: f.digits(list.paging.total) })}
              </Link>
            </p>
          )}
        </>
      ) : (
        <EmptyState text={list ? t('noResults') : t('loadError')} />
      )}
      <ProductActions />
    </div>
  );
}
