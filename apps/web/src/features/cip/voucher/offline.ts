'use client';

import type { Voucher } from '@vip/contract';

/** Cache Storage bucket the service worker (public/sw.js) answers voucher pages and their assets from offline. */
export const VOUCHER_CACHE = 'cip-vouchers-v1';
const SAVED_PREFIX = 'cipVoucher:';

/** Registers the service worker once (it only serves cached voucher pages when the network is gone). */
export function registerServiceWorker() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
    // No service worker (private mode, http on a LAN address): the site simply works online only.
  });
}

/**
 * Keeps an opened voucher for offline use: its data in localStorage, and this page's HTML with the scripts and
 * styles it loaded in the service worker's cache (airport basements and gates have poor signal).
 */
export async function keepVoucherOffline(voucher: Voucher) {
  try {
    localStorage.setItem(`${SAVED_PREFIX}${voucher.reference}`, JSON.stringify(voucher));
  } catch {
    // Storage full or blocked: the voucher is then online only.
  }
  if (typeof caches === 'undefined') return;
  try {
    const cache = await caches.open(VOUCHER_CACHE);
    const assets = performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((u) => u.startsWith(`${location.origin}/_next/static/`));
    await cache.addAll([location.pathname, ...new Set(assets)]);
  } catch {
    // Offline already or quota exceeded: keep what is cached.
  }
}

/** The voucher kept by keepVoucherOffline, if any. */
export function savedVoucher(reference: string): Voucher | null {
  try {
    const v = JSON.parse(localStorage.getItem(`${SAVED_PREFIX}${reference.toUpperCase()}`) ?? 'null');
    return v && typeof v.reference === 'string' ? (v as Voucher) : null;
  } catch {
    return null;
  }
}

/** Forgets every kept voucher (call at sign-out: another person may use this browser next). */
export async function forgetOfflineVouchers() {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(SAVED_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept.
  }
  if (typeof caches !== 'undefined') await caches.delete(VOUCHER_CACHE).catch(() => false);
}
