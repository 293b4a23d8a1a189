import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../api-deps';
import * as schema from '../db/schema';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions';
import { makeDataDirPrivate } from './private-data-dir';

export interface OpenDatabase {
  db: Database;
  /** 'pglite' (embedded, on disk under DATA_DIR) or 'postgres' (DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for the start-up line (never the password). */
  location: string;
  /** The embedded database's whole data directory, gzipped, as of one moment (backups). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

/**
 * A gzipped dump of a freshly migrated, empty PGlite made by `npm run build:server`. Loading it
 * skips initdb (about 8 s on a new data dir) so the first start takes about a second.
 */
export const PGLITE_TEMPLATE_FILE = 'pglite-template.tgz';

/** Next to the bundle (dist-server/), or the built one when running from source (tsx). */
function defaultTemplatePath() {
  const besideBundle = path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    PGLITE_TEMPLATE_FILE,
  );
  const built = path.resolve('dist-server', PGLITE_TEMPLATE_FILE);
  return existsSync(besideBundle) ? besideBundle : built;
}

export async function openPglite(
  dataDir: string,
  templatePath = defaultTemplatePath(),
): Promise<OpenDatabase> {
  await makeDataDirPrivate(dataDir);
  const dir = path.resolve(dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const isNew = !existsSync(path.join(dir, 'PG_VERSION'));
  let loadDataDir: Blob | undefined;
  if (isNew && existsSync(templatePath)) {
    loadDataDir = new Blob([await readFile(templatePath)]);
  }
  const client = await PGlite.create(dir, {
    extensions: PGLITE_EXTENSIONS,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  // Unpacking a dump sets each file's mode from the archive (0666): fixed once it is in place.
  // Files PGlite makes later are created under the private umask.
  if (loadDataDir) await makeDataDirPrivate(dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    location: dir,
    // PGlite runs one query at a time: the dump waits for the one running and sees no half of it.
    dump: () => client.dumpDataDir('gzip') as Promise<Blob>,
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * Bounds on the PostgreSQL pool, so a stuck server or a runaway query ties up a connection for
 * seconds, not forever: a request fails (and the pool recovers) instead of every later request
 * queueing behind it. Migrations lift the statement limit for their own transaction.
 */
export const POSTGRES_POOL_TIMEOUTS = {
  /** Waiting for a connection (a new one, or a free one from a full pool). */
  connectionTimeoutMillis: 10_000,
  /** One statement; the largest request (a 10,000-product catalogue) takes well under a second. */
  statement_timeout: 30_000,
  /** A transaction left open by a crashed request holds its row locks until this. */
  idle_in_transaction_session_timeout: 60_000,
  /** Idle connections are closed after this. */
  idleTimeoutMillis: 30_000,
} satisfies pg.PoolConfig;

export async function openPostgres(url: string, poolSize = 10): Promise<OpenDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, ...POSTGRES_POOL_TIMEOUTS });
  // An idle client that loses its server must not crash the process.
  pool.on('error', (error) => console.error(`postgres pool: ${error.message}`));
  // Fail at start (wrong host, password, database) rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const parsed = new URL(url);
  return {
    db,
    kind: 'postgres',
    location: `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`,
    close: () => pool.end(),
  };
}

export function openDatabase(options: {
  DATABASE_URL?: string;
  DATA_DIR: string;
  DATABASE_POOL_SIZE?: number;
}): Promise<OpenDatabase> {
  return options.DATABASE_URL
    ? openPostgres(options.DATABASE_URL, options.DATABASE_POOL_SIZE)
    : openPglite(options.DATA_DIR);
}
