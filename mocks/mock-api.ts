import { PGlite } from '@electric-sql/pglite';
import { count } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type { ApiConfig, ApiDeps, Database } from '../server/api-deps';
import { createApi, type Api } from '../server/create-api';
import { migrate } from '../server/db/migrate';
import * as schema from '../server/db/schema';
import { PGLITE_EXTENSIONS } from '../server/db/pglite-extensions';
import { createDbImageStore } from '../server/images/db-image-store';
import { DEMO_SHOP_EMAIL } from '../server/mail/demo-shop-email';

/** Fast hashes: mock data is public demo data, and the page must start quickly. */
export const MOCK_PASSWORD_ITERATIONS = 1000;
/** Mock mode signs sessions with a fixed secret so persisted sessions survive a reload. */
const MOCK_JWT_SECRET = 'fragrancehub-mock-mode-only-not-a-real-secret-0001';

export interface MockApi {
  api: Api;
  db: Database;
  client: PGlite;
  close(): Promise<void>;
}

export interface MockApiOptions {
  /** PGlite data dir: undefined for memory (the browser keeps snapshots: mocks/browser.ts). */
  dataDir?: string;
  /** A dumpDataDir() tarball to start from instead of initdb + migrate + seed. */
  loadDataDir?: Blob;
  /** Seed the demo catalogue when the database is empty (default true). */
  seed?: boolean;
  /** Overrides for tests (the shared suite signs its own tokens with its secret). */
  config?: Partial<ApiConfig>;
  now?: () => Date;
  /** How the API reaches Paystack (tests: the suite's double). */
  fetch?: ApiDeps['fetch'];
}

async function isEmpty(db: Database) {
  const [row] = await db.select({ n: count() }).from(schema.users);
  return (row?.n ?? 0) === 0;
}

/**
 * The same createApi the server runs, over a PGlite that lives in the browser (mocks/api-worker.ts)
 * or in the test process, seeded with the demo catalogue, accounts and images. No image
 * processor: the browser keeps uploads as they are.
 */
export async function createMockApi(options: MockApiOptions = {}): Promise<MockApi> {
  const client = await PGlite.create(options.dataDir, {
    extensions: PGLITE_EXTENSIONS,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  try {
    const db = drizzle(client, { schema }) as unknown as Database;
    await migrate(db);
    const images = createDbImageStore(db);
    if ((options.seed ?? true) && (await isEmpty(db))) {
      // Loaded only when needed: a page that opens the dump or its kept database never seeds.
      const { seedDemo } = await import('../server/db/seed');
      await seedDemo(db, images, { passwordIterations: MOCK_PASSWORD_ITERATIONS });
    }
    const api = createApi({
      db,
      images,
      config: {
        version: 'mock',
        jwtSecret: MOCK_JWT_SECRET,
        jwtTtlSeconds: 7 * 24 * 3600,
        passwordIterations: MOCK_PASSWORD_ITERATIONS,
        corsOrigins: [],
        shopEmail: DEMO_SHOP_EMAIL,
        ...options.config,
      },
      now: options.now,
      fetch: options.fetch,
    });
    return {
      api,
      db,
      client,
      close: async () => {
        if (!client.closed) await client.close();
      },
    };
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
}
