import { getFormat } from '@/features/ui/format/server';
import type { Product } from '@vip/contract';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { CSSProperties, ReactNode } from 'react';
import { MixedText } from '@/features/ui/MixedText';
import { PageHeading } from '@/features/ui/PageHeading';
import plain from '@/features/ui/plain.module.css';
import { ResponsiveImage } from '@/features/ui/ResponsiveImage';
import text from '@/features/ui/text.module.css';
import styles from './compare.module.css';
import { CompareRemoveButton, CompareSync } from './CompareSync';

/** /compare: up to four products side by side with every specification row. Plain HTML; CompareSync is the island. */
export async function ComparePage({ products }: { products: Product[] }) {
  const f = await getFormat();
  const [t, tu] = await Promise.all([getTranslations('catalog'), getTranslations('ui')]);
  const fixed = new Set([t('price'), t('stock'), t('brand'), t('ratingLabel')]);
  const specTitles = [...new Set(products.flatMap((p) => p.attributes.map((a) => a.title)))].filter(
    (x) => !fixed.has(x),
  );
  const rows: { label: string; cells: (p: Product) => ReactNode }[] = [
    { label: t('price'), cells: (p) => <strong>{f.toman(p.price)}</strong> },
    { label: t('stock'), cells: (p) => (p.in_stock ? t('inStock') : t('outOfStock')) },
    { label: t('brand'), cells: (p) => p.brand?.title ?? '—' },
    {
      label: t('ratingLabel'),
      cells: (p) =>
        p.review_count > 0 ? t('ratingOf', { n: f.digits(p.rating.toFixed(1)), count: f.digits(p.review_count) }) : '—',
    },
    ...specTitles.map((title) => ({
      label: title,
      cells: (p: Product) => p.attributes.find((a) => a.title === title)?.value ?? '—',
    })),
  ];
  // On a phone two products fit beside the labels (narrower columns and padding); wider screens keep room.
  const columns = { '--compare-columns': products.length } as CSSProperties;
  return (
    <div className={`container ${plain.page}`}>
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
        <div className={`${plain.paper} ${styles.empty}`}>
          <p>{t('compareEmpty')}</p>
          <Link href="/products" className={text.button}>
            {t('productsTitle')}
          </Link>
        </div>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe)
        <section className={`${plain.paper} ${styles.scroll}`} tabIndex={0} aria-label={t('compareTable')}>
          <table className={styles.table} style={columns} data-testid="compare-table">
            <caption>{t('compareCaption', { n: f.digits(products.length) })}</caption>
            <thead>
              <tr>
                <td className={styles.sticky}>
                  <span className={styles.muted}>{t('product')}</span>
                </td>
                {products.map((p) => (
                  <th key={p.id} scope="col" className={styles.product}>
                    <div className={styles.productBox}>
                      <ResponsiveImage
                        image={p.image}
                        sizes="160px"
                        aspectRatio="1 / 1"
                        fallbackAlt={t('imageOf', { title: p.title })}
                        rounded
                      />
                      <Link href={`/product/${p.id}`} className={styles.productLink} data-testid="compare-product">
                        <MixedText>{p.title}</MixedText>
                      </Link>
                      <CompareRemoveButton id={p.id} title={p.title} ids={products.map((x) => x.id)} />
                    </div>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.label}>
                  <th scope="row" className={`${styles.sticky} ${styles.muted}`}>
                    <MixedText>{r.label}</MixedText>
                  </th>
                  {products.map((p) => (
                    <td key={p.id}>{r.cells(p)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
