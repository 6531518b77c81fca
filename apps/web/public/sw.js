// Service worker of آسمان ویژه: vouchers stay available offline (issue #13). Voucher pages and the site's hashed
// scripts/styles/fonts are kept in the `cip-vouchers-v1` cache as they pass (the voucher page also adds what it
// loaded before this worker took control); the cache answers only when the network fails, so online visitors
// always get fresh pages. A new worker version drops older caches.
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
      const cache = await caches.open(CACHE);
      try {
        const response = await fetch(request);
        // Hashed assets (and voucher pages) are kept as they pass, so a voucher opened once works offline even
        // when the page itself could not list everything it loaded.
        if (response.ok && (staticAsset || voucherPage))
          await cache.put(voucherPage ? url.pathname : request, response.clone());
        return response;
      } catch (error) {
        const hit =
          (await cache.match(request, { ignoreVary: true })) ??
          (voucherPage ? await cache.match(url.pathname, { ignoreSearch: true, ignoreVary: true }) : undefined);
        if (hit) return hit;
        throw error;
      }
    })(),
  );
});
