import type { ReactNode } from 'react';
import { ServiceWorkerRegistration } from '@/features/cip/voucher/ServiceWorkerRegistration';
import { AppFrame } from '@/features/shell/AppFrame';

/** The voucher page: the app providers, and the service worker that keeps opened vouchers offline. */
export default function CipVoucherLayout({ children }: { children: ReactNode }) {
  return (
    <AppFrame>
      <ServiceWorkerRegistration />
      {children}
    </AppFrame>
  );
}
