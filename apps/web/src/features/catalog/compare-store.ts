'use client';

import { useEffect } from 'react';
import { create } from 'zustand';

/** localStorage key of the compare list (§3 productCompare: a list of product ids). */
export const COMPARE_STORAGE_KEY = 'productCompare';

export { MAX_COMPARE } from './compare-limits';

import { MAX_COMPARE } from './compare-limits';

interface CompareStore {
  ids: number[];
  loaded: boolean;
  load(): void;
  /** Adds or removes an id; false when the list is already full. */
  toggle(id: number): boolean;
  remove(id: number): void;
  clear(): void;
}

function save(ids: number[]) {
  try {
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // A failed save (private mode, quota) is ignored.
  }
}

function read(): number[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY) ?? '[]');
    return Array.isArray(v)
      ? [...new Set(v.filter((n): n is number => Number.isInteger(n) && n > 0))].slice(0, MAX_COMPARE)
      : [];
  } catch {
    return [];
  }
}

/** The compare list, loaded from local storage on first client use. */
export const useCompareStore = create<CompareStore>((set, get) => ({
  ids: [],
  loaded: false,
  load() {
    if (!get().loaded) set({ ids: read(), loaded: true });
  },
  toggle(id) {
    get().load();
    const ids = get().ids;
    if (ids.includes(id)) {
      const next = ids.filter((x) => x !== id);
      set({ ids: next });
      save(next);
      return true;
    }
    if (ids.length >= MAX_COMPARE) return false;
    const next = [...ids, id];
    set({ ids: next });
    save(next);
    return true;
  },
  remove(id) {
    get().load();
    const next = get().ids.filter((x) => x !== id);
    set({ ids: next });
    save(next);
  },
  clear() {
    set({ ids: [], loaded: true });
    save([]);
  },
}));

/** Compare ids (empty on the server and until loaded). */
export function useCompareIds(): number[] {
  const ids = useCompareStore((s) => s.ids);
  const load = useCompareStore((s) => s.load);
  useEffect(() => load(), [load]);
  return ids;
}
