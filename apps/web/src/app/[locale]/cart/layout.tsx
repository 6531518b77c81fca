import type { ReactNode } from 'react';
import { MuiProviders } from '@/features/shell/MuiProviders';

/** This page still draws some MUI components (issue 17 takes them out one by one): MUI's theme and RTL styles. */
export default function MuiSegmentLayout({ children }: { children: ReactNode }) {
  return <MuiProviders>{children}</MuiProviders>;
}
