import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ProductListItem } from '@vip/contract';
import { getTranslations } from 'next-intl/server';
import { LinkCardArea } from '@/components/links';
import { ResponsiveImage } from '@/features/ui/ResponsiveImage';
import { CompareButton } from './CompareButton';
import { Price } from './Price';

/** Widths a card image is shown at: 2 columns on phones, up to 4 on desktops. */
export const CARD_SIZES = '(max-width: 600px) 50vw, (max-width: 900px) 33vw, 280px';

/** A product in a grid or rail: picture, title, brand, price, stock and the compare toggle. */
export async function ProductCard({
  product,
  headingLevel = 'h3',
  priority,
}: {
  product: ProductListItem;
  headingLevel?: 'h2' | 'h3';
  /** Above the fold (the first row of a grid): the picture loads eagerly with high priority. */
  priority?: boolean;
}) {
  const t = await getTranslations('catalog');
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', position: 'relative' }}
      data-testid="product-card"
    >
      <LinkCardArea
        href={`/product/${product.id}`}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <ResponsiveImage
          image={product.image}
          sizes={CARD_SIZES}
          priority={priority}
          aspectRatio="1 / 1"
          fallbackAlt={t('imageOf', { title: product.title })}
        />
        <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.75, p: { xs: 1.25, sm: 2 } }}>
          {product.brand && (
            <Typography variant="caption" color="text.secondary">
              {product.brand.title}
            </Typography>
          )}
          <Typography
            component={headingLevel}
            sx={{
              fontSize: { xs: '0.875rem', sm: '0.95rem' },
              fontWeight: 600,
              lineHeight: 1.7,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              minHeight: '3.4em',
            }}
            data-testid="product-title"
          >
            {product.title}
          </Typography>
          <Box sx={{ mt: 'auto' }}>
            {product.in_stock ? (
              <Price price={product.price} oldPrice={product.old_price} />
            ) : (
              <Chip label={t('outOfStock')} size="small" variant="outlined" sx={{ color: 'text.secondary' }} />
            )}
          </Box>
        </CardContent>
      </LinkCardArea>
      <Box sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}>
        <CompareButton id={product.id} title={product.title} />
      </Box>
    </Card>
  );
}
