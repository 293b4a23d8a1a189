/// <reference lib="webworker" />
import { get } from 'idb-keyval';
import { Queue } from 'workbox-background-sync';
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
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  CLEAR_ORDER_QUEUE,
  MIRRORED_SESSION_KEY,
  ORDER_SYNC_QUEUE,
  outboxDb,
  sessionDb,
  type MirroredSession,
  type OrderSyncMetadata,
  type QueuedOrder,
} from './features/order-outbox/outbox-db';

// The PWA's service worker (vite-plugin-pwa, injectManifest). Built on its own, so it imports
// nothing from the app but the outbox's IndexedDB names.

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

// Catalogue reads: fresh when the network answers in time, else the last copy.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && /^\/api\/v1\/(product|category)\//.test(url.pathname),
  new NetworkFirst({
    cacheName: 'catalogue-api',
    networkTimeoutSeconds: 4,
    plugins: [
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60 }),
      new CacheableResponsePlugin({ statuses: [200] }),
    ],
  }),
);

// Image URLs are content-addressed and immutable. They are absolute on the wire; the shop's own
// (same origin) are kept here, each listed width (`?w=`) as its own entry within the same limits.
// An image from another origin would be an opaque answer, which this cache does not keep.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/api/v1/images/'),
  new CacheFirst({
    cacheName: 'product-images',
    plugins: [
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60 }),
      new CacheableResponsePlugin({ statuses: [200] }),
    ],
  }),
);

// Orders are never cached. One that fails for want of a connection is kept here and sent again
// when the browser is back online (Background Sync, where the browser has it), even with the app
// closed. The page's outbox (features/order-outbox) keeps its own copy and tells the shopper the
// outcome; the Idempotency-Key both carry makes them one order.
//
// A shared phone must not send one shopper's order with the next one's session, nor keep a token
// on disk after logout: the queue stores the order without its Authorization header, with the
// user it belongs to, and sends it only while that user is signed in, with their current token.

const PAYMENT_PATH = '/api/v1/product/payment';
// contract/schemas/order.ts names it too; importing it would bring zod into the worker.
const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

type QueueEntry = NonNullable<Awaited<ReturnType<Queue['shiftRequest']>>>;

const mirroredSession = () => get<MirroredSession>(MIRRORED_SESSION_KEY, sessionDb);

function syncMetadata(entry: QueueEntry): OrderSyncMetadata | null {
  const metadata: unknown = entry.metadata;
  if (typeof metadata !== 'object' || metadata === null) return null;
  if (!('userId' in metadata) || !('key' in metadata)) return null;
  const { userId, key } = metadata;
  return typeof userId === 'string' && typeof key === 'string' ? { userId, key } : null;
}

async function replayOrders({ queue }: { queue: Queue }) {
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    const session = await mirroredSession();
    if (!session) {
      // Nobody is signed in: the order waits for its owner (another user's sign-in drops it).
      await queue.unshiftRequest(entry);
      return;
    }
    const metadata = syncMetadata(entry);
    if (metadata?.userId !== session.userId) continue;
    // Cancelled at logout, or already answered through the page: nothing left to send.
    const waiting = await get<QueuedOrder>(metadata.key, outboxDb);
    if (waiting?.userId !== metadata.userId) continue;
    const headers = new Headers(entry.request.headers);
    headers.set('Authorization', `Bearer ${session.token}`);
    try {
      await fetch(entry.request.url, {
        method: entry.request.method,
        headers,
        body: await entry.request.clone().arrayBuffer(),
        credentials: entry.request.credentials,
      });
    } catch (error) {
      await queue.unshiftRequest(entry);
      throw error;
    }
  }
}

const orderQueue = new Queue(ORDER_SYNC_QUEUE, {
  maxRetentionTime: 7 * 24 * 60,
  onSync: replayOrders,
});

/** Keeps a payment that got no answer, without its token, for the user whose session sent it. */
async function keepForReplay(request: Request) {
  const session = await mirroredSession();
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (!session || !key || request.headers.get('Authorization') !== `Bearer ${session.token}`) {
    return;
  }
  const headers = new Headers(request.headers);
  headers.delete('Authorization');
  const metadata: OrderSyncMetadata = { userId: session.userId, key };
  await orderQueue.pushRequest({
    request: new Request(request.url, {
      method: request.method,
      headers,
      body: await request.arrayBuffer(),
      credentials: request.credentials,
    }),
    metadata: { ...metadata },
  });
}

registerRoute(
  ({ url }) => url.pathname === PAYMENT_PATH,
  async ({ request }) => {
    const copy = request.clone();
    try {
      return await fetch(request);
    } catch (error) {
      await keepForReplay(copy);
      throw error;
    }
  },
  'POST',
);

/** Empties the queue of every order but those of `keepUserId` (logout: of every order). */
async function dropQueuedOrders(keepUserId: string | undefined) {
  const kept: QueueEntry[] = [];
  for (
    let entry = await orderQueue.shiftRequest();
    entry;
    entry = await orderQueue.shiftRequest()
  ) {
    if (keepUserId !== undefined && syncMetadata(entry)?.userId === keepUserId) kept.push(entry);
  }
  for (const entry of kept) await orderQueue.pushRequest(entry);
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || !('type' in data)) return;
  if (data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  } else if (data.type === CLEAR_ORDER_QUEUE) {
    const keepUserId =
      'keepUserId' in data && typeof data.keepUserId === 'string' ? data.keepUserId : undefined;
    event.waitUntil(
      dropQueuedOrders(keepUserId).then(() => event.ports[0]?.postMessage('cleared')),
    );
  }
});
