'use client';

import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { memberTheme } from '@/theme/theme';

/** The member theme of §2/§9 (radius 8) for the member and dashboard pages. */
export function MemberTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={memberTheme}>{children}</ThemeProvider>;
}
