import { randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
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

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder of templates (database-templates.setup.ts), shared by its test files. */
    databaseTemplatesDir: string;
  }
}

/** initdb, the migrations and (for 'seeded') the demo seed, dumped as PGlite's data dir. */
async function buildDatabaseTemplate(kind: TemplateKind): Promise<Blob> {
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

/**
 * The run's template of this kind: read when an earlier test file left it in the folder, else
 * built and left there for the files after this one. Written under a name of its own, then
 * renamed, so a file never reads half a template; two files starting together may both build.
 */
async function runTemplate(dir: string, kind: TemplateKind): Promise<Blob> {
  const file = path.join(dir, `${kind}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const template = await buildDatabaseTemplate(kind);
  const partial = `${file}.${randomUUID()}`;
  await writeFile(partial, new Uint8Array(await template.arrayBuffer()));
  await rename(partial, file);
  return template;
}

/** The run's folder under Vitest; undefined elsewhere (the benchmarks). */
function runDir(): string | undefined {
  return process.env.VITEST ? inject('databaseTemplatesDir') : undefined;
}

const templates = new Map<TemplateKind, Promise<Blob>>();

/**
 * The data dir every test database starts from: loading one takes about 0.3 s, building one
 * (initdb, and the seed with its images and password hashes) 5–30 s. Under Vitest a template is
 * built once for the whole run, by the first test file that needs it, not once per file.
 */
export function databaseTemplate(kind: TemplateKind): Promise<Blob> {
  let template = templates.get(kind);
  if (!template) {
    const dir = runDir();
    template = dir ? runTemplate(dir, kind) : buildDatabaseTemplate(kind);
    templates.set(kind, template);
  }
  return template;
}
