import { Hono, type Context } from 'hono';
import { PRODUCT_BODY_BYTES } from '../wire/body-limits';
import { cors } from 'hono/cors';
import {
  clientAddressFor,
  socketAddressOf,
  warnOnceOnUntrustedProxy,
  withClientAddress,
} from './client-address';
import { drainableBody } from './drain-body';
import { allowedHostsOf, hostGuard } from './host-guard';
import { clientOriginFor, urlAtOrigin, type OriginOptions } from './request-origin';
import { compression, requestLogger, securityHeaders } from './http-middleware';
import type { RenderPage } from '../pages/page-renderer';
import { staticApp } from './static-app';
import { drainGuard, type Drain } from './shutdown-drain';
import { searchEngineRoutes } from '../pages/search-engine-routes';
import type { CatalogueStore } from '../catalogue/catalogue-store';
import type { Log } from '../log';

/** The largest body any endpoint accepts: past it, a refused upload closes the connection. */
const MAX_DISCARDED_BODY_BYTES = PRODUCT_BODY_BYTES;

interface FetchApp {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
}

export interface ServerAppOptions {
  api: FetchApp;
  staticDir: string;
  /** Server-rendered pages (server/pages/page-renderer.ts); without it, the client-rendered shell. */
  renderPage?: RenderPage;
  corsOrigins: string[];
  /** Where request entries go; undefined silences them (LOG_REQUESTS=false). */
  log?: Pick<Log, 'info'>;
  /** Reverse proxies in front whose X-Forwarded-For entries are trusted (0: none). */
  trustProxyHops?: number;
  /** PUBLIC_URL, when image URLs point there rather than at each request's origin. */
  publicUrl?: string;
  /** The in-process catalogue, for the sitemap; without it there is none. */
  catalogue?: CatalogueStore;
  /** ALLOWED_HOSTS: hosts answered besides PUBLIC_URL's; with neither, any valid host. */
  allowedHosts?: readonly string[];
  /** Where failures (a page that could not render) are reported; the console by default. */
  errors?: Pick<Log, 'error'>;
  /** Start-up advice (a proxy not declared); console.warn by default. */
  warn?: (line: string) => void;
  /** Set by the shutdown: /ready answers 503 while the server drains (shutdown-drain.ts). */
  drain?: Drain;
}

/**
 * Everything the Node host adds around the runtime-neutral API: logging, security headers,
 * CORS, compression, then the API itself and the built PWA. The API names its catalogue answers
 * with ETags and answers 304 itself; compression keeps each compressed answer by its ETag.
 */
export function createServerApp(options: ServerAppOptions) {
  const app = new Hono();
  if (options.log) app.use('*', requestLogger(options.log));
  if (options.drain) app.use('*', drainGuard(options.drain));
  const origins: OriginOptions = {
    trustProxyHops: options.trustProxyHops ?? 0,
    publicUrl: options.publicUrl,
  };
  app.use(
    '*',
    hostGuard({
      ...origins,
      allowed: allowedHostsOf(options.publicUrl, options.allowedHosts ?? []),
    }),
  );
  app.use(
    '*',
    securityHeaders({
      crossOriginClients: options.corsOrigins.length > 0,
      publicUrl: options.publicUrl,
    }),
  );
  if (options.corsOrigins.length > 0) {
    app.use(
      '/api/*',
      cors({
        origin: options.corsOrigins,
        allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'If-None-Match'],
        allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
        exposeHeaders: ['ETag', 'Retry-After'],
        maxAge: 600,
      }),
    );
  }
  app.use('*', compression());
  // The API answers everything under /api, unknown paths included (its JSON 404), so a typo in
  // a client never gets index.html.
  const trustProxyHops = options.trustProxyHops ?? 0;
  const checkProxy = warnOnceOnUntrustedProxy(
    trustProxyHops,
    options.warn ?? ((line) => console.warn(line)),
  );
  const toApi = async (c: Context) => {
    checkProxy(c.req.raw.headers);
    const address = clientAddressFor(c.req.raw.headers, socketAddressOf(c.env), trustProxyHops);
    const body = c.req.raw.body ? drainableBody(c.req.raw.body) : undefined;
    // hostGuard refused a request without a valid host before it came here.
    const url = urlAtOrigin(c.req.raw, clientOriginFor(c.req.raw, origins) ?? '');
    const res = await options.api.fetch(
      withClientAddress(c.req.raw, address, body?.stream ?? null, url),
      c.env,
    );
    // A refusal that left the body unread still reaches the client (see drain-body.ts).
    const drained = await body?.discardRest(MAX_DISCARDED_BODY_BYTES).catch(() => false);
    if (drained !== false) return res;
    const headers = new Headers(res.headers);
    headers.set('Connection', 'close');
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  };
  app.all('/api', toApi);
  app.all('/api/*', toApi);
  // A page is rendered at the client's origin: its canonical links, og:image and the image URLs
  // its loaders read from the API are the ones the browser will use.
  const { renderPage } = options;
  const renderAtClientOrigin: RenderPage | undefined =
    renderPage &&
    ((request, nonce) => {
      const origin = clientOriginFor(request, origins) ?? '';
      return renderPage(new Request(urlAtOrigin(request, origin), request), nonce);
    });
  if (options.catalogue) {
    app.route('/', searchEngineRoutes({ catalogue: options.catalogue, origins }));
  }
  app.route('/', staticApp(options.staticDir, renderAtClientOrigin, options.errors));
  return app;
}
