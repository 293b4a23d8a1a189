import { registerSW } from 'virtual:pwa-register';
import type { createStore } from 'jotai';
import { pendingUpdateAtom } from './pwa-atoms';

/**
 * Registers the Workbox worker in 'prompt' mode: a waiting update is offered to the shopper and
 * never applied on its own, so a checkout in progress is not reloaded away.
 */
export function registerServiceWorker(store: ReturnType<typeof createStore>) {
  if (!('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    onNeedRefresh() {
      store.set(pendingUpdateAtom, () => async () => {
        // workbox-window reloads by itself only when this page was loaded under an older worker.
        // The very first page (taken over through clientsClaim) would keep running the old code,
        // so reload on the switch here too; reloading twice in one tick is harmless.
        navigator.serviceWorker.addEventListener(
          'controllerchange',
          () => window.location.reload(),
          {
            once: true,
          },
        );
        await updateSW(true);
      });
    },
    onRegisteredSW(_url, registration) {
      // A shop left open for days should still notice a new release.
      if (registration) setInterval(() => void registration.update(), 60 * 60 * 1000);
    },
  });
}
