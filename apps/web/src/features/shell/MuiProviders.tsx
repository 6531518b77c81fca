'use client';

import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useLocale } from 'next-intl';
import type { ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { localeDirection } from '@/i18n/routing';
import { siteThemeFor } from '@/theme/theme';

// Right-to-left pages flip MUI's styles through the rtl plugin; English keeps them as written.
const RTL_CACHE = { key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] };
const LTR_CACHE = { key: 'mui', stylisPlugins: [prefixer] };

/**
 * MUI for the pages that use it (docs/architecture.md): the emotion cache of the locale's direction (server-inserted
 * styles), the site theme and
 * CssBaseline. Never in the root layout: a public page without MUI components loads none of this.
 */
export function MuiProviders({ children }: { children: ReactNode }) {
  const direction = localeDirection(useLocale());
  return (
    <AppRouterCacheProvider options={direction === 'rtl' ? RTL_CACHE : LTR_CACHE}>
      <ThemeProvider theme={siteThemeFor(direction)}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
