import { InPersian, persianContentProps } from '@/features/content/in-persian';
import { getFormat } from '@/features/ui/format/server';
import { api, type Product, refOf } from '@vip/contract';
import Link from 'next/link';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { AddToCartButton } from '@/features/cart/AddToCartButton';
import { PageHeading } from '@/features/ui/PageHeading';
import { offsetOf } from '@/features/ui/paging';
import { Paragraphs } from '@/features/ui/Paragraphs';
import text from '@/features/ui/text.module.css';
import { serverEnv } from '@/lib/env';
import { fetchProducts, fetchReviews } from './api';
import { CompareButton } from './CompareToggle';
import { FavoriteHeart } from '@/features/favorites/FavoriteHeart';
import { ProductActions } from './ProductActions';
import { WriteReview } from '@/features/reviews/WriteReview';
import { Price } from './Price';
import { ProductGallery } from './ProductGallery';
import { ProductGrid } from './ProductGrid';
import catalog from './catalog.module.css';
import styles from './ProductPage.module.css';
import { ProductJsonLd } from './ProductJsonLd';
import { REVIEWS_ANCHOR, REVIEWS_PER_PAGE, ReviewList } from './ReviewList';
import { StarRating } from './StarRating';
import { MixedText } from '@/features/ui/MixedText';

/**
 * /product/[id]: gallery, price, stock, add to cart, favorite, compare, specifications, reviews (`reviewPage` of
 * them), related products. Server-rendered; the islands are plain HTML (no MUI, session library or query cache).
 */
export async function ProductPage({ product, reviewPage }: { product: Product; reviewPage: number }) {
  const [f, locale] = await Promise.all([getFormat(), getLocale()]);
  // The product's own texts are Persian: marked so on English and Arabic pages.
  const persian = persianContentProps(locale);
  const mainCategory = product.categories[0];
  const [t, tu, messages, reviews, related] = await Promise.all([
    getTranslations('catalog'),
    getTranslations('ui'),
    getMessages(),
    fetchReviews(product.id, REVIEWS_PER_PAGE, offsetOf(reviewPage, REVIEWS_PER_PAGE)),
    mainCategory ? fetchProducts({ category_ids: [mainCategory.id], limit: 5, sort: '-sales' }) : null,
  ]);
  const relatedItems = (related?.data ?? []).filter((p) => p.id !== product.id).slice(0, 4);
  const stockLabel = !product.in_stock
    ? t('outOfStock')
    : product.stock <= 3
      ? t('fewLeft', { n: f.digits(product.stock) })
      : t('inStock');
  return (
    <div className={`container ${styles.page}`}>
      <ProductJsonLd product={product} url={`${serverEnv.siteUrl}/product/${product.id}`} />
      <div className={styles.top}>
        <ProductGallery images={product.images} title={product.title} />
        <div>
          <PageHeading
            title={product.title}
            titleLang="fa"
            breadcrumbLabel={tu('breadcrumbs')}
            crumbs={[
              { href: '/', label: tu('home') },
              { href: '/products', label: t('productsTitle') },
              ...(mainCategory
                ? [{ href: `/category/${mainCategory.id}`, label: mainCategory.title, lang: 'fa' }]
                : []),
            ]}
          />
          <div className={styles.meta}>
            {product.brand && (
              <Link href={`/brand/${product.brand.id}`} className={text.link}>
                {t.rich('brandLabel', { brand: product.brand.title, fa: (chunks) => <InPersian>{chunks}</InPersian> })}
              </Link>
            )}
            {product.review_count > 0 && (
              <div className={styles.rating}>
                <StarRating
                  value={product.rating}
                  label={t('averageRating', { n: f.digits(product.rating.toFixed(1)) })}
                />
                <span className={text.muted}>{t('reviewCount', { n: f.digits(product.review_count) })}</span>
              </div>
            )}
          </div>
          {product.summary && (
            <p className={styles.summary} {...persian}>
              <MixedText>{product.summary}</MixedText>
            </p>
          )}
          <div className={styles.buy}>
            <div className={styles.priceRow}>
              <Price price={product.price} oldPrice={product.old_price} size="lg" />
              <span
                className={product.in_stock ? `${catalog.pill} ${styles.inStock}` : catalog.pill}
                data-testid="stock-state"
              >
                {stockLabel}
              </span>
            </div>
            <div className={styles.actions}>
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
              <FavoriteHeart productId={product.id} title={product.title} variant="large" />
            </div>
            {product.unit && (
              <span className={styles.unit}>
                {t.rich('soldBy', { unit: product.unit.title, fa: (chunks) => <InPersian>{chunks}</InPersian> })}
              </span>
            )}
          </div>
        </div>
      </div>

      <div className={styles.details}>
        <section aria-labelledby="description-title">
          <h2 id="description-title" className={text.h2}>
            {t('description')}
          </h2>
          <div {...persian}>
            <Paragraphs text={product.description} />
          </div>
        </section>
        {product.attributes.length > 0 && (
          <section aria-labelledby="specs-title">
            <h2 id="specs-title" className={text.h2}>
              {t('specs')}
            </h2>
            <table className={styles.specs} aria-labelledby="specs-title">
              <tbody>
                <tr>
                  <th scope="row">{t('sku')}</th>
                  <td>
                    <bdi dir="ltr">{product.sku}</bdi>
                  </td>
                </tr>
                {product.attributes.map((a) => (
                  <tr key={a.title}>
                    <th scope="row" {...persian}>
                      <MixedText>{a.title}</MixedText>
                    </th>
                    <td {...persian}>
                      <MixedText>{a.value}</MixedText>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </div>

      <hr className={styles.divider} />
      <section aria-labelledby={REVIEWS_ANCHOR}>
        <h2 id={REVIEWS_ANCHOR} className={`${text.h2} ${styles.reviewsAnchor}`}>
          {t('reviewsTitle', { n: f.digits(product.review_count) })}
        </h2>
        {/* The root layout hands the public islands their namespaces only: the member's review adds its own. */}
        <NextIntlClientProvider messages={{ reviews: messages.reviews }}>
          <WriteReview
            productId={product.id}
            endpoints={{ eligibility: refOf(api.getReviewEligibility), create: refOf(api.createReview) }}
          />
        </NextIntlClientProvider>
        <ReviewList productId={product.id} reviews={reviews} page={reviewPage} />
      </section>

      {relatedItems.length > 0 && (
        <section aria-labelledby="related-title" className={styles.related}>
          <h2 id="related-title" className={text.h2}>
            {t('related')}
          </h2>
          <ProductGrid products={relatedItems} />
        </section>
      )}
      <ProductActions />
    </div>
  );
}
