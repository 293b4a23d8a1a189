import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Database } from '../api-deps';
import { migrations } from './migrations.gen';

export const MIGRATIONS_TABLE = '__drizzle_migrations';

// drizzle's own migrators (pglite, node-postgres) read .sql files from disk; this one gets them
// from the embedded module and hands them to the same dialect migrator, so the bookkeeping table
// is identical and a database migrated either way stays compatible. dialect and session are
// marked internal in drizzle's types, hence the narrow view below.
interface MigratableDatabase {
  dialect: PgDialect;
  session: PgSession;
}

/** Applies every embedded migration newer than the last one recorded, in one transaction. */
export async function migrate(db: Database): Promise<void> {
  const { dialect, session } = db as unknown as MigratableDatabase;
  await dialect.migrate(
    migrations.map((m) => ({
      sql: [...m.sql],
      bps: m.bps,
      folderMillis: m.folderMillis,
      hash: m.hash,
    })),
    session,
    { migrationsTable: MIGRATIONS_TABLE, migrationsFolder: '' },
  );
}
