import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_PAGE_SIZE } from '../../contract/constants';
import { createPageRenderer } from '../../src/entry-server';
import { seedLargeCatalogue } from '../db/seed';
import { createDbImageStore } from '../images/db-image-store';
import { productCards } from '../test/html-scan';
import { createTestApi, inProcessCatalogue, type TestApi } from '../test/test-api';
import { createServerApp } from '../node/server-app';
import { currentProducts } from '../catalogue/catalogue-store';

// The listing's HTML at 10,000 products (the size the benchmarks use): the server renders one
// page of cards from the catalogue and must never put the catalogue itself in the page.

const PRODUCTS = 10_000;
const MAX_GZIPPED_BYTES = 60 * 1024;

let api: TestApi;
let root: string;
let app: ReturnType<typeof createServerApp>;

beforeAll(async () => {
  api = await createTestApi({ seed: true });
  // As `npm run seed -- --products 10000` does for the benchmarks.
  await seedLargeCatalogue(api.db, createDbImageStore(api.db), PRODUCTS);
  root = mkdtempSync(path.join(tmpdir(), 'fh-ssr-10k-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root">shell</div>');
  const fetchApi = (r: Request) => Promise.resolve(api.fetch(r));
  const renderer = createPageRenderer({
    fetchApi,
    catalogue: currentProducts(inProcessCatalogue(api)),
    manifest: { routes: {} },
  });
  const renderPage = async (r: Request) => (await renderer.render(r))?.response;
  app = createServerApp({ api, staticDir: root, corsOrigins: [], renderPage });
}, 180_000);

afterAll(async () => {
  await api?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('/all-fragrances at 10,000 products', () => {
  it('is one page of cards, at most 60 KB gzipped', async () => {
    const res = await app.request('/all-fragrances');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(productCards(html)).toHaveLength(LISTING_PAGE_SIZE);
    const gzipped = gzipSync(html).byteLength;
    console.log(
      `/all-fragrances at ${PRODUCTS} products: ${html.length} characters, ${gzipped} bytes gzipped`,
    );
    expect(gzipped).toBeLessThanOrEqual(MAX_GZIPPED_BYTES);
  });
});
