import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { MOCK_DEMO_DATABASE_PATH, MOCK_SEEDED_ANSWERS_PATH } from '../../mocks/demo-database-path';
import { createMockApi } from '../../mocks/mock-api';
import {
  parseSeededAnswers,
  RECORDING_ORIGIN,
  seededAnswerPaths,
} from '../../mocks/seeded-answers';
import { API_BASE_PATH } from '../../server/api-base-path';
import { flashSale } from '../../server/db/schema';
import { PGLITE_EXTENSIONS } from '../../server/db/pglite-extensions';
import { SEED_PRODUCT_COUNT, SEED_USERS } from '../../server/db/seed-catalogue';

// `npm run dev:mock` is mock mode's dev server; the mock journeys run on `npm run preview:mock`
// (scripts/vite/mock-demo-database.ts serves both). This holds what only the dev server does: the
// page's early start, and the demo store's dump made through the dev server's own module loader.

let server: ViteDevServer;
let base: string;

beforeAll(async () => {
  server = await createServer({
    mode: 'mock',
    logLevel: 'error',
    server: { port: 0, host: '127.0.0.1', hmr: false, ws: false, watch: null },
  });
  await server.listen();
  base = `http://127.0.0.1:${(server.httpServer?.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await server?.close();
});

describe('mock mode on the dev server', () => {
  it('starts the mock worker beside the app entry, without making the entry wait', async () => {
    const html = await (await fetch(`${base}/`)).text();
    expect(html).toMatch(/<script type="module" async src="\/mocks\/early-start\.ts">/);
    expect(html).toContain('Loading FragranceHub…');
  });

  it('serves a PostgreSQL data directory of the seeded store, and only to GET', async () => {
    const res = await fetch(`${base}${MOCK_DEMO_DATABASE_PATH}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    // What a browser's first visit does with it (mocks/browser.ts).
    const db = await PGlite.create({
      loadDataDir: await res.blob(),
      extensions: PGLITE_EXTENSIONS,
    });
    try {
      const { rows } = await db.query<{ products: number; users: number }>(
        `select (select count(*)::int from products) as products,
                (select count(*)::int from users) as users`,
      );
      expect(rows[0]).toEqual({ products: SEED_PRODUCT_COUNT, users: SEED_USERS.length });
    } finally {
      await db.close();
    }

    const post = await fetch(`${base}${MOCK_DEMO_DATABASE_PATH}`, { method: 'POST' });
    expect(post.status).toBe(405);
  });

  it('serves the storefront’s first reads as the API answers them over that dump', async () => {
    const [answersRes, dumpRes] = await Promise.all([
      fetch(`${base}${MOCK_SEEDED_ANSWERS_PATH}`),
      fetch(`${base}${MOCK_DEMO_DATABASE_PATH}`),
    ]);
    expect(answersRes.headers.get('content-type')).toBe('application/json');
    const seeded = parseSeededAnswers(await answersRes.json());
    if (!seeded) throw new Error('the served recording does not parse');
    expect(Object.keys(seeded.answers).sort()).toEqual([...seededAnswerPaths()].sort());

    const mock = await createMockApi({ loadDataDir: await dumpRes.blob(), seed: false });
    try {
      for (const [path, recorded] of Object.entries(seeded.answers)) {
        const live = await mock.api.fetch(
          new Request(`${RECORDING_ORIGIN}${API_BASE_PATH}/${path}`),
        );
        expect(recorded.status, path).toBe(live.status);
        expect(recorded.body, path).toBe(await live.text());
        expect(new Headers(recorded.headers).get('etag'), path).toBe(live.headers.get('etag'));
      }
      // Valid until the demo sale ends, when the store settles it and its answers change.
      const [sale] = await mock.db.select({ endsAt: flashSale.endsAt }).from(flashSale);
      expect(seeded.validUntil).toBe(sale?.endsAt.getTime());
    } finally {
      await mock.close();
    }
  });
});
