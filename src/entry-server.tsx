import { createRequestHandler, defaultStreamHandler } from '@tanstack/react-router/ssr/server';
import { SHUFFLE_SEEDS } from '../contract/rules/shopper-shuffle';
import type { ServerRenderingBuild } from '../server/pages/page-renderer';
import { inProcessClient } from './api/client';
import type { InProcessApi } from './api/in-process-api';
import { keptPageOf, keptPageRedirect, renderMayBeKept } from './app/kept-pages';
import { createQueryClient } from './app/query-client';
import { createAppRouter, isSignedInOnlyPath } from './app/router';

// The server-rendering build (vite build --ssr): the Node host loads it and renders pages with it
// (server/pages/page-renderer.ts, whose types this implements).

/** The browser's query defaults, but a failed read is not retried while the shopper waits. */
function serverQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retry: false },
  });
  return client;
}

/**
 * Renders storefront pages to streamed HTML responses, with a new router and query cache per
 * request whose loaders read the API in this process. The router answers 404 for unknown paths
 * and products, and redirects where a route asks for one; a URL that names a kept page otherwise
 * than its route writes it is sent to the page's own (app/kept-pages.ts). Undefined for a page
 * only a signed-in session opens: the host answers with the client-rendered shell (see
 * `signedInOnly` in app/router.tsx).
 */
export const createPageRenderer: ServerRenderingBuild['createPageRenderer'] = (options) => {
  // Matches paths to routes (which pages the server draws and keeps); renders make their own.
  const routes = createAppRouter({
    queryClient: createQueryClient(),
    rendersDocument: true,
    origin: options.publicOrigin ?? '',
  });

  return {
    keptPage: (url) => keptPageOf(routes, url),
    async render(request, { nonce, variant } = {}) {
      const url = new URL(request.url);
      if (isSignedInOnlyPath(routes, url.pathname)) return undefined;
      const moved = request.method === 'GET' ? keptPageRedirect(routes, url) : null;
      if (moved) {
        const response = new Response(null, { status: 302, headers: { Location: moved } });
        return { response, keep: false };
      }
      const origin = options.publicOrigin ?? url.origin;
      // The loaders read the API through this, at the page's origin (src/api/in-process-api.ts).
      const inProcessApi: InProcessApi = {
        client: inProcessClient(options.fetchApi, origin),
        catalogue: options.catalogue,
        origin,
      };
      const queryClient = serverQueryClient();
      const router = createAppRouter({
        queryClient,
        rendersDocument: true,
        origin,
        inProcessApi,
        // The shuffled listing's order: the variant the host chose (the shopper's own).
        shuffleSeed: variant === undefined ? undefined : SHUFFLE_SEEDS[variant],
        ssrNonce: nonce,
      });
      let keep = false;
      const response = await createRequestHandler({
        request,
        createRouter: () => router,
        getRouterManifest: () => options.manifest,
      })((rendered) => {
        // Loaded, not yet drawn: what the page holds is settled.
        keep = renderMayBeKept(router, queryClient);
        return defaultStreamHandler(rendered);
      });
      return { response, keep };
    },
  };
};
