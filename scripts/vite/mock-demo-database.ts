import type { Connect, Logger, Plugin, ViteDevServer } from 'vite';
import { MOCK_DEMO_DATABASE_PATH } from '../../mocks/demo-database-path';

interface MockApiModule {
  createMockApi(options: { seed?: boolean }): Promise<{
    client: { dumpDataDir(compression: 'gzip'): Promise<Blob> };
    close(): Promise<void>;
  }>;
}

/** The seeded demo store, made in Node (migrations and seed run once, not in every browser). */
async function makeDump(server: ViteDevServer): Promise<Uint8Array> {
  // Through Vite, as the page would load it: the same migrations and seed, from source.
  const { createMockApi } = (await server.ssrLoadModule('/mocks/mock-api.ts')) as MockApiModule;
  const mock = await createMockApi({ seed: true });
  try {
    return new Uint8Array(await (await mock.client.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await mock.close();
  }
}

/**
 * `vite preview` has no module loader of its own: a dev server in middleware mode, with no
 * plugins, watcher or HMR, loads the mock API's source for as long as the dump takes.
 */
async function makeDumpWithoutDevServer(root: string): Promise<Uint8Array> {
  const { createServer } = await import('vite');
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await makeDump(server);
  } finally {
    await server.close();
  }
}

/** Starts the dump when the server listens and answers MOCK_DEMO_DATABASE_PATH with it. */
function serveDump(
  middlewares: Connect.Server,
  listening: (begin: () => void) => void,
  logger: Logger,
  make: () => Promise<Uint8Array>,
) {
  let dump: Promise<Uint8Array> | undefined;
  const started = () => (dump ??= make());
  // Begun at start, so the first browser finds it ready.
  listening(() => {
    started().catch((error: unknown) => {
      logger.warn(`mock demo database: ${(error as Error).message}`);
    });
  });
  middlewares.use(MOCK_DEMO_DATABASE_PATH, (req, res) => {
    if (req.method !== 'GET') return void res.writeHead(405).end();
    started().then(
      (bytes) => {
        res.writeHead(200, {
          'Content-Type': 'application/gzip',
          'Content-Length': String(bytes.byteLength),
          'Cache-Control': 'no-store',
        });
        res.end(bytes);
      },
      () => void res.writeHead(503).end(),
    );
  });
}

/**
 * Mock mode (`npm run dev:mock`, and `vite preview` of a mock build): builds a dump of the seeded
 * demo database when the server starts and serves it at MOCK_DEMO_DATABASE_PATH. A browser
 * opening mock mode for the first time loads it into its in-page PGlite instead of running
 * initdb, the migrations and the seed itself (mocks/browser.ts), as the Vitest host starts from a
 * template. Without it (the dump failed), the page builds its database the slow way.
 */
export function mockDemoDatabase(): Plugin {
  return {
    name: 'fragrancehub:mock-demo-database',
    configureServer(server) {
      serveDump(
        server.middlewares,
        (begin) => server.httpServer?.once('listening', begin),
        server.config.logger,
        () => makeDump(server),
      );
    },
    configurePreviewServer(server) {
      serveDump(
        server.middlewares,
        (begin) => server.httpServer.once('listening', begin),
        server.config.logger,
        () => makeDumpWithoutDevServer(server.config.root),
      );
    },
  };
}
