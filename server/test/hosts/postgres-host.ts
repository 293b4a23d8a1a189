import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../../api-deps';
import { createApiWithWork } from '../../create-api';
import { migrate } from '../../db/migrate';
import * as schema from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { createDbImageStore } from '../../images/db-image-store';
import { TEST_PASSWORD_ITERATIONS } from '../database-template';
import { TEST_CONFIG, type TestApi, type TestApiOptions } from '../test-api';

/**
 * The API over a real PostgreSQL server, with the same options as createTestApi. Each host
 * starts from an empty database: the public schema and drizzle's bookkeeping schema are dropped
 * and recreated, then migrated (and seeded when asked).
 */
export async function createPostgresHost(
  url: string,
  options: TestApiOptions & {
    /** Another instance on a database a first host has made: no reset, no migration. */
    joinExisting?: boolean;
  } = {},
): Promise<TestApi> {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  // A server stopping under an idle client must not crash the test process.
  pool.on('error', () => undefined);
  try {
    const db = drizzle(pool, { schema }) as unknown as Database;
    if (!options.joinExisting) {
      await pool.query('drop schema if exists public cascade');
      await pool.query('drop schema if exists drizzle cascade');
      await pool.query('create schema public');
      await migrate(db);
    }
    const images = createDbImageStore(db);
    if (options.seed && !options.joinExisting)
      await seedDemo(db, images, { passwordIterations: TEST_PASSWORD_ITERATIONS });
    const { api, work } = createApiWithWork({
      db,
      images,
      imageProcessor: options.imageProcessor,
      config: { ...TEST_CONFIG, ...options.config },
      now: options.now,
      fetch: options.fetch,
    });
    return {
      fetch: async (request) => api.fetch(request),
      db,
      work,
      close: () => pool.end(),
      processesImages: options.imageProcessor !== undefined,
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}
