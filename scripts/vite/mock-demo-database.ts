import type { Connect, Logger, Plugin, ViteDevServer } from 'vite';
import {
  MOCK_DEMO_DATABASE_PATH,
  MOCK_SEEDED_ANSWERS_PATH,
} from '../../mocks/demo-database-path.ts';
import type { MockApi } from '../../mocks/mock-api';
import type { SeededAnswers } from '../../mocks/seeded-answers';

interface MockApiModule {
  createMockApi(options: { seed?: boolean }): Promise<MockApi>;
}

interface RecorderModule {
  recordSeededAnswers(mock: MockApi): Promise<SeededAnswers>;
}

/** What a browser's first visit to mock mode starts from. */
interface DemoFiles {
  /** The seeded store's PostgreSQL data directory (gzipped tar). */
  dump: Uint8Array;
  /** The storefront's first reads over that store, as JSON (mocks/seeded-answers.ts). */
  answers: Uint8Array;
}

/** The seeded demo store, made in Node (migrations and seed run once, not in every browser). */
async function makeDemoFiles(server: ViteDevServer): Promise<DemoFiles> {
  // Through Vite, as the page would load it: the same migrations, seed and API, from source.
  const { createMockApi } = (await server.ssrLoadModule('/mocks/mock-api.ts')) as MockApiModule;
  const { recordSeededAnswers } = (await server.ssrLoadModule(
    '/mocks/seeded-answers-record.ts',
  )) as RecorderModule;
  const mock = await createMockApi({ seed: true });
  try {
    const dump = new Uint8Array(await (await mock.client.dumpDataDir('gzip')).arrayBuffer());
    const answers = new TextEncoder().encode(JSON.stringify(await recordSeededAnswers(mock)));
    return { dump, answers };
  } finally {
    await mock.close();
  }
}

/**
 * `vite preview` has no module loader of its own: a dev server in middleware mode, with no
 * plugins, watcher or HMR, loads the mock API's source for as long as the dump takes.
 */
async function makeDemoFilesWithoutDevServer(root: string): Promise<DemoFiles> {
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
    return await makeDemoFiles(server);
  } finally {
    await server.close();
  }
}

/** Answers `path` with one of the demo files, once made (503 if making them failed). */
function serveFile(
  middlewares: Connect.Server,
  path: string,
  contentType: string,
  file: () => Promise<Uint8Array>,
) {
  middlewares.use(path, (req, res) => {
    if (req.method !== 'GET') return void res.writeHead(405).end();
    file().then(
      (bytes) => {
        res.writeHead(200, {
          'Content-Type': contentType,
          'Content-Length': String(bytes.byteLength),
          'Cache-Control': 'no-store',
        });
        res.end(bytes);
      },
      () => void res.writeHead(503).end(),
    );
  });
}

/** Makes the demo files when the server listens and serves them at their paths. */
function serveDemoFiles(
  middlewares: Connect.Server,
  listening: (begin: () => void) => void,
  logger: Logger,
  make: () => Promise<DemoFiles>,
) {
  let files: Promise<DemoFiles> | undefined;
  const started = () => (files ??= make());
  // Begun at start, so the first browser finds them ready.
  listening(() => {
    started().catch((error: unknown) => {
      logger.warn(`mock demo database: ${(error as Error).message}`);
    });
  });
  serveFile(middlewares, MOCK_DEMO_DATABASE_PATH, 'application/gzip', async () => {
    return (await started()).dump;
  });
  serveFile(middlewares, MOCK_SEEDED_ANSWERS_PATH, 'application/json', async () => {
    return (await started()).answers;
  });
}

/**
 * Mock mode (`npm run dev:mock`, and `vite preview` of a mock build): builds a dump of the seeded
 * demo database when the server starts and serves it at MOCK_DEMO_DATABASE_PATH. A browser
 * opening mock mode for the first time loads it into its in-page PGlite instead of running
 * initdb, the migrations and the seed itself (mocks/api-worker.ts), as the Vitest host starts
 * from a template. Without it (the dump failed), the page builds its database the slow way. The
 * storefront's first reads over that store are served beside it (MOCK_SEEDED_ANSWERS_PATH): the
 * page answers them itself until the database is open (mocks/seeded-answers.ts).
 */
export function mockDemoDatabase(): Plugin {
  return {
    name: 'fragrancehub:mock-demo-database',
    configureServer(server) {
      serveDemoFiles(
        server.middlewares,
        (begin) => server.httpServer?.once('listening', begin),
        server.config.logger,
        () => makeDemoFiles(server),
      );
    },
    configurePreviewServer(server) {
      serveDemoFiles(
        server.middlewares,
        (begin) => server.httpServer.once('listening', begin),
        server.config.logger,
        () => makeDemoFilesWithoutDevServer(server.config.root),
      );
    },
  };
}
