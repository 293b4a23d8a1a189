/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

// The PWA's service worker (vite-plugin-pwa, injectManifest). Built on its own, so it imports
// nothing from the app.

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

// The first visit's page is controlled at once (so it works offline after one load); there is no
// skipWaiting on install, so a later version waits for the shopper's 'Reload' (the update prompt
// posts SKIP_WAITING).
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/**
 * Pages come from the server (rendered there, current prices and stock) when it answers in time;
 * offline or on a stalled connection, the precached shell (index.html) renders the page in the
 * browser from the saved catalogue. Pages are not cached themselves: an old page would point at
 * scripts of an older build that the precache has already dropped.
 */
const PAGE_TIMEOUT_MS = 4000;
// A navigation request cannot be copied with a signal: the slow answer is raced, not aborted.
const pageTimeout = () =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error('slow')), PAGE_TIMEOUT_MS));
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      const shell = async () => (await matchPrecache('/index.html')) ?? Response.error();
      // Known to be offline: no need to wait for the request to fail.
      if (!self.navigator.onLine) return shell();
      try {
        return await Promise.race([fetch(request), pageTimeout()]);
      } catch {
        return shell();
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

// API answers pass through: the page keeps the catalogue itself (one copy in IndexedDB, kept
// fresh by its changes) and its other answers in the saved query cache. Earlier releases kept
// a URL-keyed copy of every catalogue answer here; it goes.
self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(caches.delete('catalogue-api'));
});

// Image URLs are content-addressed and immutable. They are absolute on the wire; the shop's own
// (same origin) are kept here, each listed width (`?w=`) as its own entry within the same limits.
// An image from another origin would be an opaque answer, which this cache does not keep.
// Offline, an image never seen before would show as its alt text: the precached bottle drawing
// (the server's own, for a product without photos) stands in for it.
const OFFLINE_IMAGE = '/images/offline-bottle.svg';
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/api/v1/images/'),
  new CacheFirst({
    cacheName: 'product-images',
    plugins: [
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60 }),
      new CacheableResponsePlugin({ statuses: [200] }),
      { handlerDidError: async () => (await matchPrecache(OFFLINE_IMAGE)) ?? Response.error() },
    ],
  }),
);

// Orders pass through untouched: no route here. A queued order has one holder, the page's
// order queue (features/order-queue), and one sender, the page, which holds the session and tells
// the shopper how it went. A copy kept here would need a token of its own to be sent.

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || !('type' in data)) return;
  if (data.type === 'SKIP_WAITING') void self.skipWaiting();
});
