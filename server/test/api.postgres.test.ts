import { afterAll, beforeAll } from 'vitest';
import { postgresAvailable, startTempPostgres, type TempPostgres } from '../../scripts/pg-temp.mjs';
import { defineApiSuite } from './api-suite';
import { createPostgresHost } from './hosts/postgres-host';

/**
 * The shared endpoint suite against a real PostgreSQL 15 server started for this run on
 * 127.0.0.1 (scripts/pg-temp.mjs). Never skipped: without the Debian binaries the suite fails with
 * the command that installs them (.ci/run installs them on a fresh machine).
 */
let server: TempPostgres | undefined;
beforeAll(async () => {
  if (!postgresAvailable()) {
    throw new Error(
      'PostgreSQL 15 binaries are missing (/usr/lib/postgresql/15/bin): apt-get install -y postgresql-15',
    );
  }
  server = await startTempPostgres();
}, 60_000);
afterAll(async () => {
  await server?.stop();
}, 30_000);

defineApiSuite('PostgreSQL 15', (options) => {
  if (!server) throw new Error('PostgreSQL did not start');
  return createPostgresHost(server.url, options);
});
