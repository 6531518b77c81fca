'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { setAttributes, useDelegated } from '@/features/ui/use-delegated';
import { useFavorites } from './use-favorites';

/**
 * Brings every `FavoriteHeart` of the page to life from one island: a signed-in member's heart becomes a toggle
 * button (role, `aria-pressed`, label and title follow the member's favorites) and a press saves or removes the
 * product with its toast; a visitor's stays the link to sign in.
 */
export function useFavoriteHearts() {
  const t = useTranslations('favorites');
  const { ids, toggle, signedIn } = useFavorites();
  const sync = useCallback(
    (el: HTMLElement) => {
      const title = el.dataset.title ?? '';
      const on = signedIn && ids.has(Number(el.dataset.fav));
      setAttributes(el, {
        role: signedIn ? 'button' : null,
        'aria-pressed': signedIn ? String(on) : null,
        'aria-label': on ? t('removeNamed', { title }) : t('addNamed', { title }),
        title: on ? t('inFavorites') : t('add'),
      });
    },
    [ids, signedIn, t],
  );
  useDelegated(
    '[data-fav]',
    (el, event) => {
      // A visitor's heart is a link: it leads to sign in, which adds the product afterwards.
      if (!signedIn) return;
      event.preventDefault();
      void toggle(Number(el.dataset.fav), el.dataset.title);
    },
    sync,
  );
}
