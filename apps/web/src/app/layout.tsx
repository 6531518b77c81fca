import type { ReactNode } from 'react';

/**
 * Two root layouts sit below this pass-through: `[locale]/layout.tsx` (the site, in fa/en/ar, each with its own
 * `<html lang dir>`) and `admin/layout.tsx` (the back office, staff only, always Persian).
 */
export default function PassThroughLayout({ children }: { children: ReactNode }) {
  return children;
}
