import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appStore } from '../../state/app-store';
import { whenIdle } from '../../app/when-idle';

/** However busy the first screen is, the worker is registered by then. */
const LATEST_MS = 10_000;

let registering = false;

function noQueryFetching(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  });
}

function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Registers the service worker once the first screen has its data and the browser is idle. On a
 * first visit the worker downloads the whole app for offline use (about 1.4 MB); started any
 * earlier, that download and its processing compete with the screen the shopper is waiting for.
 * The first render already draws the opened route (main.tsx loads it before rendering).
 */
export function ServiceWorkerRegistrar() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (registering) return;
    registering = true;
    const settled = (async () => {
      // After the first paint every component of the screen has mounted and started its queries
      // (this effect runs before those of the route's components, so it looks only then).
      await afterNextPaint();
      await noQueryFetching(queryClient);
      // Then let the screen draw what arrived before the browser's next quiet moment.
      await afterNextPaint();
      await whenIdle();
    })();
    const latest = new Promise((resolve) => setTimeout(resolve, LATEST_MS));
    void Promise.race([settled, latest])
      .then(() => import('./register-service-worker'))
      .then(({ registerServiceWorker }) => registerServiceWorker(appStore));
  }, [queryClient]);
  return null;
}
