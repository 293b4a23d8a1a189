import type { Plugin, ViteDevServer } from 'vite';
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
 * `npm run dev:mock`: builds a dump of the seeded demo database when the dev server starts and
 * serves it at MOCK_DEMO_DATABASE_PATH. A browser opening mock mode for the first time loads it
 * into its in-page PGlite instead of running initdb, the migrations and the seed itself
 * (mocks/browser.ts), as the Vitest host starts from a template. Without it (the dump failed),
 * the page builds its database the slow way.
 */
export function mockDemoDatabase(): Plugin {
  return {
    name: 'fragrancehub:mock-demo-database',
    apply: 'serve',
    configureServer(server) {
      let dump: Promise<Uint8Array> | undefined;
      const started = () => (dump ??= makeDump(server));
      // Begun at start, so the first browser finds it ready.
      server.httpServer?.once('listening', () => {
        started().catch((error: unknown) => {
          server.config.logger.warn(`mock demo database: ${(error as Error).message}`);
        });
      });
      server.middlewares.use(MOCK_DEMO_DATABASE_PATH, (req, res) => {
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
    },
  };
}
