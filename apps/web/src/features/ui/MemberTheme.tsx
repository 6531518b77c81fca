'use client';

import { ThemeProvider } from '@mui/material/styles';
import { useLocale } from 'next-intl';
import type { ReactNode } from 'react';
import { localeDirection } from '@/i18n/routing';
import { memberThemeFor } from '@/theme/theme';

/** The member theme of §2/§9 (radius 8) for the member and dashboard pages. */
export function MemberTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={memberThemeFor(localeDirection(useLocale()))}>{children}</ThemeProvider>;
}
