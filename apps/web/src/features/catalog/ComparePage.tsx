import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Product } from '@vip/contract';
import { formatNumber, formatToman, toPersianDigits } from '@vip/domain';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LinkButton, TextLink } from '@/components/links';
import { PageHeading } from '@/features/ui/PageHeading';
import { ResponsiveImage } from '@/features/ui/ResponsiveImage';
import { CompareRemoveButton, CompareSync } from './CompareSync';
import { MixedText } from '@/features/ui/MixedText';

/** /compare: up to four products side by side with every specification row. */
export async function ComparePage({ products }: { products: Product[] }) {
  const [t, tu] = await Promise.all([getTranslations('catalog'), getTranslations('ui')]);
  const fixed = new Set([t('price'), t('stock'), t('brand'), t('ratingLabel')]);
  const specTitles = [...new Set(products.flatMap((p) => p.attributes.map((a) => a.title)))].filter(
    (x) => !fixed.has(x),
  );
  const rows: { label: string; cells: (p: Product) => ReactNode }[] = [
    { label: t('price'), cells: (p) => <strong>{formatToman(p.price)}</strong> },
    { label: t('stock'), cells: (p) => (p.in_stock ? t('inStock') : t('outOfStock')) },
    { label: t('brand'), cells: (p) => p.brand?.title ?? '—' },
    {
      label: t('ratingLabel'),
      cells: (p) =>
        p.review_count > 0
          ? t('ratingOf', { n: formatNumber(Number(p.rating.toFixed(1))), count: toPersianDigits(p.review_count) })
          : '—',
    },
    ...specTitles.map((title) => ({
      label: title,
      cells: (p: Product) => p.attributes.find((a) => a.title === title)?.value ?? '—',
    })),
  ];
  return (
    <Container sx={{ py: { xs: 2, md: 4 } }}>
      <CompareSync ids={products.map((p) => p.id)} />
      <PageHeading
        title={t('compareTitle')}
        breadcrumbLabel={tu('breadcrumbs')}
        crumbs={[
          { href: '/', label: tu('home') },
          { href: '/products', label: t('productsTitle') },
        ]}
        subtitle={t('compareLead')}
      />
      {products.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, mt: 3, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>{t('compareEmpty')}</Typography>
          <LinkButton href="/products" variant="contained">
            {t('productsTitle')}
          </LinkButton>
        </Paper>
      ) : (
        <Paper
          variant="outlined"
          sx={{ mt: 3, overflowX: 'auto' }}
          tabIndex={0}
          role="region"
          aria-label={t('compareTable')}
        >
          <Table
            // On a phone two products fit beside the labels (narrower columns and padding); wider screens keep room.
            sx={{
              minWidth: { xs: 80 + products.length * 124, sm: 180 + products.length * 170 },
              '& th, & td': { px: { xs: 1, sm: 2 } },
            }}
            data-testid="compare-table"
          >
            <caption style={{ captionSide: 'top', textAlign: 'start', padding: 12 }}>
              {t('compareCaption', { n: toPersianDigits(products.length) })}
            </caption>
            <TableHead>
              <TableRow>
                <TableCell
                  sx={{
                    width: { xs: 80, sm: 150 },
                    position: 'sticky',
                    insetInlineStart: 0,
                    bgcolor: 'background.paper',
                    zIndex: 1,
                  }}
                >
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {t('product')}
                  </Box>
                </TableCell>
                {products.map((p) => (
                  <TableCell key={p.id} scope="col" sx={{ verticalAlign: 'top', width: { xs: 124, sm: 170 } }}>
                    <Box sx={{ maxWidth: 160 }}>
                      <ResponsiveImage
                        image={p.image}
                        sizes="160px"
                        aspectRatio="1 / 1"
                        fallbackAlt={t('imageOf', { title: p.title })}
                        rounded
                      />
                      <TextLink
                        href={`/product/${p.id}`}
                        underline="hover"
                        sx={{ display: 'block', mt: 1, fontWeight: 600, lineHeight: 1.7 }}
                        data-testid="compare-product"
                      >
                        <MixedText>{p.title}</MixedText>
                      </TextLink>
                      <CompareRemoveButton id={p.id} title={p.title} ids={products.map((x) => x.id)} />
                    </Box>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.label}>
                  <TableCell
                    component="th"
                    scope="row"
                    sx={{
                      color: 'text.secondary',
                      position: 'sticky',
                      insetInlineStart: 0,
                      bgcolor: 'background.paper',
                      zIndex: 1,
                    }}
                  >
                    <MixedText>{r.label}</MixedText>
                  </TableCell>
                  {products.map((p) => (
                    <TableCell key={p.id}>{r.cells(p)}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Container>
  );
}
