'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthSessionProvider } from '@/features/auth/AuthSessionProvider';
import { ApiClientError } from '@/lib/api-call';
import { MuiProviders } from './MuiProviders';

/**
 * The providers of the app-like segments (member area, sign-in, checkout, the booking wizard, credit): MUI, the
 * member's session (next-auth) and the server-data cache (TanStack Query). Each such segment's layout renders it
 * (through `AppFrame`); the public content pages do not load it.
 */
const newQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: retryOnce, refetchOnWindowFocus: false } },
  });

/** One more try after a failure that may pass (offline, 5xx); a 4xx answer would only come again, a second later. */
function retryOnce(failures: number, error: unknown): boolean {
  const refused = error instanceof ApiClientError && error.status >= 400 && error.status < 500;
  return failures < 1 && !refused;
}
/** One query cache per browser tab, shared by every segment (the checkout's answers are still there on /dashboard). */
let browserQueryClient: QueryClient | undefined;
/** A new cache per server render (never shared between visitors), the tab's own in the browser. */
function queryClientFor(): QueryClient {
  if (typeof window === 'undefined') return newQueryClient();
  browserQueryClient ??= newQueryClient();
  return browserQueryClient;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const queryClient = queryClientFor();
  return (
    <MuiProviders>
      <AuthSessionProvider>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AuthSessionProvider>
    </MuiProviders>
  );
}
