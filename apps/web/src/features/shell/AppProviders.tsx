'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AuthSessionProvider } from '@/features/auth/AuthSessionProvider';
import { MuiProviders } from './MuiProviders';

/**
 * The providers of the app-like segments (member area, sign-in, checkout, the booking wizard, credit): MUI, the
 * member's session (next-auth) and the server-data cache (TanStack Query). Each such segment's layout renders it
 * (through `AppFrame`); the public content pages do not load it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <MuiProviders>
      <AuthSessionProvider>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AuthSessionProvider>
    </MuiProviders>
  );
}
