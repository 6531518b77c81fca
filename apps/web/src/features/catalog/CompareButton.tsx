'use client';

import { toPersianDigits } from '@vip/domain';
import { useTranslations } from 'next-intl';
import { useSnackbar } from '@/features/shell/toast';
import { Icon } from '@/features/ui/Icon';
import text from '@/features/ui/text.module.css';
import styles from './catalog.module.css';
import { MAX_COMPARE, useCompareIds, useCompareStore } from './compare-store';

/** Whether a product is in the compare list of §3, and a toggle that tells the visitor what happened. */
function useCompareToggle(id: number) {
  const t = useTranslations('catalog');
  const ids = useCompareIds();
  const toggle = useCompareStore((s) => s.toggle);
  const { enqueueSnackbar } = useSnackbar();
  const selected = ids.includes(id);
  const onClick = () => {
    if (!toggle(id)) {
      enqueueSnackbar(t('compareFull', { n: toPersianDigits(MAX_COMPARE) }), { variant: 'warning' });
      return;
    }
    enqueueSnackbar(selected ? t('compareRemoved') : t('compareAdded'), { variant: selected ? 'info' : 'success' });
  };
  return { t, selected, onClick };
}

/** The compare toggle of a product card: a small round icon button (plain HTML, one per card). */
export function CompareToggle({ id, title }: { id: number; title: string }) {
  const { t, selected, onClick } = useCompareToggle(id);
  return (
    <button
      type="button"
      className={styles.toggle}
      onClick={onClick}
      aria-label={selected ? t('removeFromCompare', { title }) : t('addToCompare', { title })}
      aria-pressed={selected}
      title={selected ? t('inCompare') : t('compare')}
      data-testid="compare-toggle"
    >
      {/* The CompareArrows icon of Material Icons. */}
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M9.01 14H2v2h7.01v3L13 15l-3.99-4zm5.98-1v-3H22V8h-7.01V5L11 9z" />
      </svg>
    </button>
  );
}

/** Adds a product to (or removes it from) the compare list of §3: the labelled button of the product page. */
export function CompareButton({ id }: { id: number }) {
  const { t, selected, onClick } = useCompareToggle(id);
  return (
    <button
      type="button"
      onClick={onClick}
      className={`${selected ? text.button : text.buttonOutlined} ${styles.compareButton}`}
      aria-pressed={selected}
      data-testid="compare-toggle"
    >
      <Icon name="compareArrows" size={20} />
      {selected ? t('inCompare') : t('compare')}
    </button>
  );
}
