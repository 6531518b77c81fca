import Box from '@mui/material/Box';
import type { ProductListItem } from '@vip/contract';
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
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 1.25, sm: 2 },
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
        },
      }}
      data-testid="product-grid"
    >
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} headingLevel={headingLevel} priority={eagerFirstRow && i < 2} />
        </li>
      ))}
    </Box>
  );
}
