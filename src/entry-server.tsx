import { createRequestHandler, defaultStreamHandler } from '@tanstack/react-router/ssr/server';
import type { Manifest } from '@tanstack/react-router';
import { inProcessClient } from './api/client';
import type { InProcessApi } from './api/in-process-api';
import { createQueryClient } from './app/query-client';
import { createAppRouter, isSignedInOnlyPath } from './app/router';
import type { Product } from '../contract/schemas/product';

export interface PageRendererOptions {
  /** The API in this process: the loaders' requests are answered by it directly. */
  fetchApi: (request: Request) => Promise<Response>;
  /** The catalogue this process holds, image URLs as paths, for the listings' first page. */
  catalogue: () => Promise<readonly Product[]>;
  /** The client build's assets per route (server/node/router-manifest.ts). */
  manifest: Manifest;
  /** PUBLIC_URL when set: the shop's address behind a proxy; else each request's own origin. */
  publicOrigin?: string;
}

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
 * Renders a storefront page to a streamed HTML response, with a new router and query cache per
 * request. The router answers 404 for unknown paths and products, and redirects where a route
 * asks for one. Undefined for a page only a signed-in session opens: the host answers with the
 * client-rendered shell (see `signedInOnly` in app/router.tsx).
 */
export function createPageRenderer(options: PageRendererOptions) {
  return async (
    request: Request,
    nonce?: string,
    variant?: { shuffleSeed?: number },
  ): Promise<Response | undefined> => {
    const origin = options.publicOrigin ?? new URL(request.url).origin;
    // The loaders read the API through this, at the page's origin (src/api/in-process-api.ts).
    const inProcessApi: InProcessApi = {
      client: inProcessClient(options.fetchApi, origin),
      catalogue: options.catalogue,
      origin,
    };
    const router = createAppRouter({
      queryClient: serverQueryClient(),
      rendersDocument: true,
      origin,
      inProcessApi,
      shuffleSeed: variant?.shuffleSeed,
      ssrNonce: nonce,
    });
    if (isSignedInOnlyPath(router, new URL(request.url).pathname)) return undefined;
    return createRequestHandler({
      request,
      createRouter: () => router,
      getRouterManifest: () => options.manifest,
    })(defaultStreamHandler);
  };
}
