import type { ReactNode } from 'react';
import { FormatProvider } from './format-context';
import { getFormatSettings, getRialsPerUnit } from './server';

/** Put once around a locale's pages (its layout): every `useFormat()` below reads the reader's settings and rates. */
export async function FormatRoot({ children }: { children: ReactNode }) {
  const [settings, rates] = await Promise.all([getFormatSettings(), getRialsPerUnit()]);
  return (
    <FormatProvider settings={settings} rates={rates}>
      {children}
    </FormatProvider>
  );
}
