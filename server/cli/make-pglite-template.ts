import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database } from '../api-deps';
import { migrate } from '../db/migrate';
import * as schema from '../db/schema';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions';

/**
 * Build step: a migrated, empty PGlite data dir as a gzipped tarball. The server loads it into a
 * new DATA_DIR instead of running initdb, so a first start takes about a second, not eight.
 */
async function main() {
  const out = process.argv[2];
  if (!out) throw new Error('usage: make-pglite-template <out.tgz>');
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrate(drizzle(client, { schema }) as unknown as Database);
    const dump = await client.dumpDataDir('gzip');
    await writeFile(out, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

main().catch((error: unknown) => {
  console.error(`make-pglite-template: ${(error as Error).message}`);
  process.exit(1);
});
