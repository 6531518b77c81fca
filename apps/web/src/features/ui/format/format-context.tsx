'use client';

import { createContext, type ReactNode, useMemo } from 'react';
import type { RialsPerUnit } from './locale-format';
import type { FormatSettings } from './settings';

export interface FormatContextValue {
  settings: FormatSettings;
  rates: RialsPerUnit;
}

/** Apart from `useFormat()`: every page's layout mounts the provider, only pages that format load the formatter. */
export const FormatContext = createContext<FormatContextValue | null>(null);

/**
 * Hands the server's reading of the reader's settings (cookie) and the rate table to the page's islands, so the
 * browser formats exactly as the server rendered — no flash, no hydration mismatch. Mounted by `FormatRoot`.
 */
export function FormatProvider({ settings, rates, children }: FormatContextValue & { children: ReactNode }) {
  const value = useMemo(() => ({ settings, rates }), [settings, rates]);
  return <FormatContext.Provider value={value}>{children}</FormatContext.Provider>;
}
