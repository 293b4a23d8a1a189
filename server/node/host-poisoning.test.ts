import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../test/test-api';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';
import { createServerApp } from './server-app';

let inner: TestApi;
let server: Server;
let port: number;

/** A raw request: fetch will not send a Host of our choosing. */
function get(path: string, host: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, headers: { host, 'accept-encoding': 'br' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, body: body.toString('utf8') });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  inner = await createTestApi({ seed: true });
  // As `npm start` runs by default: no PUBLIC_URL, no proxy, every Host answered.
  const app = createServerApp({ api: inner, staticDir: 'dist', corsOrigins: [] });
  server = await new Promise<Server>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    s.once('error', reject);
    s.once('listening', () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
}, 60_000);

afterAll(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  await inner.close();
});

describe('a hostile Host sent first after a catalogue change', () => {
  const catalogue = '/api/v1/product/all?page=1&limit=1000000';

  it('leaves no trace in what the next shopper receives, and the JSON stays valid', async () => {
    for (const hostile of ['evil.example', 'a"b', 'evil.example:3000']) {
      await bumpCatalogueVersion(inner.db, {});
      const attack = await get(catalogue, hostile);
      expect([200, 400], hostile).toContain(attack.status);
      const shopper = await get(catalogue, `127.0.0.1:${port}`);
      expect(shopper.status).toBe(200);
      expect(shopper.body).not.toContain('evil');
      expect(shopper.body).not.toContain('a"b');
      const { products } = JSON.parse(shopper.body) as {
        products: { images: { url: string }[] }[];
      };
      expect(products.length).toBeGreaterThan(8);
      for (const product of products)
        for (const image of product.images) expect(image.url).toMatch(`http://127.0.0.1:${port}/`);
    }
  });

  it('refuses a Host that is not a host name with 400 JSON', async () => {
    const res = await get(catalogue, 'a"b');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ error: 'Bad Host header' });
  });
});
