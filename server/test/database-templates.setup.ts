import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Vitest global setup: a folder for the run's test database templates (database-template.ts), so
 * the first test file that needs one builds it for all the others. Both projects run this setup in
 * one process: they share the folder.
 */
const shared = globalThis as typeof globalThis & { fragrancehubTemplatesDir?: Promise<string> };

export default async function setup(project: TestProject) {
  shared.fragrancehubTemplatesDir ??= mkdtemp(path.join(tmpdir(), 'fragrancehub-db-templates-'));
  const dir = await shared.fragrancehubTemplatesDir;
  project.provide('databaseTemplatesDir', dir);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
