import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildDatabaseTemplate, TEMPLATE_KINDS, templateFile } from './database-template';

/**
 * Vitest global setup: the test databases' templates (database-template.ts), built once for the
 * whole run instead of once in every test file (each file is its own module graph). Both projects
 * run this setup in the same process: the first builds, the second reuses its folder.
 */
const shared = globalThis as typeof globalThis & { fragrancehubTemplatesDir?: Promise<string> };

async function buildAll(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fragrancehub-db-templates-'));
  for (const kind of TEMPLATE_KINDS) {
    const dump = await buildDatabaseTemplate(kind);
    await writeFile(templateFile(dir, kind), new Uint8Array(await dump.arrayBuffer()));
  }
  return dir;
}

export default async function setup(project: TestProject) {
  shared.fragrancehubTemplatesDir ??= buildAll();
  const dir = await shared.fragrancehubTemplatesDir;
  project.provide('databaseTemplatesDir', dir);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
