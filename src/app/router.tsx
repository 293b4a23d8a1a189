import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { QueryClient } from '@tanstack/react-query';
import type { InProcessApi } from '../api/in-process-api';
import { routeTree } from '../routeTree.gen';
import { parseSearch, stringifySearch } from './search-params';
import { RouteError } from '../components/route-error';
import { RoutePending } from '../components/route-pending';
import { dateServerAnswersToArrival } from './server-answers-arrival';

export interface AppRouterOptions {
  queryClient: QueryClient;
  /**
   * The root route draws the whole document (<html>, <head>, <body>): on the server, and in a
   * browser hydrating the server's HTML. The client-rendered shell (offline fallback, mock mode,
   * tests) draws into #root instead.
   */
  rendersDocument: boolean;
  /** Where the shop is served from, for the absolute URLs of canonical links and previews. */
  origin: string;
  /** The browser keeps the public query cache in IndexedDB for offline starts (not in tests). */
  persistCache?: boolean;
  /** The production shop registers its service worker; mock mode (MSW's worker) does not. */
  serviceWorker?: boolean;
  /**
   * On the server only: the API in the server's process, for this request's page. Loaders read
   * every product and listing through it (src/api/in-process-api.ts); the browser has none.
   */
  inProcessApi?: InProcessApi;
  /** On the server: the seed to shuffle /all-fragrances with (a kept variant); else random. */
  shuffleSeed?: number;
  /** On the server: the response's Content-Security-Policy nonce for the inline scripts. */
  ssrNonce?: string;
}

export function createAppRouter({ queryClient, ssrNonce, ...context }: AppRouterOptions) {
  const router = createRouter({
    routeTree,
    context: { queryClient, ...context },
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which already caches: let it decide freshness.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
    // The route progress bar shows at once; the spinner only for a slow route, and once shown it
    // stays long enough not to flicker but not the router's default 500 ms.
    defaultPendingMs: 500,
    defaultPendingMinMs: 200,
    // Back and forward restore where the shopper was; a new navigation starts at the top.
    scrollRestoration: true,
    parseSearch,
    stringifySearch,
    ssr: ssrNonce ? { nonce: ssrNonce } : undefined,
  });
  // The query cache the server's loaders filled travels in the HTML stream and is hydrated before
  // the first render, so nothing is fetched twice. It also provides the QueryClient to React.
  setupRouterSsrQueryIntegration({ router, queryClient });
  if (typeof window !== 'undefined') dateServerAnswersToArrival(router, queryClient);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /**
     * A page only a signed-in session opens (its guard sends everyone else to the login page).
     * The session lives in this browser's storage, so the server cannot tell whether the guard
     * will let the visitor in: it answers with the client-rendered shell instead of HTML that
     * hydration would have to throw away when the guard redirects.
     */
    signedInOnly?: boolean;
    /**
     * The server may keep this page's HTML and answer later requests for the same page with it
     * until the catalogue changes: it depends on its path, the search its route validates and
     * the catalogue only (no clock, no session). `variants`: how many renderings are kept and
     * served in turn. Read by app/kept-pages.ts only.
     */
    keptPage?: { variants: number };
    /**
     * The page's name, for the document's title (the root route's head) and, on a page named by
     * an id, its last crumb: six open tabs or a screen reader tell pages apart by it. Routes
     * with a head of their own name themselves there. Kept here rather than in a head per route:
     * every route's options ride in each shopper's first load.
     */
    title?: string | ((params: Record<string, string>) => string);
  }
}

/** Does this path open a page the server leaves to the browser (see `signedInOnly`)? */
export function isSignedInOnlyPath(router: AppRouter, pathname: string): boolean {
  const [matched] = router.getMatchedRoutes(pathname);
  return matched.some((route) => route.options.staticData?.signedInOnly === true);
}
