'use client';

import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslations } from 'next-intl';
import { favoriteAfterSignIn, useFavorites } from './use-favorites';

/** The product page's heart: adds and removes at once (undo after removing); a visitor signs in, then it is added. */
export function FavoriteButton({ productId, title }: { productId: number; title: string }) {
  const t = useTranslations('favorites');
  const { ids, toggle, signedIn } = useFavorites();
  const on = ids.has(productId);
  // A visitor's heart is a link (it works before the page's script has loaded): sign in, then it is added.
  const action = signedIn ? { onClick: () => void toggle(productId, title) } : { href: favoriteAfterSignIn(productId) };
  return (
    <Tooltip title={on ? t('inFavorites') : t('add')}>
      <IconButton
        {...action}
        aria-pressed={signedIn ? on : undefined}
        aria-label={on ? t('removeNamed', { title }) : t('addNamed', { title })}
        data-testid="favorite"
        sx={{
          border: 1,
          borderColor: on ? 'error.light' : 'divider',
          color: on ? 'error.main' : undefined,
          width: 48,
          height: 48,
        }}
      >
        {on ? <Favorite /> : <FavoriteBorder />}
      </IconButton>
    </Tooltip>
  );
}
