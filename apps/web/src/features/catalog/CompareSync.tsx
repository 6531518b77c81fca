'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import styles from './compare.module.css';
import { COMPARE_STORAGE_KEY, MAX_COMPARE, useCompareStore } from './compare-store';

/**
 * Keeps /compare and the stored compare list (§3 productCompare) together: without `ids` in the URL the stored list
 * is shown; with them, they become the stored list.
 */
export function CompareSync({ ids }: { ids: number[] }) {
  const router = useRouter();
  useEffect(() => {
    const store = useCompareStore.getState();
    store.load();
    const stored = useCompareStore.getState().ids;
    const hasParam = new URLSearchParams(window.location.search).has('ids');
    if (!hasParam && stored.length > 0) {
      router.replace(`/compare?ids=${stored.join(',')}`);
      return;
    }
    if (hasParam && ids.join(',') !== stored.join(',')) {
      const next = ids.slice(0, MAX_COMPARE);
      try {
        localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(next));
      } catch {}
      useCompareStore.setState({ ids: next, loaded: true });
    }
  }, [ids, router]);
  return null;
}

/** Takes one product out of the comparison. */
export function CompareRemoveButton({ id, title, ids }: { id: number; title: string; ids: number[] }) {
  const t = useTranslations('catalog');
  const router = useRouter();
  const remove = useCompareStore((s) => s.remove);
  return (
    <button
      type="button"
      className={styles.remove}
      aria-label={t('removeFromCompare', { title })}
      onClick={() => {
        remove(id);
        const rest = ids.filter((x) => x !== id);
        router.replace(rest.length ? `/compare?ids=${rest.join(',')}` : '/compare?ids=');
      }}
    >
      {t('remove')}
    </button>
  );
}
