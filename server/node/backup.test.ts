import { lstat, mkdtemp, readFile, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { orders, users } from '../db/schema';
import { BackupError, backupTo, restoreFrom, serveBackups, storeRunning } from './backup';
import { openPglite, type OpenDatabase } from './database';
import { databaseTemplate } from '../test/database-template';

const made: string[] = [];
let template: string | undefined;

/** A new on-disk store from the run's migrated template (initdb for each would take seconds). */
async function openStore(dir: string): Promise<OpenDatabase> {
  if (!template) {
    template = path.join(await tempDir(), 'empty.tar');
    await writeFile(
      template,
      new Uint8Array(await (await databaseTemplate('empty')).arrayBuffer()),
    );
  }
  return openPglite(dir, template);
}

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fh-backup-'));
  made.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function placeOrders(db: OpenDatabase['db'], n: number): Promise<string[]> {
  const [buyer] = await db
    .insert(users)
    .values({ name: 'Ada', email: `ada-${Date.now()}@backup.test`, passwordHash: 'x' })
    .returning();
  if (!buyer) throw new Error('no buyer');
  const rows = await db
    .insert(orders)
    .values(
      Array.from({ length: n }, () => ({
        buyerId: buyer.id,
        payment: {},
        totalKobo: 500_000,
        shippingFeeKobo: 200_000,
      })),
    )
    .returning({ id: orders.id });
  return rows.map((r) => r.id);
}

const orderIds = async (db: OpenDatabase['db']) =>
  (await db.select({ id: orders.id }).from(orders)).map((r) => r.id).sort();

describe('backups of the embedded database', () => {
  it('backs up a serving store with its orders and restores every one elsewhere', async () => {
    const live = await tempDir();
    const store = await openStore(live);
    await migrate(store.db);
    const placed = await placeOrders(store.db, 3);
    if (!store.dump) throw new Error('the embedded database has no dump');
    const server = await serveBackups(live, store.dump);
    const file = path.join(await tempDir(), 'shop.backup.tgz');
    try {
      expect(await storeRunning(live)).toBe(true);
      // Orders keep coming while the copy is made: the copy is whole, with or without them.
      const [from] = await Promise.all([backupTo(live, file), placeOrders(store.db, 2)]);
      expect(from).toBe('running store');
      await expect(restoreFrom(live, file)).rejects.toThrow(BackupError);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await store.close();
    }

    const elsewhere = await tempDir();
    expect(await restoreFrom(elsewhere, file)).toBe('');
    const restored = await openPglite(elsewhere, path.join(elsewhere, 'no-template.tgz'));
    try {
      const ids = await orderIds(restored.db);
      for (const id of placed) expect(ids).toContain(id);
      expect([3, 5]).toContain(ids.length);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('backs up a stopped store from its directory, and refuses a file that is no backup', async () => {
    const dir = await tempDir();
    const store = await openStore(dir);
    await migrate(store.db);
    const placed = await placeOrders(store.db, 2);
    await store.close();
    const file = path.join(await tempDir(), 'stopped.tgz');
    expect(await backupTo(dir, file)).toBe('data directory');

    const target = await tempDir();
    const junk = path.join(target, 'junk.tgz');
    await import('node:fs/promises').then((fs) => fs.writeFile(junk, 'not a backup'));
    await expect(restoreFrom(target, junk)).rejects.toThrow(BackupError);
    await restoreFrom(target, file);
    // Unpacked owner-only, whatever modes the archive carried.
    for (const name of await readdir(path.join(target, 'pglite'), { recursive: true })) {
      const mode = (await stat(path.join(target, 'pglite', name))).mode;
      expect(mode & 0o077, name).toBe(0);
    }
    const restored = await openPglite(target, path.join(target, 'no-template.tgz'));
    try {
      expect(await orderIds(restored.db)).toEqual([...placed].sort());
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('writes through no planted symlink: a new file made exclusively, renamed over the target', async () => {
    const dir = await tempDir();
    const store = await openStore(dir);
    await migrate(store.db);
    await store.close();
    const out = await tempDir();
    const file = path.join(out, 'planted.tgz');
    const victim = path.join(out, 'victim');
    await writeFile(victim, 'keep me', { mode: 0o644 });
    // Every name a backup might use beside the target, and the target itself, point at the victim.
    await symlink(victim, `${file}.partial`);
    await symlink(victim, file);
    expect(await backupTo(dir, file)).toBe('data directory');
    expect(await readFile(victim, 'utf8')).toBe('keep me');
    expect((await lstat(file)).isSymbolicLink()).toBe(false);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readdir(out)).sort()).toEqual(['planted.tgz', 'planted.tgz.partial', 'victim']);
  }, 120_000);

  it('refuses to restore a dump of some other PGlite database, keeping the data it has', async () => {
    const other = await PGlite.create();
    await other.exec('create table notes (body text); insert into notes values ($$hello$$);');
    const dump = (await other.dumpDataDir('gzip')) as Blob;
    await other.close();
    const target = await tempDir();
    const file = path.join(target, 'other.tgz');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
    await expect(restoreFrom(target, file)).rejects.toThrow(/not a backup of this store/);
    expect(await readdir(target)).toEqual(['other.tgz']);
  }, 120_000);
});
