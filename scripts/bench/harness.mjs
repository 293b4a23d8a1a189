// Shared by the benchmarks: a built server on a throwaway data directory, on 127.0.0.1 only.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const HOST = '127.0.0.1';
export const SHOPPER = { identifier: 'sisi@email.com', password: 'password' };
export const ADMIN = { identifier: 'admin@fragrancehub.ng', password: 'admin12345' };

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

/**
 * Starts `node dist-server/main.js` on a fresh data dir (demo data seeded), optionally after
 * adding `products` generated products. Returns { base, pid, stop }.
 */
export async function startBenchServer({ products = 0, env = {} } = {}) {
  const work = mkdtempSync(path.join(tmpdir(), 'fragrancehub-bench-'));
  const port = await freePort();
  const serverEnv = {
    ...process.env,
    DATA_DIR: path.join(work, 'data'),
    HOST,
    PORT: String(port),
    JWT_SECRET: 'bench-secret-not-for-production-0123456789abcdef',
    SEED_DEMO: 'true',
    LOG_REQUESTS: 'false',
    // One shopper ordering at load-test rates: the limits would answer 429 (never in public).
    RATE_LIMITS: 'off',
    ...env,
  };
  if (products > 0) {
    const seeded = spawnSync(
      process.execPath,
      ['dist-server/seed-cli.js', '--products', String(products), '--demo'],
      { env: serverEnv, stdio: 'inherit', timeout: 600_000 },
    );
    if (seeded.status !== 0) throw new Error(`seeding ${products} products failed`);
  }
  const child = spawn(process.execPath, ['dist-server/main.js'], {
    env: serverEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://${HOST}:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(work, { recursive: true, force: true });
  };
  process.once('exit', () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the server exited during start');
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return { base, pid: child.pid, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  await stop();
  throw new Error('the server did not answer /api/v1/health within 90 s');
}

export async function apiJson(url, init) {
  const res = await fetch(url, init);
  const body = await res.json();
  if (!res.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

export async function loginToken(base, who) {
  const body = await apiJson(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(who),
  });
  return body.user.token;
}

/** The throughput table the api and ssr benches print (one row per case). */
export function printTable(rows) {
  const header = ['case', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'bytes/req', 'non-2xx'];
  const lines = rows.map((r) =>
    [r.case, r.reqPerSec, r.p50Ms, r.p99Ms, r.requests, r.bytesPerReq, r.non2xx + r.errors].map(
      String,
    ),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${fmt(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const l of lines) console.log(fmt(l));
}

/**
 * One load case with autocannon (10 connections, BENCH_DURATION seconds unless `options` say
 * otherwise), printed as it ends and returned as a row of printTable.
 */
export async function loadCase(name, options) {
  const result = await autocannon({
    connections: 10,
    duration: Number(process.env.BENCH_DURATION ?? 10),
    timeout: 30,
    ...options,
  });
  const row = {
    case: name,
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerReq: result.requests.total
      ? Math.round(result.throughput.total / result.requests.total)
      : 0,
  };
  const ok = row.non2xx === 0 && row.errors === 0;
  step(
    `${name}: ${row.reqPerSec} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms` +
      (ok ? '' : ` (non-2xx ${row.non2xx}, errors ${row.errors})`),
  );
  return row;
}

/**
 * Waits until `url` answers 2xx, polling every `everyMs`; fails when `child` (the server that
 * should answer it) exits, or after `timeoutMs`.
 */
export async function waitForUrl(url, child, { timeoutMs = 120_000, everyMs = 500 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`${url} did not answer`);
}

export function step(message) {
  console.log(`- ${message}`);
}

/** The server bundle, the server-rendering build and the client build's manifest it reads. */
const BUILD_OUTPUTS = [
  'dist-server/main.js',
  'dist-server/seed-cli.js',
  'dist-ssr/entry-server.js',
  'dist/.vite/manifest.json',
];

export function ensureBuilt() {
  const missing = BUILD_OUTPUTS.filter((file) => !existsSync(file));
  if (missing.length === 0) return;
  step(`no ${missing.join(', ')}: running npm run build`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], { stdio: 'inherit', timeout: 15 * 60_000 });
  if (build.status !== 0) throw new Error('npm run build failed');
}

/**
 * Runs a bench's `main` and exits: 0 when it finished, 1 when it threw or ran past `minutes`
 * (a hung browser or server must not hold the machine).
 */
export function runBench(name, minutes, main) {
  const watchdog = setTimeout(() => {
    console.error(`bench ${name}: gave up after ${minutes} minutes`);
    process.exit(1);
  }, minutes * 60_000);
  watchdog.unref();
  main()
    .then(() => process.exit(0))
    .catch((error) => {
      console.error(`bench ${name} failed: ${error.message}`);
      process.exit(1);
    });
}
