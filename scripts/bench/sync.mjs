// The catalogue kept in the browser (issue 28): bytes of API data (as they crossed the wire,
// Chromium's count, images left out) that a phone moves on a first visit to /all-fragrances, on
// a quiet revisit, and on revisits after 1, 10 and 100 orders placed by another shopper, at
// 10,000 generated products besides the demo store. One browser profile throughout, as a
// returning shopper's phone. Only 127.0.0.1 traffic; every step has a time limit.
//
//   npm run build && npm run bench -- sync
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium, devices } from 'playwright-core';
import { countApiBytes } from '../api-bytes.mjs';
import { CHROMIUM_FLAGS, ensureChromium } from '../chromium.mjs';
import { savedState } from '../saved-state.mjs';
import {
  SHOPPER,
  apiJson,
  ensureBuilt,
  loginToken,
  runBench,
  startBenchServer,
  step,
} from './harness.mjs';

const PRODUCTS = 10_000;
const STEP_TIMEOUT_MS = 60_000;
const ORDER_ROUNDS = [1, 10, 100];

/** The catalogue version this page's browser keeps in IndexedDB (null: none yet). */
const keptVersion = async (page) => (await savedState(page)).version;

async function waitFor(check, what) {
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function main() {
  ensureBuilt();
  step(`starting the built server with the demo data and ${PRODUCTS.toLocaleString()} products`);
  const server = await startBenchServer({ products: PRODUCTS, env: { RATE_LIMITS: 'off' } });
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
  try {
    const { productCount } = await apiJson(`${server.base}/api/v1/product/all?page=1&limit=1`);
    const { products } = await apiJson(`${server.base}/api/v1/product/all?page=1&limit=1000`);
    const orderable = products.filter((p) => p.quantity >= 3);
    const token = await loginToken(server.base, SHOPPER);
    let next = 0;
    /** Another shopper orders one unit of a product, `count` times (paid on delivery). */
    const ordersElsewhere = async (count) => {
      for (let i = 0; i < count; i++) {
        const product = orderable[next++ % orderable.length];
        await apiJson(`${server.base}/api/v1/product/payment`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({
            paymentMethod: 'on_delivery',
            cartItems: [{ ...product, isAdded: true, addedQty: 1 }],
          }),
        });
      }
    };
    const serverVersion = async (since) =>
      (await apiJson(`${server.base}/api/v1/product/changes?since=${since}`)).version;

    const context = await browser.newContext({ ...devices['Pixel 7'] });
    let version = null;
    /** One visit to /all-fragrances: API bytes until the kept copy is at the server's version. */
    const visit = async (name) => {
      const page = await context.newPage();
      page.setDefaultTimeout(STEP_TIMEOUT_MS);
      const counter = await countApiBytes(page);
      await page.goto(`${server.base}/all-fragrances`);
      await page.waitForSelector('main article');
      const target = version === null ? null : await serverVersion(version);
      await waitFor(async () => {
        const kept = await keptVersion(page);
        return kept !== null && (target === null || kept === target);
      }, `${name}: the kept catalogue`);
      version = await keptVersion(page);
      // What the page asks for in its first seconds counts too.
      await page.waitForTimeout(1_500);
      const row = { case: name, apiBytes: counter.bytes(), requests: counter.requests().length };
      await counter.stop();
      await page.close();
      step(
        `${name}: ${(row.apiBytes / 1024).toFixed(1)} KB of API data in ${row.requests} answers`,
      );
      return row;
    };

    const rows = [await visit('first visit'), await visit('quiet revisit')];
    for (const count of ORDER_ROUNDS) {
      await ordersElsewhere(count);
      rows.push(await visit(`revisit after ${count} order${count === 1 ? '' : 's'} elsewhere`));
    }

    console.log('\ncase                                   API KB  answers');
    for (const r of rows) {
      console.log(
        `${r.case.padEnd(38)} ${(r.apiBytes / 1024).toFixed(1).padStart(7)}  ${String(r.requests).padStart(7)}`,
      );
    }
    const report = {
      when: new Date().toISOString(),
      node: process.version,
      products: productCount,
      device: 'Pixel 7 (Playwright descriptor), Debian Chromium',
      measured: 'CDP encodedDataLength of /api/ answers, images excluded',
      cases: rows,
    };
    mkdirSync('bench-results', { recursive: true });
    writeFileSync('bench-results/sync.json', `${JSON.stringify(report, null, 2)}\n`);
    console.log('\nwrote bench-results/sync.json');
  } finally {
    await browser.close();
    await server.stop();
  }
}

runBench('sync', 15, main);
