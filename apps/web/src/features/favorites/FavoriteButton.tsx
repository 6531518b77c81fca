'use client';

import { FavoriteToggle } from './FavoriteHeart';
import styles from './favorites.module.css';

/** The product page's heart, beside add to cart: the cards' heart, larger. */
export function FavoriteButton({ productId, title }: { productId: number; title: string }) {
  return (
    <FavoriteToggle
      productId={productId}
      title={title}
      className={`${styles.heart} ${styles.large}`}
      testId="favorite"
    />
  );
}
