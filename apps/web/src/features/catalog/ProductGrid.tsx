import type { ProductListItem } from '@vip/contract';
import styles from './catalog.module.css';
import { ProductCard } from './ProductCard';

/** Products in a responsive grid: 2 columns on phones, 3 on tablets, 4 on desktops. */
export function ProductGrid({
  products,
  headingLevel,
  eagerFirstRow,
}: {
  products: ProductListItem[];
  headingLevel?: 'h2' | 'h3';
  /** The grid opens the page: its first row (2 cards on a phone) is above the fold. */
  eagerFirstRow?: boolean;
}) {
  return (
    <ul className={styles.grid} data-testid="product-grid">
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} headingLevel={headingLevel} priority={eagerFirstRow && i < 2} />
        </li>
      ))}
    </ul>
  );
}
