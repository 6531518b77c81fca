import { useTranslations } from 'next-intl';
import styles from './favorites.module.css';
import { favoriteAfterSignIn } from './paths';

/**
 * A favorite heart as plain HTML, with no island of its own (a page shows dozens): a link to sign in that adds the
 * product afterwards, so it works before or without JavaScript. The page's one island (`useFavoriteHearts`) finds it
 * by `data-fav` and, for a signed-in member, makes it a toggle button that saves or removes the product at once.
 * The icon is drawn by CSS from `aria-pressed`. Server or client component alike (no hooks but the translations).
 */
export function FavoriteHeart({
  productId,
  title,
  variant = 'card',
}: {
  productId: number;
  title: string;
  /** `card`: small, in a product card's start corner; `large`: the product page's, beside add to cart. */
  variant?: 'card' | 'large';
}) {
  const t = useTranslations('favorites');
  return (
    // biome-ignore lint/a11y/useAnchorContent: named by aria-label (kept in step by the island); the icon is CSS
    <a
      href={favoriteAfterSignIn(productId)}
      className={`${styles.heart} ${variant === 'card' ? styles.corner : styles.large}`}
      aria-label={t('addNamed', { title })}
      title={t('add')}
      data-fav={productId}
      data-title={title}
      data-testid={variant === 'card' ? 'favorite-heart' : 'favorite'}
    />
  );
}
