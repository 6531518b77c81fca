'use client';

import { useTranslations } from 'next-intl';
import { Icon } from '@/features/ui/Icon';
import styles from './favorites.module.css';
import { favoriteAfterSignIn, useFavorites } from './use-favorites';

/**
 * A favorite heart (plain HTML): a member's button saves or removes the product at once; a visitor's is a link (it
 * works before the page's script has loaded): sign in, then it is added.
 */
export function FavoriteToggle({
  productId,
  title,
  className,
  testId,
}: {
  productId: number;
  title: string;
  className: string;
  testId: string;
}) {
  const t = useTranslations('favorites');
  const { ids, toggle, signedIn } = useFavorites();
  const on = ids.has(productId);
  const icon = <Icon name={on ? 'favorite' : 'favoriteBorder'} />;
  if (!signedIn) {
    return (
      <a
        href={favoriteAfterSignIn(productId)}
        className={className}
        aria-label={t('addNamed', { title })}
        title={t('add')}
        data-testid={testId}
      >
        {icon}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-pressed={on}
      aria-label={on ? t('removeNamed', { title }) : t('addNamed', { title })}
      title={on ? t('inFavorites') : t('add')}
      onClick={() => void toggle(productId, title)}
      data-testid={testId}
    >
      {icon}
    </button>
  );
}

/** The heart of a product card, in the card's start corner (one per card). */
export function FavoriteHeart({ productId, title }: { productId: number; title: string }) {
  return (
    <span className={styles.corner}>
      <FavoriteToggle productId={productId} title={title} className={styles.heart} testId="favorite-heart" />
    </span>
  );
}
