import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { ServiceWorkerRegistration } from '@/features/cip/voucher/ServiceWorkerRegistration';

/**
 * The booking wizard: every message namespace for its steps and the offline-voucher service worker. No AppFrame:
 * the first step is plain HTML and the later steps bring MUI, the session and the query cache themselves (issue 17).
 */
export default function CipBookingLayout({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider>
      <ServiceWorkerRegistration />
      {children}
    </NextIntlClientProvider>
  );
}
