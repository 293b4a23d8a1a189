import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port';

const MAIN = path.resolve('server/node/main.ts');
const TSX = import.meta.resolve('tsx');
const started: ChildProcess[] = [];
const folders: string[] = [];

afterEach(async () => {
  for (const child of started.splice(0)) {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function tempFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'fragrancehub-service-'));
  folders.push(folder);
  return folder;
}

/** Starts the server from source in `cwd`; resolves with its stdout lines once it listens. */
async function startServer(cwd: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', TSX, MAIN], {
    cwd,
    env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  const lines: string[] = [];
  let buffered = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    lines.push(...parts.filter(Boolean));
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
  const deadline = Date.now() + 90_000;
  while (!lines.some((l) => l.includes('FragranceHub listening'))) {
    if (child.exitCode !== null) throw new Error(`server exited: ${errors}`);
    if (Date.now() > deadline) throw new Error(`server did not start: ${errors}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return lines;
}

describe('the server as a service', () => {
  it('logs JSON lines in production, with request ids and no secrets', async () => {
    const port = await freePort();
    const folder = tempFolder();
    const lines = await startServer(folder, {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(folder, 'data'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      JWT_SECRET: 'production-log-test-secret-000000000000000',
      PASSWORD_ITERATIONS: '1000',
    });
    const base = `http://127.0.0.1:${port}/api/v1`;
    const secret = 'correct-horse-battery-9';
    const email = 'log.subject@example.ng';
    const form = new FormData();
    form.set('name', 'Log Subject');
    form.set('email', email);
    form.set('password', secret);
    const registered = await fetch(`${base}/auth/register`, { method: 'POST', body: form });
    const { user } = (await registered.json()) as { user: { token: string } };
    await fetch(`${base}/orders?email=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${user.token}`, 'x-request-id': 'trace-42' },
    });
    await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: email, password: 'wrong-password-1' }),
    });
    await new Promise((r) => setTimeout(r, 300));

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const entry of entries) {
      expect(entry['level'], JSON.stringify(entry)).toEqual(expect.any(Number));
      expect(entry['time']).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(entry['msg']).toEqual(expect.any(String));
    }
    const requests = entries.filter((e) => e['msg'] === 'request');
    expect(requests.map((e) => e['path'])).toEqual([
      '/api/v1/auth/register',
      '/api/v1/orders',
      '/api/v1/auth/login',
    ]);
    expect(requests[1]).toMatchObject({ reqId: 'trace-42', method: 'GET', status: 200 });
    expect(requests[2]).toMatchObject({ status: 401, ms: expect.any(Number) });
    const everything = lines.join('\n');
    for (const leak of [email, secret, user.token, 'Bearer', 'pbkdf2', 'wrong-password-1'])
      expect(everything).not.toContain(leak);
  }, 120_000);

  it('reads its settings from .env in the working directory', async () => {
    const port = await freePort();
    const folder = tempFolder();
    writeFileSync(
      path.join(folder, '.env'),
      [
        '# as in .env.example',
        `PORT=${port}`,
        'HOST=127.0.0.1',
        `DATA_DIR=${path.join(folder, 'data')}`,
        'PASSWORD_ITERATIONS=1000',
        'SEED_DEMO=false',
      ].join('\n'),
    );
    await startServer(folder, {});
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
    expect(res.status).toBe(200);
  }, 120_000);
});
