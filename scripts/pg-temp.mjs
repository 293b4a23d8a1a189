// A throwaway PostgreSQL 15 server for tests: a fresh data dir in the temp folder, owned by the
// `postgres` OS user (PostgreSQL refuses to run as root), trust auth, listening only on
// 127.0.0.1 on a free port. `stop()` shuts it down and deletes the directory.
//
//   import { startTempPostgres } from './scripts/pg-temp.mjs';
//   const pg = await startTempPostgres();   // { url, stop }
//
// By hand: `node scripts/pg-temp.mjs` prints a DATABASE_URL and runs until Ctrl-C.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** True when initdb and pg_ctl are installed. */
export function postgresAvailable() {
  return existsSync(path.join(PG_BIN, 'initdb')) && existsSync(path.join(PG_BIN, 'pg_ctl'));
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const OS_USER = 'postgres';

function ensureOsUser() {
  if (!isRoot) return;
  const found = spawnSync('id', ['-u', OS_USER], { stdio: 'ignore' });
  if (found.status === 0) return;
  execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/bin/sh', OS_USER], {
    stdio: 'inherit',
  });
}

function idOf(flag) {
  return Number(execFileSync('id', [flag, OS_USER], { encoding: 'utf8' }).trim());
}

/** Runs a PostgreSQL binary, as the postgres user when we are root. */
function runPg(binary, args) {
  const exe = path.join(PG_BIN, binary);
  const [cmd, argv] = isRoot ? ['runuser', ['-u', OS_USER, '--', exe, ...args]] : [exe, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8', cwd: tmpdir() });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
    throw new Error(
      `${binary} failed (${result.status ?? result.signal}): ${output || result.error?.message}`,
    );
  }
  return result.stdout;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * @param {{ database?: string }} [options]
 * @returns {Promise<{ url: string, adminUrl: string, dataDir: string, stop: () => Promise<void> }>}
 */
export async function startTempPostgres(options = {}) {
  const database = options.database ?? 'fragrancehub_test';
  if (!postgresAvailable()) {
    throw new Error(
      `PostgreSQL binaries not found in ${PG_BIN} (install postgresql-15 or set PG_BIN)`,
    );
  }
  ensureOsUser();
  const root = mkdtempSync(path.join(tmpdir(), 'fragrancehub-pg-'));
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'postgres.log');
  if (isRoot) chownSync(root, idOf('-u'), idOf('-g'));
  chmodSync(root, 0o700);

  let started = false;
  const stopSync = () => {
    if (started) {
      try {
        runPg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already gone
      }
      started = false;
    }
    rmSync(root, { recursive: true, force: true });
  };
  // A crashed test run must not leave a server behind.
  process.once('exit', stopSync);

  try {
    runPg('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
      '--locale=C',
    ]);
    let port = 0;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      const serverOptions = [
        `-h 127.0.0.1 -p ${port} -k ${root}`,
        // Throwaway data: durability off makes the suite several times faster.
        '-c fsync=off -c synchronous_commit=off -c full_page_writes=off',
        '-c max_connections=100',
      ].join(' ');
      try {
        runPg('pg_ctl', [
          '-D',
          dataDir,
          '-l',
          logFile,
          '-o',
          serverOptions,
          '-w',
          '-t',
          '30',
          'start',
        ]);
        started = true;
        break;
      } catch (error) {
        if (attempt >= 3) {
          const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
          throw new Error(`${/** @type {Error} */ (error).message}\n${log}`);
        }
      }
    }
    const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database "${database.replaceAll('"', '')}"`);
    } finally {
      await admin.end();
    }
    return {
      url: `postgres://postgres@127.0.0.1:${port}/${database}`,
      adminUrl,
      dataDir,
      stop: async () => {
        process.removeListener('exit', stopSync);
        if (started) {
          runPg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
          started = false;
        }
        rmSync(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    process.removeListener('exit', stopSync);
    stopSync();
    throw error;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const server = await startTempPostgres({ database: process.argv[2] ?? 'fragrancehub' });
  console.log(`DATABASE_URL=${server.url}`);
  console.log('Ctrl-C stops the server and deletes its data.');
  const stop = () => void server.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  setInterval(() => undefined, 1 << 30);
}
