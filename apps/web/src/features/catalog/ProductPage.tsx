import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Product } from '@vip/contract';
import { formatNumber, toPersianDigits } from '@vip/domain';
import { getTranslations } from 'next-intl/server';
import { TextLink } from '@/components/links';
import { AddToCartButton } from '@/features/cart/AddToCartButton';
import { PageHeading } from '@/features/ui/PageHeading';
import { Paragraphs } from '@/features/ui/Paragraphs';
import { serverEnv } from '@/lib/env';
import { fetchProducts, fetchReviews } from './api';
import { CompareBar } from './CompareBar';
import { CompareButton } from './CompareButton';
import { FavoriteButton } from './FavoriteButton';
import { Price } from './Price';
import { ProductGallery } from './ProductGallery';
import { ProductGrid } from './ProductGrid';
import { ProductJsonLd } from './ProductJsonLd';
import { ReviewList } from './ReviewList';
import { StarRating } from './StarRating';

/** /product/[id]: gallery, price, stock, add to cart, favorite, compare, specifications, reviews, related products. */
export async function ProductPage({ product }: { product: Product }) {
  const mainCategory = product.categories[0];
  const [t, tu, reviews, related] = await Promise.all([
    getTranslations('catalog'),
    getTranslations('ui'),
    fetchReviews(product.id, 5),
    mainCategory ? fetchProducts({ category_ids: [mainCategory.id], limit: 5, sort: '-sales' }) : null,
  ]);
  const relatedItems = (related?.data ?? []).filter((p) => p.id !== product.id).slice(0, 4);
  const stockLabel = !product.in_stock
    ? t('outOfStock')
    : product.stock <= 3
      ? t('fewLeft', { n: toPersianDigits(product.stock) })
      : t('inStock');
  return (
    <Container sx={{ py: { xs: 2, md: 4 } }}>
      <ProductJsonLd product={product} url={`${serverEnv.siteUrl}/product/${product.id}`} />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 5 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
          alignItems: 'start',
        }}
      >
        <ProductGallery images={product.images} title={product.title} />
        <Box>
          <PageHeading
            title={product.title}
            breadcrumbLabel={tu('breadcrumbs')}
            crumbs={[
              { href: '/', label: tu('home') },
              { href: '/products', label: t('productsTitle') },
              ...(mainCategory ? [{ href: `/category/${mainCategory.id}`, label: mainCategory.title }] : []),
            ]}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 1 }}>
            {product.brand && (
              <TextLink href={`/brand/${product.brand.id}`} underline="hover">
                {t('brandLabel', { brand: product.brand.title })}
              </TextLink>
            )}
            {product.review_count > 0 && (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <StarRating
                  value={product.rating}
                  precision={0.1}
                  label={t('averageRating', { n: formatNumber(Number(product.rating.toFixed(1))) })}
                />
                <Typography variant="body2" color="text.secondary">
                  {t('reviewCount', { n: toPersianDigits(product.review_count) })}
                </Typography>
              </Box>
            )}
          </Box>
          {product.summary && (
            <Typography color="text.secondary" sx={{ mt: 2, lineHeight: 1.9 }}>
              {product.summary}
            </Typography>
          )}
          <Paper variant="outlined" sx={{ p: 2, mt: 3 }}>
            <Box
              sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
            >
              <Price price={product.price} oldPrice={product.old_price} size="lg" />
              <Chip
                label={stockLabel}
                color={product.in_stock ? 'success' : 'default'}
                variant="outlined"
                data-testid="stock-state"
              />
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2, alignItems: 'center' }}>
              <AddToCartButton
                disabled={!product.in_stock}
                item={{
                  id: product.id,
                  title: product.title,
                  price: product.price,
                  description: product.summary,
                  media: product.image?.url ?? null,
                }}
              />
              <CompareButton id={product.id} />
              <FavoriteButton productId={product.id} />
            </Box>
            {product.unit && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                {t('soldBy', { unit: product.unit.title })}
              </Typography>
            )}
          </Paper>
        </Box>
      </Box>

      <Box
        sx={{
          mt: { xs: 4, md: 6 },
          display: 'grid',
          gap: { xs: 4, md: 5 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <section aria-labelledby="description-title">
          <Typography id="description-title" variant="h2" sx={{ fontSize: '1.3rem', mb: 2 }}>
            {t('description')}
          </Typography>
          <Paragraphs text={product.description} />
        </section>
        {product.attributes.length > 0 && (
          <section aria-labelledby="specs-title">
            <Typography id="specs-title" variant="h2" sx={{ fontSize: '1.3rem', mb: 2 }}>
              {t('specs')}
            </Typography>
            <Paper variant="outlined">
              <Table size="small" aria-labelledby="specs-title">
                <TableBody>
                  <TableRow>
                    <TableCell component="th" scope="row" sx={{ color: 'text.secondary', width: '40%' }}>
                      {t('sku')}
                    </TableCell>
                    <TableCell>
                      <bdi dir="ltr">{product.sku}</bdi>
                    </TableCell>
                  </TableRow>
                  {product.attributes.map((a) => (
                    <TableRow key={a.title}>
                      <TableCell component="th" scope="row" sx={{ color: 'text.secondary', width: '40%' }}>
                        {a.title}
                      </TableCell>
                      <TableCell>{a.value}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Paper>
          </section>
        )}
      </Box>

      <Divider sx={{ my: { xs: 4, md: 6 } }} />
      <section aria-labelledby="reviews-title">
        <Typography id="reviews-title" variant="h2" sx={{ fontSize: '1.3rem', mb: 2 }}>
          {t('reviewsTitle', { n: toPersianDigits(product.review_count) })}
        </Typography>
        <ReviewList productId={product.id} initial={reviews} />
      </section>

      {relatedItems.length > 0 && (
        <section aria-labelledby="related-title">
          <Typography id="related-title" variant="h2" sx={{ fontSize: '1.3rem', mt: { xs: 4, md: 6 }, mb: 2 }}>
            {t('related')}
          </Typography>
          <ProductGrid products={relatedItems} />
        </section>
      )}
      <CompareBar />
    </Container>
  );
}
