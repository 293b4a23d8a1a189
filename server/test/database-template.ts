import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { inject } from 'vitest';
import type { Database } from '../api-deps';
import { migrate } from '../db/migrate';
import * as schema from '../db/schema';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions';
import { seedDemo } from '../db/seed';
import { createDbImageStore } from '../images/db-image-store';

/** Test passwords hash fast: the demo accounts' hashes are made once, at this cost. */
export const TEST_PASSWORD_ITERATIONS = 1000;

/** A migrated database, with the demo catalogue and accounts or empty. */
export type TemplateKind = 'seeded' | 'empty';
export const TEMPLATE_KINDS: readonly TemplateKind[] = ['seeded', 'empty'];

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder where database-templates.setup.ts left one dump per TemplateKind. */
    databaseTemplatesDir: string;
  }
}

export function templateFile(dir: string, kind: TemplateKind): string {
  return path.join(dir, `${kind}.tar`);
}

/** initdb, the migrations and (for 'seeded') the demo seed, dumped as PGlite's data dir. */
export async function buildDatabaseTemplate(kind: TemplateKind): Promise<Blob> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    const db = drizzle(client, { schema }) as unknown as Database;
    await migrate(db);
    if (kind === 'seeded')
      await seedDemo(db, createDbImageStore(db), { passwordIterations: TEST_PASSWORD_ITERATIONS });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** The folder the Vitest run's global setup filled, or undefined outside Vitest (benchmarks). */
function providedDir(): string | undefined {
  return process.env.VITEST ? inject('databaseTemplatesDir') : undefined;
}

const templates = new Map<TemplateKind, Promise<Blob>>();

/**
 * The data dir every test database starts from (loading one takes about 0.3 s; building it,
 * initdb and the seed with its images and password hashes, 5–30 s). Under Vitest the global setup
 * built each kind once for the whole run; elsewhere it is built on first use in this process.
 */
export function databaseTemplate(kind: TemplateKind): Promise<Blob> {
  let template = templates.get(kind);
  if (!template) {
    const dir = providedDir();
    template = dir
      ? readFile(templateFile(dir, kind)).then((bytes) => new Blob([bytes]))
      : buildDatabaseTemplate(kind);
    templates.set(kind, template);
  }
  return template;
}
