import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '../routeTree.gen';
import { RoutePending } from '../components/route-pending';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which already caches: let it decide freshness.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    // The route progress bar shows at once; the spinner only for a slow route, and once shown it
    // stays long enough not to flicker but not the router's default 500 ms, during which a route
    // that has finished loading would sit idle behind it. (A first visit to a listing parses its
    // catalogue while its route loads: with a 300 ms threshold the spinner came up and then held
    // the ready listing back for half a second.)
    defaultPendingMs: 500,
    defaultPendingMinMs: 200,
    scrollRestoration: false,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
