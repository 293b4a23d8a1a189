import { afterAll, beforeAll, describe, it } from 'vitest';
import { postgresAvailable, startTempPostgres, type TempPostgres } from '../../scripts/pg-temp.mjs';
import { defineApiSuite } from './api-suite';
import { createPostgresHost } from './hosts/postgres-host';

/**
 * The shared endpoint suite against a real PostgreSQL 15 server started for this run on
 * 127.0.0.1 (scripts/pg-temp.mjs). Runs wherever the Debian binaries are installed; in CI
 * their absence is a failure, not a skip.
 */
const available = postgresAvailable();
const inCi = process.env.CI === 'true' || process.env.CI === '1';

if (!available && !inCi) {
  describe.skip('API on PostgreSQL 15 (binaries not installed: apt-get install postgresql-15)', () => {
    it('runs when /usr/lib/postgresql/15/bin/initdb exists', () => undefined);
  });
} else {
  let server: TempPostgres | undefined;
  beforeAll(async () => {
    if (!available) {
      throw new Error('CI=true but PostgreSQL 15 binaries are missing: install postgresql-15');
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
}
