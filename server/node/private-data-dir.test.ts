import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseTemplate } from '../test/database-template';
import { openPglite } from './database';

const made: string[] = [];
let umaskBefore = 0;

beforeEach(() => {
  // The loosest umask a process might start with: nothing may depend on it.
  umaskBefore = process.umask(0);
});
afterEach(() => {
  process.umask(umaskBefore);
});
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Every file and folder under `root` with its permission bits. */
async function modes(root: string): Promise<{ file: string; mode: number; dir: boolean }[]> {
  const found: { file: string; mode: number; dir: boolean }[] = [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (entry.isSymbolicLink()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stats = await stat(file).catch(() => null);
    if (stats) found.push({ file, mode: stats.mode & 0o777, dir: stats.isDirectory() });
  }
  return found;
}

describe('the data directory', () => {
  it('is owner-only under umask 000: new files 0600, folders 0700, old ones fixed at start', async () => {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'fh-private-')), 'data');
    made.push(path.dirname(dataDir));
    // What an earlier start under a loose umask left behind.
    await mkdir(path.join(dataDir, 'pglite'), { recursive: true, mode: 0o777 });
    await chmod(dataDir, 0o777);
    await writeFile(path.join(dataDir, 'left-over'), 'x', { mode: 0o666 });
    await chmod(path.join(dataDir, 'left-over'), 0o666);
    const template = path.join(path.dirname(dataDir), 'empty.tar');
    await writeFile(
      template,
      new Uint8Array(await (await databaseTemplate('empty')).arrayBuffer()),
    );

    const store = await openPglite(dataDir, template);
    await store.db.execute('create table made_after_start (n int)');
    await store.close();

    const all = await modes(dataDir);
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((f) => f.dir && f.mode !== 0o700)).toEqual([]);
    expect(all.filter((f) => !f.dir && f.mode !== 0o600)).toEqual([]);
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
  }, 300_000);
});
