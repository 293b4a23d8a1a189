// Kills the real Node server (SIGKILL) in the middle of a stream of orders, restarts it on the
// same data directory and checks that no acknowledged order was lost and stock still adds up.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port';
import { startSmtpSink } from '../../scripts/smtp-sink.mjs';

const dataDir = mkdtempSync(path.join(tmpdir(), 'fragrancehub-crash-'));
let child: ChildProcess | undefined;

async function startServer(port: number, extraEnv: Record<string, string> = {}) {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/node/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'crash-test-secret-0000000000000000000000',
      SEED_DEMO: 'true',
      LOG_REQUESTS: 'false',
      PASSWORD_ITERATIONS: '1000',
      // A stream of orders from one shopper: the per-account order limit would stop it early.
      RATE_LIMITS: 'off',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child = proc;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      if (res.ok) return proc;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start in time');
}

interface WireProduct {
  _id: string;
  quantity: number;
}
interface WireOrder {
  _id: string;
  products: { _id: string; addedQty: number }[];
}

/**
 * A plain node:http client: another test file in the same worker may have left MSW's fetch
 * interceptor installed, and this test must talk to the real process.
 */
function fetch(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; ok: boolean; json(): Promise<unknown> }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: init.method ?? 'GET', headers: init.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const status = res.statusCode ?? 0;
          resolve({
            status,
            ok: status >= 200 && status < 300,
            json: () => Promise.resolve(JSON.parse(text) as unknown),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (init.body) req.write(init.body);
    req.end();
  });
}

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('crash safety', () => {
  it('keeps every acknowledged order and consistent stock across a SIGKILL', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api/v1`;
    let proc = await startServer(port);

    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: 'sisi@email.com', password: 'password' }),
    });
    expect(login.status).toBe(200);
    const { user } = (await login.json()) as { user: { token: string } };
    const auth = { Authorization: `Bearer ${user.token}`, 'Content-Type': 'application/json' };

    const { products } = (await (await fetch(`${base}/product/all?limit=1000`)).json()) as {
      products: WireProduct[];
    };
    const stocked = products.filter((p) => p.quantity >= 20).slice(0, 3);
    expect(stocked.length).toBeGreaterThan(0);
    const startStock = new Map(stocked.map((p) => [p._id, p.quantity]));

    // A stream of small orders from 4 concurrent shoppers' tabs, killed part-way through.
    const acknowledged: string[] = [];
    let stop = false;
    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const product = stocked[(w + i) % stocked.length] as WireProduct;
        try {
          const res = await fetch(`${base}/product/payment`, {
            method: 'POST',
            headers: auth,
            body: JSON.stringify({
              paymentRef: true,
              cartItems: [{ ...product, isAdded: true, addedQty: 1 }],
            }),
          });
          if (res.status === 201) {
            const body = (await res.json()) as { order: WireOrder };
            acknowledged.push(body.order._id);
          }
        } catch {
          return; // the server died under us
        }
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    await new Promise((r) => setTimeout(r, 1500));
    proc.kill('SIGKILL');
    stop = true;
    await Promise.all(workers);
    await new Promise((r) => proc.once('exit', r));
    expect(acknowledged.length).toBeGreaterThan(0);

    proc = await startServer(port);
    const orders = (
      (await (await fetch(`${base}/orders`, { headers: auth })).json()) as { orders: WireOrder[] }
    ).orders;
    const orderIds = new Set(orders.map((o) => o._id));
    for (const id of acknowledged) expect(orderIds.has(id)).toBe(true);

    const after = (
      (await (await fetch(`${base}/product/all?limit=1000`)).json()) as { products: WireProduct[] }
    ).products;
    for (const [id, initial] of startStock) {
      const sold = orders
        .flatMap((o) => o.products)
        .filter((p) => p._id === id)
        .reduce((sum, p) => sum + p.addedQty, 0);
      const now = after.find((p) => p._id === id)?.quantity;
      expect(now, `stock of ${id}`).toBe(initial - sold);
    }
    proc.kill('SIGTERM');
    await new Promise((r) => proc.once('exit', r));
  }, 240_000);

  it('sends a message committed before a SIGKILL once, after the restart', async () => {
    const sink = await startSmtpSink();
    try {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}/api/v1`;
      const mail = { SMTP_URL: sink.url, MAIL_FROM: 'FragranceHub <no-reply@crash.test>' };
      // The worker would only look in ten minutes: the process dies between commit and send.
      let proc = await startServer(port, { ...mail, OUTBOX_POLL_MS: '600000' });
      const asked = await fetch(`${base}/auth/forgot-password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'sisi@email.com' }),
      });
      expect(asked.status).toBe(200);
      proc.kill('SIGKILL');
      await new Promise((r) => proc.once('exit', r));
      expect(sink.received).toHaveLength(0);

      proc = await startServer(port, { ...mail, OUTBOX_POLL_MS: '100' });
      const resets = () => sink.received.filter((m) => m.subject === 'Reset your password');
      const deadline = Date.now() + 30_000;
      while (resets().length === 0 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
      }
      // A few more passes of the worker: nothing is sent twice (the first test's order e-mails,
      // kept while it ran without a mail server, go out now too, each once).
      await new Promise((r) => setTimeout(r, 1500));
      expect(resets()).toHaveLength(1);
      const ids = sink.received.map((m) => m.messageId);
      expect(new Set(ids).size).toBe(ids.length);
      proc.kill('SIGTERM');
      await new Promise((r) => proc.once('exit', r));
    } finally {
      await sink.stop();
    }
  }, 240_000);
});
