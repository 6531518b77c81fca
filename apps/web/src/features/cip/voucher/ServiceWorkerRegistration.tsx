'use client';

import { useEffect } from 'react';
import { registerServiceWorker } from './offline';

/** Registers the offline-voucher service worker after the page has loaded. */
export function ServiceWorkerRegistration() {
  useEffect(() => registerServiceWorker(), []);
  return null;
}
