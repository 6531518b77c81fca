// Service worker of آسمان ویژه: vouchers stay available offline (issue #13). The voucher page puts its own HTML
// and the hashed scripts/styles it loaded into the `cip-vouchers-v1` cache; this worker answers from that cache
// only when the network fails, so online visitors always get fresh pages.
const CACHE = 'cip-vouchers-v1';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys())
        if (key.startsWith('cip-vouchers-') && key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const voucherPage = request.mode === 'navigate' && url.pathname.startsWith('/cip/voucher/');
  const staticAsset = url.pathname.startsWith('/_next/static/');
  if (!voucherPage && !staticAsset) return;
  event.respondWith(
    (async () => {
      try {
        return await fetch(request);
      } catch (error) {
        const cache = await caches.open(CACHE);
        const hit =
          (await cache.match(request)) ??
          (voucherPage ? await cache.match(url.pathname, { ignoreSearch: true }) : undefined);
        if (hit) return hit;
        throw error;
      }
    })(),
  );
});
