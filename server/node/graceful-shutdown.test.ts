// SIGTERM on the real Node server with requests in flight: every request sent before the signal
// is answered (or, once the server has stopped accepting, cleanly refused), never reset.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port';

const dataDir = mkdtempSync(path.join(tmpdir(), 'fragrancehub-shutdown-'));
let child: ChildProcess | undefined;
/** Long enough for the load balancer's stand-in (this test) to see /ready fail. */
const DRAIN_MS = 1500;

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

type Outcome = { status: number; body: string } | { error: string };

/** One request on a connection of its own (node:http: MSW may have patched fetch in this worker). */
function get(port: number, pathname: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ error: error.code ?? error.message }),
      );
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message }),
    );
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/node/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'shutdown-test-secret-00000000000000000000',
      SEED_DEMO: 'false',
      LOG_REQUESTS: 'false',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child = proc;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
    const res = await get(port, '/api/v1/ready');
    if ('status' in res && res.status === 200) return proc;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start in time');
}

describe('graceful shutdown', () => {
  it('answers 30 requests in flight at SIGTERM, with /ready at 503 while it drains', async () => {
    const port = await freePort();
    const proc = await startServer(port);
    const exited = new Promise<number | null>((resolve) => proc.once('exit', resolve));

    const paths = [
      '/api/v1/product/all?limit=100',
      '/api/v1/category/categories',
      '/api/v1/delivery/options',
    ];
    const inFlight = Array.from({ length: 30 }, (_, i) =>
      get(port, paths[i % paths.length] ?? '/api/v1/health'),
    );
    proc.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    const ready = await get(port, '/api/v1/ready');
    const health = await get(port, '/api/v1/health');

    const outcomes = await Promise.all(inFlight);
    const resets = outcomes.filter((o) => 'error' in o && o.error !== 'ECONNREFUSED');
    expect(resets).toEqual([]);
    expect(outcomes.filter((o) => 'status' in o && o.status === 200)).toHaveLength(30);
    expect(ready).toMatchObject({ status: 503 });
    expect(health).toMatchObject({ status: 200 });

    expect(await exited).toBe(0);
    // Gone: a new connection is refused, not reset.
    expect(await get(port, '/api/v1/health')).toEqual({ error: 'ECONNREFUSED' });
  }, 300_000);
});
