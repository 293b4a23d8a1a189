import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { appStore } from './state/app-store';
import { listenForInstallPrompt } from './features/pwa/install-prompt-listener';
import { replayEarlyClicks } from './app/early-clicks';
import { hydrationDone } from './app/hydration-done';
import { whenIdle } from './app/when-idle';
import { yieldToMain } from './state/yield-to-main';
import { loadApi } from './api/load-client';
import { restoreStoredState } from './state/restored-storage';
import { applyPendingViewsAtom } from './state/recently-viewed-atoms';
import { recentlyViewedCap } from '../contract/constants';
import { registerServerSignOut } from './app/server-sign-out';

/**
 * The server's HTML carries the router's hydration data (`window.$_TSR`): the app takes over
 * that document. The client-rendered shell (index.html: the offline fallback the service worker
 * keeps, mock mode, `npm run dev`) has none and draws into #root.
 */
const serverRendered = '$_TSR' in window;

type AppRouter = ReturnType<typeof createAppRouter>;

/** The opened route's code, fetched without running its loaders (they may call the API). */
async function loadRouteCode(router: AppRouter) {
  const [routes] = router.getMatchedRoutes(window.location.pathname);
  await Promise.all(routes.map((route) => router.loadRouteChunk(route))).catch(() => undefined);
}

/** `apiReady`: what the API's first request must wait for (mock mode: MSW listening). */
async function start(serviceWorker: boolean, apiReady?: Promise<unknown>) {
  // Each step of the start is a task of its own (yieldToMain): the entry's modules, the router,
  // the stores' restore, the hydration's start.
  await yieldToMain();
  const queryClient = createQueryClient();
  const router = createAppRouter({
    queryClient,
    rendersDocument: serverRendered,
    serviceWorker,
    persistCache: true,
    origin: window.location.origin,
  });
  // The stored cart and session, checked by schemas that load apart from the first load: the page
  // hydrates meanwhile and shows them once they are in (useAfterHydration waits for them).
  await yieldToMain();
  const storesRestored = restoreStoredState(appStore);
  // Product pages left before the app ran there are Recently Viewed all the same.
  void storesRestored.then(() =>
    appStore.set(applyPendingViewsAtom, recentlyViewedCap(window.innerWidth)),
  );
  if (serverRendered) {
    // The taps public/early-taps.js keeps until the page has hydrated are the app's to repeat.
    void replayEarlyClicks();
    await yieldToMain();
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RouterClient router={router} />
        </StrictMode>,
      );
    });
    // The page holds its first answers; the client's code comes once it has hydrated, while the
    // connection that brought the page is likely still there (Chromium keeps a failed module load
    // for the page's life, so a chunk first asked for later, offline, would stay missing).
    void hydrationDone.then(() => whenIdle()).then(() => loadApi().catch(() => undefined));
    return;
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // No server data here: the first loaders ask the API at once, so the client's code starts
  // downloading now, beside the route's.
  loadApi().catch(() => undefined);
  // Mock mode: the route's code downloads while MSW starts and goes on downloading once it
  // listens (its worker answers only the API, public/msw-api-only.js); only the loaders wait.
  if (apiReady) {
    void loadRouteCode(router);
    await apiReady;
  }
  // The opened route is matched, its guards run (on the stored session) and its code loaded before
  // the first render.
  await storesRestored;
  await router.load().catch(() => undefined);
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
}

registerServerSignOut();
if (import.meta.env.VITE_API_MOCKING === 'true') {
  // Mock mode: MSW must be listening before the first request. Production builds drop this.
  const mswListening = import('../mocks/browser').then(({ startMockWorker }) => startMockWorker());
  void start(false, mswListening);
} else {
  listenForInstallPrompt(appStore);
  void start(true);
}
