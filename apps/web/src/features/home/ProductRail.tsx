import { getTranslations } from 'next-intl/server';
import { fetchProducts } from '@/features/catalog/api';
import { ProductCard } from '@/features/catalog/ProductCard';
import styles from './home.module.css';
import { SectionHeader } from './SectionHeader';

/** A horizontal rail of one root category's products (promotions 329, best sellers 335, new arrivals 334). */
export async function ProductRail({ categoryId, title, sort }: { categoryId: number; title: string; sort?: string }) {
  const [t, list] = await Promise.all([
    getTranslations('ui'),
    fetchProducts({ category_ids: [categoryId], limit: 10, offset: 0, sort, available_in_stock: true }),
  ]);
  if (!list?.data.length) return null;
  const id = `rail-${categoryId}`;
  return (
    <section aria-labelledby={id} data-testid={`rail-${categoryId}`}>
      <SectionHeader id={id} title={title} href={`/products?category_ids=${categoryId}`} linkLabel={t('seeAll')} />
      <ul className={styles.rail}>
        {list.data.map((p) => (
          <li key={p.id}>
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}
