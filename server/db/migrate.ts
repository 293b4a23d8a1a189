import { sql } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Database } from '../api-deps';
import { migrations } from './migrations.gen';

export const MIGRATIONS_TABLE = '__drizzle_migrations';

/** pg_advisory_xact_lock key of schema migrations ("FHmg"): one migrator at a time per database. */
export const MIGRATION_LOCK_KEY = 0x46486d67;

// drizzle's own migrators (pglite, node-postgres) read .sql files from disk; this one gets them
// from the embedded module and hands them to the same dialect migrator, so the bookkeeping table
// is identical and a database migrated either way stays compatible. dialect and session are
// marked internal in drizzle's types, hence the narrow view below.
interface MigratableDatabase {
  dialect: PgDialect;
  session: PgSession;
}

/**
 * Applies every embedded migration newer than the last one recorded, in one transaction that
 * first takes a transaction-scoped advisory lock: instances starting together on one PostgreSQL
 * database queue up, and each later one finds the work done instead of racing to create the same
 * tables. The lock ends with the transaction, so a crashed migrator never leaves it held.
 */
export async function migrate(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY}::bigint)`);
    // A migration may build an index over a large table: the pool's statement timeout is for
    // requests, not for this.
    await tx.execute(sql`set local statement_timeout = 0`);
    const { dialect, session } = tx as unknown as MigratableDatabase;
    // drizzle's migrator opens its own transaction for the statements; here it runs in this one.
    const inTransaction = {
      execute: session.execute.bind(session),
      all: session.all.bind(session),
      transaction: <T>(apply: (inner: typeof tx) => Promise<T>) => apply(tx),
    } as unknown as PgSession;
    await dialect.migrate(
      migrations.map((m) => ({
        sql: [...m.sql],
        bps: m.bps,
        folderMillis: m.folderMillis,
        hash: m.hash,
      })),
      inTransaction,
      { migrationsTable: MIGRATIONS_TABLE, migrationsFolder: '' },
    );
  });
}

/**
 * Whether every embedded migration is recorded as applied (readiness: an instance on a database
 * another, older or newer, build migrated must not take traffic it cannot answer).
 */
export async function migrationsApplied(db: Database): Promise<boolean> {
  const result = (await db.execute(
    sql.raw(`select count(*)::int as n from drizzle."${MIGRATIONS_TABLE}"`),
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0) >= migrations.length;
}
