import type { ProductListItem } from '@vip/contract';
import { getLocale, getTranslations } from 'next-intl/server';
import { persianContentProps, readerLanguageProps } from '@/features/content/in-persian';
import { localizedPath } from '@/i18n/routing';
import { FavoriteHeart } from '@/features/favorites/FavoriteHeart';
import { ResponsiveImage } from '@/features/ui/ResponsiveImage';
import card from '@/features/ui/card.module.css';
import styles from './catalog.module.css';
import { CompareToggle } from './CompareToggle';
import { Price } from './Price';
import { MixedText } from '@/features/ui/MixedText';

/** Widths a card image is shown at: 2 columns on phones, up to 4 on desktops. */
export const CARD_SIZES = '(max-width: 600px) 50vw, (max-width: 900px) 33vw, 280px';

/**
 * A product in a grid or rail: picture, title, brand, price, stock, the favorite heart and the compare toggle. Plain HTML and a CSS
 * module, no client island: a page shows dozens of cards, and each island or MUI component here would be hydrated in
 * the browser. The heart and the toggle come to life through the page's one `ProductActions` island.
 */
export async function ProductCard({
  product,
  headingLevel: Heading = 'h3',
  priority,
}: {
  product: ProductListItem;
  headingLevel?: 'h2' | 'h3';
  /** Above the fold (the first row of a grid): the picture loads eagerly with high priority. */
  priority?: boolean;
}) {
  const [t, locale] = await Promise.all([getTranslations('catalog'), getLocale()]);
  // The product's own texts are Persian: on English and Arabic pages the card says so; price and stock are the
  // reader's language.
  const reader = readerLanguageProps(locale);
  return (
    <article className={card.card} data-testid="product-card" {...persianContentProps(locale)}>
      {/* A plain link, opened inside the app by the page's ProductActions island (use-card-links.ts). */}
      <a href={localizedPath(locale, `/product/${product.id}`)} className={card.link} data-card-link>
        <ResponsiveImage
          image={product.image}
          sizes={CARD_SIZES}
          priority={priority}
          aspectRatio="1 / 1"
          fallbackAlt={t('imageOf', { title: product.title })}
        />
        <div className={styles.body}>
          {product.brand && (
            <span className={styles.brand}>
              <MixedText>{product.brand.title}</MixedText>
            </span>
          )}
          <Heading className={styles.title} data-testid="product-title">
            <MixedText>{product.title}</MixedText>
          </Heading>
          {product.in_stock ? (
            <div className={styles.foot} {...reader}>
              <Price price={product.price} oldPrice={product.old_price} />
            </div>
          ) : (
            <span className={`${styles.pill} ${styles.foot}`} {...reader}>
              {t('outOfStock')}
            </span>
          )}
        </div>
      </a>
      <FavoriteHeart productId={product.id} title={product.title} />
      <CompareToggle id={product.id} title={product.title} />
    </article>
  );
}
