import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { API_BASE, createApiWithWork } from '../create-api';
import { startBackgroundWork, type BackgroundWork } from './background-work';
import { smtpMailer } from './smtp-mailer';
import { createLogger } from './logger';
import type { Logger } from 'pino';
import { DEMO_SHOP_EMAIL } from '../mail/demo-shop-email';
import { openStorage, prepareData, type Storage } from './bootstrap';
import { serveBackups } from './backup';
import { assertServerEnv, isProduction, readEnv, shutdownDrainMs, type Env } from './env';
import { resolveJwtSecret } from './jwt-secret';
import { loadPageRenderer } from '../pages/page-renderer';
import { committedCatalogueVersion } from '../catalogue/committed-version';
import { currentProducts } from '../catalogue/catalogue-store';
import { createServerApp } from './server-app';
import { createDrain, type Drain } from './shutdown-drain';
import { createSharpImageProcessor } from '../images/sharp-image-processor';

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

/** Before the logger exists (a bad environment) the message goes to stderr as it is. */
let log: Logger | undefined;

function fail(message: string): never {
  if (log) log.fatal({}, `FragranceHub could not start: ${message}`);
  else console.error(`FragranceHub could not start: ${message}`);
  process.exit(1);
}

/** `.env` in the working directory, when there is one: the environment's own values win. */
function loadDotEnv() {
  try {
    process.loadEnvFile('.env');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      fail(`.env could not be read: ${(error as Error).message}`);
    }
  }
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
  loadDotEnv();
  let env: Env;
  try {
    env = readEnv();
    assertServerEnv(env);
  } catch (error) {
    fail((error as Error).message);
  }
  const logger = await createLogger({ production: isProduction(env) });
  log = logger;
  const warn = (message: string) => logger.warn({}, message);
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
      logger.info({}, 'Loaded the demo catalogue and accounts into the empty database');
    }
    const { secret, source } = await resolveJwtSecret({
      jwtSecret: env.JWT_SECRET,
      dataDir: env.DATA_DIR,
      db: storage.db,
      sharedDatabase: storage.kind === 'postgres',
      warn,
    });

    const { api, work, catalogue } = createApiWithWork({
      db: storage.db,
      images: storage.images,
      imageProcessor: createSharpImageProcessor(),
      log: logger,
      config: {
        version: packageVersion(),
        jwtSecret: secret,
        jwtTtlSeconds: env.JWT_TTL_SECONDS,
        passwordIterations: env.PASSWORD_ITERATIONS,
        corsOrigins: env.CORS_ORIGINS,
        publicUrl: env.PUBLIC_URL,
        rateLimits: env.RATE_LIMITS === 'off' ? 'off' : undefined,
        paystackSecretKey: env.PAYSTACK_SECRET_KEY,
        paystackBaseUrl: env.PAYSTACK_BASE_URL,
        production: isProduction(env),
        paymentPendingTtlSeconds: env.PAYMENT_PENDING_TTL_SECONDS,
        shopEmail: env.SHOP_EMAIL ?? (isProduction(env) ? undefined : DEMO_SHOP_EMAIL),
      },
    });
    const renderPage = await loadPageRenderer({
      ssrDir: env.SSR_DIR,
      staticDir: env.STATIC_DIR,
      // A render's API requests, made at its page's origin (src/api/in-process-api.ts).
      fetchApi: async (request) => api.fetch(request),
      // Read in place: the same products the API answers from, no copy and no JSON between.
      catalogue: currentProducts(catalogue),
      publicOrigin: env.PUBLIC_URL,
      // Settles a Flash Sale that has ended, so a kept page never outlives its sale.
      catalogueVersion: async () =>
        String((await committedCatalogueVersion(storage.db, new Date())).version),
    });
    if (!renderPage)
      warn(`No server-rendering build in ${env.SSR_DIR}: pages render in the browser`);
    const drain = createDrain();
    const app = createServerApp({
      api,
      renderPage,
      staticDir: env.STATIC_DIR,
      corsOrigins: env.CORS_ORIGINS,
      log: env.LOG_REQUESTS ? logger : undefined,
      errors: logger,
      catalogue,
      warn,
      trustProxyHops: env.TRUST_PROXY_HOPS,
      publicUrl: env.PUBLIC_URL,
      allowedHosts: env.ALLOWED_HOSTS,
      drain,
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
    if (env.RATE_LIMITS === 'off') warn('RATE_LIMITS=off: no rate limit or login throttle');
    const ms = Math.round(performance.now() - startedAt);
    const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
    const payments = env.PAYSTACK_SECRET_KEY
      ? 'Paystack'
      : isProduction(env)
        ? 'pay on delivery only'
        : 'test gateway';
    logger.info(
      {
        database: storage.kind,
        location: storage.location,
        secret: source,
        payments,
        mail: env.SMTP_URL ? 'SMTP' : 'kept in the outbox',
        readyMs: ms,
      },
      `FragranceHub listening on http://${shownHost}:${env.PORT}`,
    );
    // Without SMTP_URL e-mails stay in the outbox, readable on the admin's Messages page.
    const mailer = env.SMTP_URL ? smtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM }) : null;
    const background = startBackgroundWork(work, {
      outboxEveryMs: env.OUTBOX_POLL_MS,
      warn,
      handlers: mailer ? { email: mailer.send } : {},
    });
    // `npm run admin -- backup FILE` asks the running store for its copy (backup.ts).
    if (storage.dump) await serveBackups(env.DATA_DIR, storage.dump);
    installShutdown(server, storage, background, logger, {
      drain,
      drainMs: shutdownDrainMs(env),
      timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    });
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
 * SIGTERM/SIGINT: first drain (`drainMs`): /ready answers 503 at once while every request is
 * still answered, so a load balancer moves traffic away before anything is refused. Then stop
 * accepting connections, let the requests already accepted finish (at most `timeoutMs`), stop
 * the background workers after their current pass, close the database so every committed write
 * is on disk, and exit 0.
 */
function installShutdown(
  server: Server,
  storage: Storage,
  background: BackgroundWork,
  logger: Logger,
  { drain, drainMs, timeoutMs }: { drain: Drain; drainMs: number; timeoutMs: number },
) {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    drain.begin();
    logger.info({ signal, drainMs }, 'shutting down: not ready, still answering while it drains');
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    logger.info({}, 'no longer accepting: finishing accepted requests and background work');
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    // Idle keep-alive sockets would hold close() open; busy ones finish their response first
    // (answers carry Connection: close while draining, so they close themselves after it).
    server.closeIdleConnections();
    const sweep = setInterval(() => server.closeIdleConnections(), 200);
    const timer = setTimeout(() => {
      logger.warn({ timeoutMs }, 'requests still open: closing them');
      server.closeAllConnections();
    }, timeoutMs);
    await Promise.all([drained, background.stop()]);
    clearTimeout(timer);
    clearInterval(sweep);
    try {
      await storage.close();
    } catch (error) {
      logger.error({ err: (error as Error).message }, 'closing the database failed');
      process.exit(1);
    }
    logger.info({}, 'closed');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

void start();
