'use client';

import { useLocale, useTranslations } from 'next-intl';
import { readerDigits } from '@/i18n/reader-digits';
import { useCallback } from 'react';
import { useSnackbar } from '@/features/ui/toast';
import { setAttributes, useDelegated } from '@/features/ui/use-delegated';
import { MAX_COMPARE, useCompareIds, useCompareStore } from './compare-store';

/**
 * Brings every compare toggle of the page (`CompareToggle`, `CompareButton`) to life from one island: a press adds or
 * removes the product and says so (or warns that the list is full); each toggle's `aria-pressed`, and a card's label
 * and title, follow the compare list.
 */
export function useCompareToggles() {
  const t = useTranslations('catalog');
  const locale = useLocale();
  const ids = useCompareIds();
  const { enqueueSnackbar } = useSnackbar();
  const sync = useCallback(
    (el: HTMLElement) => {
      const on = ids.includes(Number(el.dataset.compare));
      setAttributes(el, { 'aria-pressed': String(on) });
      // A card's icon button is named by its label; the product page's button by its visible text.
      const title = el.dataset.title;
      if (title !== undefined)
        setAttributes(el, {
          'aria-label': on ? t('removeFromCompare', { title }) : t('addToCompare', { title }),
          title: on ? t('inCompare') : t('compare'),
        });
    },
    [ids, t],
  );
  useDelegated(
    '[data-compare]',
    (el) => {
      const id = Number(el.dataset.compare);
      const store = useCompareStore.getState();
      store.load();
      const selected = useCompareStore.getState().ids.includes(id);
      if (!store.toggle(id)) {
        enqueueSnackbar(t('compareFull', { n: readerDigits(locale, MAX_COMPARE) }), { variant: 'warning' });
        return;
      }
      enqueueSnackbar(selected ? t('compareRemoved') : t('compareAdded'), { variant: selected ? 'info' : 'success' });
    },
    sync,
  );
}
