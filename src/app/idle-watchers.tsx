import { OrderQueueSync } from '../features/order-queue/order-queue-sync';
import { OfflineBanner } from '../features/pwa/offline-banner';
import { UpdatePrompt } from '../features/pwa/update-prompt';
import { WishlistSyncWatcher } from '../features/wishlist/wishlist-sync-watcher';

/**
 * What every page watches for but nobody waits for at its first paint: the connection dropping
 * (the offline banner), a new version of the app, and orders waiting to be sent. Its own chunk,
 * drawn once the page is idle (DeferredIdleWatchers).
 */
export default function IdleWatchers() {
  return (
    <>
      <OfflineBanner />
      <UpdatePrompt />
      <OrderQueueSync />
      <WishlistSyncWatcher />
    </>
  );
}
