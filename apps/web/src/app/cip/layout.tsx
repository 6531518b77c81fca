import type { ReactNode } from 'react';
import { AppFrame } from '@/features/shell/AppFrame';
import { ServiceWorkerRegistration } from '@/features/cip/voucher/ServiceWorkerRegistration';

/** The booking and voucher pages: they register the service worker that keeps opened vouchers offline. */
export default function CipLayout({ children }: { children: ReactNode }) {
  return (
    <AppFrame>
      <ServiceWorkerRegistration />
      {children}
    </AppFrame>
  );
}
