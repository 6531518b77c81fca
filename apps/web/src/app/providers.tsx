'use client';

import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { type ReactNode, useState } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { AuthSessionProvider } from '@/features/auth/AuthSessionProvider';
import { type PublicConfig, PublicConfigProvider } from '@/lib/public-config';
import { siteTheme } from '@/theme/theme';

/**
 * Client-side providers: RTL emotion cache, theme, member session (next-auth), toasts (§2: max 3, bottom-left, 5 s),
 * server-data cache.
 */
export function Providers({ children, config }: { children: ReactNode; config: PublicConfig }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <AppRouterCacheProvider options={{ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }}>
      <ThemeProvider theme={siteTheme}>
        <CssBaseline />
        <PublicConfigProvider value={config}>
          <AuthSessionProvider>
            <QueryClientProvider client={queryClient}>
              <SnackbarProvider
                maxSnack={3}
                autoHideDuration={5000}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
              >
                {children}
              </SnackbarProvider>
            </QueryClientProvider>
          </AuthSessionProvider>
        </PublicConfigProvider>
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
