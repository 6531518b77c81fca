import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { ServiceWorkerRegistration } from '@/features/cip/voucher/ServiceWorkerRegistration';
import v from '@/features/cip/voucher/voucher.module.css';
import { Header } from '@/features/shell/Header';

/**
 * The voucher page: the site's header (a way on from the voucher: home, the booking, the member's account), the
 * offline-voucher service worker, and no app providers (the voucher is plain HTML, so it opens at once).
 */
export default function CipVoucherLayout({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider>
      <ServiceWorkerRegistration />
      <div className={v.noPrint} data-testid="voucher-header">
        <Header />
      </div>
      {children}
    </NextIntlClientProvider>
  );
}
