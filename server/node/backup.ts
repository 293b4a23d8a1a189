import { randomUUID } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { open, readFile, rename, rm, unlink } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions';
import { MIGRATIONS_TABLE } from '../db/migrate';
import { migrations } from '../db/migrations.gen';
import { makeDataDirPrivate } from './private-data-dir';

// Backups of the embedded database (`npm run admin -- backup FILE` / `restore FILE`). A running
// store answers a backup itself, over a Unix socket in its data directory: only whoever may read
// the data directory may ask, and the copy is PGlite's own dump, consistent while orders come in.
// With no store running, the CLI opens the directory and dumps it. A PostgreSQL server is backed
// up with pg_dump (docs/deploying.md).

const SOCKET = 'backup.sock';

export const backupSocketPath = (dataDir: string) => path.resolve(dataDir, SOCKET);

export class BackupError extends Error {}

/** The running store's side: answers `POST /backup` on the socket with a gzipped dump. */
export async function serveBackups(dataDir: string, dump: () => Promise<Blob>): Promise<Server> {
  const socket = backupSocketPath(dataDir);
  // A socket left by a store that crashed is no store: free its name.
  if (existsSync(socket) && !(await storeAnswers(socket))) await unlink(socket);
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    dump()
      .then(async (blob) => {
        res.writeHead(200, { 'Content-Type': 'application/gzip' });
        res.end(Buffer.from(await blob.arrayBuffer()));
      })
      .catch(() => {
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  server.on('close', () => void unlink(socket).catch(() => undefined));
  // Never what keeps the process alive; its name goes with the process.
  server.unref();
  process.once('exit', () => rmSync(socket, { force: true }));
  return server;
}

function post(socket: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: socket, path: '/backup', method: 'POST' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function storeAnswers(socket: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ socketPath: socket, path: '/', method: 'GET' }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}

/** Whether a store is serving from this data directory now. */
export const storeRunning = (dataDir: string) => {
  const socket = backupSocketPath(dataDir);
  return existsSync(socket) ? storeAnswers(socket) : Promise.resolve(false);
};

/**
 * Written beside the target under a new random name, created exclusively (`wx`: O_CREAT|O_EXCL,
 * which also refuses to follow a symlink planted at that name), then renamed over the target in
 * one step: a failed backup never leaves half a file, and nobody can steer the write elsewhere.
 */
async function writeWhole(file: string, bytes: Uint8Array): Promise<void> {
  const partial = `${file}.${randomUUID()}.partial`;
  const handle = await open(partial, 'wx', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(partial, { force: true });
    throw error;
  }
  await handle.close();
  await rename(partial, file).catch(async (error: unknown) => {
    await rm(partial, { force: true });
    throw error;
  });
}

/**
 * Writes a consistent copy of the embedded database to `file`: from the running store when there
 * is one, else from the data directory itself. Returns where the copy came from.
 */
export async function backupTo(
  dataDir: string,
  file: string,
): Promise<'running store' | 'data directory'> {
  if (await storeRunning(dataDir)) {
    const answer = await post(backupSocketPath(dataDir));
    if (answer.status !== 200) throw new BackupError('The running store could not make a backup');
    await writeWhole(file, answer.body);
    return 'running store';
  }
  const dir = path.resolve(dataDir, 'pglite');
  if (!existsSync(path.join(dir, 'PG_VERSION')))
    throw new BackupError(`No embedded database in ${dir}`);
  // Opening the database may write to it (its WAL): whatever it writes stays owner-only.
  await makeDataDirPrivate(dataDir);
  const client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
  try {
    const blob = (await client.dumpDataDir('gzip')) as Blob;
    await writeWhole(file, new Uint8Array(await blob.arrayBuffer()));
  } finally {
    await client.close();
  }
  return 'data directory';
}

/**
 * A dump of this store: its migration record names only migrations this build knows, starting
 * with its first. Any other PGlite database (a dump of something else, or of a newer build this
 * one cannot serve) is refused before it replaces anything.
 */
async function checkIsThisStore(client: PGlite, file: string): Promise<void> {
  const known = new Set(migrations.map((m) => m.hash));
  const applied = await client
    .query<{ hash: string }>(`select hash from drizzle."${MIGRATIONS_TABLE}" order by id`)
    .then((result) => result.rows.map((row) => row.hash))
    .catch(() => [] as string[]);
  if (applied.length === 0 || applied[0] !== migrations[0]?.hash) {
    throw new BackupError(`${file} is not a backup of this store (it holds another database)`);
  }
  if (!applied.every((hash) => known.has(hash))) {
    throw new BackupError(`${file} comes from a newer version of the store: update it first`);
  }
}

/**
 * Puts a backup in place of the embedded database of a stopped store. The database it replaces is
 * kept beside it (`pglite.before-restore-<time>`) until you delete it.
 */
export async function restoreFrom(
  dataDir: string,
  file: string,
  now = new Date(),
): Promise<string> {
  if (await storeRunning(dataDir))
    throw new BackupError('The store is running from this data directory: stop it first');
  const bytes = await readFile(file).catch(() => {
    throw new BackupError(`Cannot read ${file}`);
  });
  // The restored files and the database kept beside them are as private as the live one.
  await makeDataDirPrivate(dataDir);
  const dir = path.resolve(dataDir, 'pglite');
  const staging = `${dir}.restoring`;
  await rm(staging, { recursive: true, force: true });
  // Opened and checked in a directory of its own first: a bad file never costs the current data.
  const client = await PGlite.create(staging, {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: new Blob([new Uint8Array(bytes)]),
  }).catch(async (error: unknown) => {
    await rm(staging, { recursive: true, force: true });
    throw new BackupError(`${file} is not a backup of this store (${(error as Error).message})`);
  });
  try {
    await checkIsThisStore(client, file);
  } catch (error) {
    await client.close();
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  await client.close();
  // Unpacked with the archive's modes (0666): owner-only before it becomes the database.
  await makeDataDirPrivate(dataDir);
  let kept = '';
  if (existsSync(dir)) {
    kept = `${dir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    await rename(dir, kept);
  }
  await rename(staging, dir);
  return kept;
}
