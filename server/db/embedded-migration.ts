/** One drizzle-kit migration, carried as data so no host has to read files (see embed-migrations.mjs). */
export interface EmbeddedMigration {
  tag: string;
  /** Statements, split on drizzle-kit's `--> statement-breakpoint`. */
  sql: string[];
  bps: boolean;
  /** The journal's `when`: migrations newer than the last applied one run. */
  folderMillis: number;
  hash: string;
}
