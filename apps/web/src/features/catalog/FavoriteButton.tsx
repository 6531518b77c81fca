'use client';

import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Link from 'next/link';
import { useTranslations } from 'next-intl';

/** Favorites are for members: a visitor is sent to sign in and brought back to the product afterwards. */
export function FavoriteButton({ productId }: { productId: number }) {
  const t = useTranslations('catalog');
  const href = `/member/signin?callbackUrl=${encodeURIComponent(`/product/${productId}`)}`;
  return (
    <Tooltip title={t('favoriteSignIn')}>
      <IconButton
        component={Link}
        href={href}
        aria-label={t('addToFavorites')}
        data-testid="favorite"
        sx={{ border: 1, borderColor: 'divider', width: 48, height: 48 }}
      >
        <FavoriteBorder />
      </IconButton>
    </Tooltip>
  );
}
