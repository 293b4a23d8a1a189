import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { clientAddressFor, socketAddressOf, withClientAddress } from './client-address';
import { compression, requestLogger, securityHeaders } from './http-middleware';
import { staticApp } from './static-app';

interface FetchApp {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
}

export interface ServerAppOptions {
  api: FetchApp;
  staticDir: string;
  corsOrigins: string[];
  /** Where request lines go; undefined silences them (LOG_REQUESTS=false). */
  log?: (line: string) => void;
  /** Reverse proxies in front whose X-Forwarded-For entries are trusted (0: none). */
  trustProxyHops?: number;
}

/**
 * Everything the Node host adds around the runtime-neutral API: logging, security headers,
 * CORS, compression, then the API itself and the built PWA. The API names its catalogue answers
 * with ETags and answers 304 itself; compression keeps each compressed answer by its ETag.
 */
export function createServerApp(options: ServerAppOptions) {
  const app = new Hono();
  if (options.log) app.use('*', requestLogger(options.log));
  app.use('*', securityHeaders({ crossOriginClients: options.corsOrigins.length > 0 }));
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
  const toApi = (c: Context) => {
    const address = clientAddressFor(
      c.req.raw.headers,
      socketAddressOf(c.env),
      options.trustProxyHops ?? 0,
    );
    return options.api.fetch(withClientAddress(c.req.raw, address), c.env);
  };
  app.all('/api', toApi);
  app.all('/api/*', toApi);
  app.route('/', staticApp(options.staticDir));
  return app;
}
