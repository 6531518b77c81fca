import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { AppProviders } from './AppProviders';

/**
 * The layout wrapper of an app-like segment: every message namespace for its client components (the root layout
 * hands the public islands only theirs) and the app providers (MUI, session, query cache).
 */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider>
      <AppProviders>{children}</AppProviders>
    </NextIntlClientProvider>
  );
}
