import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { ApiConfig, ApiDeps, Database } from '../api-deps';
import { createApiWithWork, type ApiBackgroundWork } from '../create-api';
import type { CatalogueStore } from '../catalogue/catalogue-store';
import * as schema from '../db/schema';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions';
import { createDbImageStore } from '../images/db-image-store';
import { databaseTemplate, TEST_PASSWORD_ITERATIONS } from './database-template';

export const TEST_CONFIG: ApiConfig = {
  version: 'test',
  jwtSecret: 'test-secret-0123456789abcdef0123456789abcdef',
  jwtTtlSeconds: 3600,
  passwordIterations: TEST_PASSWORD_ITERATIONS,
  corsOrigins: [],
};

export interface TestApi {
  fetch(request: Request): Promise<Response>;
  db: Database;
  close(): Promise<void>;
  processesImages?: boolean;
  /** The background work the Node host runs (outbox, payment expiry), to run by hand. */
  work?: ApiBackgroundWork;
  /** The API's in-process catalogue (the Node host's sitemap and pages read it). */
  catalogue?: CatalogueStore;
  /** Every method and path the API routes (Hono's route table), for the hosts' wiring test. */
  routes?: readonly { method: string; path: string }[];
}

export interface TestApiOptions {
  /** Load the demo catalogue and accounts (from the seeded template: database-template.ts). */
  seed?: boolean;
  config?: Partial<ApiConfig>;
  now?: () => Date;
  imageProcessor?: ApiDeps['imageProcessor'];
  /** How the API reaches Paystack: the suite's double (server/payments/paystack-double.ts). */
  fetch?: ApiDeps['fetch'];
}

/** The API over a fresh in-memory PGlite. Close it in afterAll: an open PGlite keeps Node alive. */
export async function createTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const client = await PGlite.create({
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: await databaseTemplate(options.seed ? 'seeded' : 'empty'),
  });
  const db = drizzle(client, { schema }) as unknown as Database;
  const { api, work, catalogue } = createApiWithWork({
    db,
    images: createDbImageStore(db),
    imageProcessor: options.imageProcessor,
    config: { ...TEST_CONFIG, ...options.config },
    now: options.now,
    fetch: options.fetch,
  });
  return {
    fetch: async (request) => api.fetch(request),
    db,
    work,
    catalogue,
    routes: api.routes.map(({ method, path }) => ({ method, path })),
    close: () => client.close(),
    processesImages: options.imageProcessor !== undefined,
  };
}

/** The API's in-process catalogue, which createTestApi always has (pages read it directly). */
export function inProcessCatalogue(api: TestApi): CatalogueStore {
  if (!api.catalogue) throw new Error('This test API has no in-process catalogue');
  return api.catalogue;
}
