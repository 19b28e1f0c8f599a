/*
 * Sen's service worker (decision 0131): it only keeps the offline page. Page navigations go to the
 * network as before (with navigation preload, so the worker adds no delay); when the network
 * fails, the kept /offline page answers instead of the browser's error. Nothing else is cached, so
 * prices, stock and carts are never served stale.
 */
const CACHE = 'sen-offline-v1';
const OFFLINE = '/offline';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(new Request(OFFLINE, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name)));
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(
    (async () => {
      try {
        const preloaded = await event.preloadResponse;
        return preloaded || (await fetch(event.request));
      } catch {
        const cache = await caches.open(CACHE);
        return (await cache.match(OFFLINE)) || Response.error();
      }
    })(),
  );
});
