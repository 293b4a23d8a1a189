import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { devices, expect, test, type Page } from '@playwright/test';
import { countApiBytes } from '../scripts/api-bytes.mjs';
import { freePort } from '../server/test/free-port';
import { savedState } from '../scripts/saved-state.mjs';

// Issue 28: a returning shopper's phone moves kilobytes, not the catalogue, after another
// shopper's order. A server of its own, with 10,000 generated products besides the demo store.

const PRODUCTS = 10_000;
const MAX_REVISIT_API_BYTES = 30 * 1024;
const SHOPPER = { identifier: 'sisi@email.com', password: 'password' };

let base = '';
let server: ChildProcess | undefined;
let work = '';

test.describe.configure({ mode: 'serial' });
test.use({ ...devices['Pixel 7'] });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  work = mkdtempSync(path.join(tmpdir(), 'fragrancehub-sync-'));
  const port = await freePort();
  const env = {
    ...process.env,
    DATA_DIR: path.join(work, 'data'),
    HOST: '127.0.0.1',
    PORT: String(port),
    JWT_SECRET: 'e2e-sync-secret-not-for-production-0000000000',
    SEED_DEMO: 'true',
    LOG_REQUESTS: 'false',
    RATE_LIMITS: 'off',
  };
  const seeded = spawnSync(
    process.execPath,
    ['dist-server/seed-cli.js', '--products', String(PRODUCTS), '--demo'],
    { env, stdio: 'ignore', timeout: 240_000 },
  );
  expect(seeded.status, 'seeding 10,000 products').toBe(0);
  server = spawn(process.execPath, ['dist-server/main.js'], { env, stdio: 'ignore' });
  base = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      () =>
        fetch(`${base}/api/v1/ready`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (work) rmSync(work, { recursive: true, force: true });
});

async function api<T>(pathname: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${base}/api/v1/${pathname}`, init);
  expect(res.ok, `${pathname}: ${res.status}`).toBe(true);
  return (await res.json()) as T;
}

interface Listed {
  _id: string;
  name: string;
  quantity: number;
}

/** Another shopper buys every unit of `product` (paid on delivery), through the API. */
async function buyOut(product: Listed) {
  const { user } = await api<{ user: { token: string } }>('auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(SHOPPER),
  });
  await api('product/payment', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.token}` },
    body: JSON.stringify({
      paymentMethod: 'on_delivery',
      cartItems: [{ ...product, isAdded: true, addedQty: product.quantity }],
    }),
  });
}

/** The catalogue version the server is at now (a delta from `since` is a few bytes). */
async function serverVersion(since: string) {
  return (await api<{ version: string }>(`product/changes?since=${since}`)).version;
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');

test('a revisit after another shopper’s order moves kilobytes, shows the new stock, and works offline', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const newest = '/all-fragrances?sort=newToOld';
  await page.goto(`${base}${newest}`);
  await expect(page.getByText(/^Showing 15 of \d+ Products$/)).toBeVisible({ timeout: 30_000 });
  const { productCount, products } = await api<{ productCount: number; products: Listed[] }>(
    'product/all?page=1&limit=15',
  );
  expect(productCount).toBeGreaterThanOrEqual(PRODUCTS);
  await expect
    .poll(async () => (await savedState(page)).products, { timeout: 60_000 })
    .toBe(productCount);
  const first = await savedState(page);
  await page.close();

  // The newest product in stock: on the first page of the newest-first listing.
  const product = products.find((p) => p.quantity > 0);
  if (!product) throw new Error('no product in stock on the first page');
  await buyOut(product);
  const version = await serverVersion(first.version ?? '');
  expect(version).not.toBe(first.version);

  const revisit = await context.newPage();
  const counter = await countApiBytes(revisit);
  await revisit.goto(`${base}${newest}`);
  const card = (page: Page) => cards(page).filter({ hasText: product.name }).first();
  await expect(card(revisit).getByRole('button', { name: 'Sold Out' })).toBeVisible();
  await expect
    .poll(async () => (await savedState(revisit, null, product._id)).version, { timeout: 30_000 })
    .toBe(version);
  expect((await savedState(revisit, null, product._id)).quantity).toBe(0);
  // Whatever else the page asks for in its first seconds counts too.
  await revisit.waitForTimeout(2_000);
  const bytes = counter.bytes();
  await counter.stop();
  expect(
    bytes,
    `API data on the revisit: ${JSON.stringify(counter.requests())}`,
  ).toBeLessThanOrEqual(MAX_REVISIT_API_BYTES);

  // Offline from here: the listing, a search and a product page come from the kept copy.
  await context.setOffline(true);
  await revisit.goto(`${base}${newest}`);
  await expect(card(revisit).getByRole('button', { name: 'Sold Out' })).toBeVisible({
    timeout: 20_000,
  });
  await revisit.goto(`${base}/search?keyword=${encodeURIComponent(product.name)}`);
  await expect(cards(revisit).filter({ hasText: product.name }).first()).toBeVisible({
    timeout: 20_000,
  });
  await revisit.goto(`${base}/detail/${product._id}`);
  await expect(revisit.getByRole('heading', { name: product.name, level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await context.setOffline(false);
});
