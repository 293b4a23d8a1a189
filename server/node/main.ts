import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { API_BASE, createApi } from '../create-api';
import { openStorage, prepareData, type Storage } from './bootstrap';
import { assertServerEnv, readEnv, type Env } from './env';
import { resolveJwtSecret } from './jwt-secret';
import { loadPageRenderer } from './page-renderer';
import { committedCatalogueVersion } from '../catalogue/committed-version';
import { atPageOrigin } from './request-origin';
import { createServerApp } from './server-app';
import { createSharpImageProcessor } from './sharp-image-processor';

function packageVersion(): string {
  try {
    return (
      (JSON.parse(readFileSync('package.json', 'utf8')) as { version?: string }).version ?? '0.0.0'
    );
  } catch {
    return '0.0.0';
  }
}

/**
 * A client must send its headers within 15 s and its whole request within 2 minutes (a 51 MB
 * product upload at 4 Mbit/s): slow-drip connections cannot pile up. Node's defaults are 60 s
 * and 5 minutes.
 */
const HTTP_SERVER_TIMEOUTS = { headersTimeout: 15_000, requestTimeout: 120_000 };

function fail(message: string): never {
  console.error(`FragranceHub could not start: ${message}`);
  process.exit(1);
}

function listen(
  app: { fetch: (req: Request, env?: unknown) => Response | Promise<Response> },
  env: Env,
) {
  return new Promise<Server>((resolve, reject) => {
    const server = serve({
      fetch: app.fetch,
      port: env.PORT,
      hostname: env.HOST,
      serverOptions: HTTP_SERVER_TIMEOUTS,
    }) as Server;
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

async function start() {
  let env: Env;
  try {
    env = readEnv();
    assertServerEnv(env);
  } catch (error) {
    fail((error as Error).message);
  }
  const startedAt = performance.now();

  let storage: Storage;
  try {
    storage = await openStorage(env);
  } catch (error) {
    fail(
      `database (${env.DATABASE_URL ? 'DATABASE_URL' : `DATA_DIR=${env.DATA_DIR}`}): ${(error as Error).message}`,
    );
  }

  try {
    if ((await prepareData(storage, env)).seeded) {
      console.log('Loaded the demo catalogue and accounts into the empty database');
    }
    const { secret, source } = await resolveJwtSecret({
      jwtSecret: env.JWT_SECRET,
      dataDir: env.DATA_DIR,
      db: storage.db,
      sharedDatabase: storage.kind === 'postgres',
      warn: (line) => console.warn(line),
    });

    const api = createApi({
      db: storage.db,
      images: storage.images,
      imageProcessor: createSharpImageProcessor(),
      config: {
        version: packageVersion(),
        jwtSecret: secret,
        jwtTtlSeconds: env.JWT_TTL_SECONDS,
        passwordIterations: env.PASSWORD_ITERATIONS,
        corsOrigins: env.CORS_ORIGINS,
        publicUrl: env.PUBLIC_URL,
        rateLimits: env.RATE_LIMITS === 'off' ? 'off' : undefined,
      },
    });
    // A render's API calls answer image URLs for the page's origin (request-origin.ts).
    const fetchApi = async (request: Request) => api.fetch(atPageOrigin(request));
    const renderPage = await loadPageRenderer({
      ssrDir: env.SSR_DIR,
      staticDir: env.STATIC_DIR,
      fetchApi,
      publicOrigin: env.PUBLIC_URL,
      // Settles a Flash Sale that has ended, so a kept page never outlives its sale.
      catalogueVersion: async () =>
        String((await committedCatalogueVersion(storage.db, new Date())).version),
    });
    if (!renderPage)
      console.warn(`No server-rendering build in ${env.SSR_DIR}: pages render in the browser`);
    const app = createServerApp({
      api,
      renderPage,
      staticDir: env.STATIC_DIR,
      corsOrigins: env.CORS_ORIGINS,
      log: env.LOG_REQUESTS ? (line) => console.log(line) : undefined,
      trustProxyHops: env.TRUST_PROXY_HOPS,
      publicUrl: env.PUBLIC_URL,
      allowedHosts: env.ALLOWED_HOSTS,
    });

    let server: Server;
    try {
      server = await listen(app, env);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const reason =
        code === 'EADDRINUSE'
          ? `port ${env.PORT} on ${env.HOST} is already in use (set PORT to another one)`
          : code === 'EACCES'
            ? `no permission to listen on port ${env.PORT}`
            : (error as Error).message;
      await storage.close();
      fail(reason);
    }
    if (env.RATE_LIMITS === 'off') console.warn('RATE_LIMITS=off: no rate limit or login throttle');
    const ms = Math.round(performance.now() - startedAt);
    const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
    console.log(
      `FragranceHub listening on http://${shownHost}:${env.PORT} (${storage.kind}: ${storage.location}; secret from ${source}; ready in ${ms} ms)`,
    );
    installShutdown(server, storage, env.SHUTDOWN_TIMEOUT_MS);
    // Reading the whole catalogue into memory takes PGlite a second or two at 10,000 products:
    // do it now rather than on the first shopper's listing.
    void Promise.resolve(api.request(`${API_BASE}/product/all?page=1&limit=1`)).catch(
      () => undefined,
    );
  } catch (error) {
    await storage.close().catch(() => undefined);
    fail((error as Error).message);
  }
}

/**
 * SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish (at most
 * `timeoutMs`), then close the database so every committed write is on disk, and exit 0.
 */
function installShutdown(server: Server, storage: Storage, timeoutMs: number) {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing in-flight requests, then closing`);
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    // Idle keep-alive sockets would hold close() open; busy ones finish their response first.
    server.closeIdleConnections();
    const sweep = setInterval(() => server.closeIdleConnections(), 200);
    const timer = setTimeout(() => {
      console.warn(`requests still open after ${timeoutMs} ms: closing them`);
      server.closeAllConnections();
    }, timeoutMs);
    await drained;
    clearTimeout(timer);
    clearInterval(sweep);
    try {
      await storage.close();
    } catch (error) {
      console.error(`closing the database: ${(error as Error).message}`);
      process.exit(1);
    }
    console.log('closed');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

void start();
