// API throughput on the embedded default (PGlite on disk), as the server issue asks:
// 1,000 products, 10 connections, ~10 s per case, req/s and p99 per case, the same server's
// static-file ceiling for a file the size of the page-1 JSON, then the full 10,000-product
// catalogue fetched compressed. Only 127.0.0.1 traffic; every step has a time limit.
//
//   npm run bench -- api            (BENCH_DURATION=5 for shorter cases)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ADMIN,
  apiJson,
  freePort,
  HOST,
  loadCase,
  loginToken,
  SHOPPER,
  printTable,
  runBench,
  step,
} from './harness.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;

const work = mkdtempSync(path.join(tmpdir(), 'fragrancehub-bench-'));
const dataDir = path.join(work, 'data');
const staticDir = path.join(work, 'static');
mkdirSync(staticDir, { recursive: true });
if (existsSync('dist/index.html')) spawnSync('cp', ['-r', 'dist/.', staticDir]);

let serverProcess;
function cleanup() {
  if (serverProcess && serverProcess.exitCode === null) serverProcess.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
}
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));

const baseEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  STATIC_DIR: staticDir,
  HOST,
  JWT_SECRET: 'bench-secret-not-for-production-0123456789abcdef',
  SEED_DEMO: 'true',
  LOG_REQUESTS: 'false',
  // One shopper ordering and signing in at benchmark rates: the limits would answer 429.
  RATE_LIMITS: 'off',
};

function seed(products, { demo }) {
  const started = performance.now();
  const args = [
    'dist-server/seed-cli.js',
    '--products',
    String(products),
    ...(demo ? ['--demo'] : []),
  ];
  const run = spawnSync(process.execPath, args, {
    env: baseEnv,
    stdio: 'inherit',
    timeout: 600_000,
  });
  if (run.status !== 0) throw new Error(`seeding ${products} products failed`);
  return Math.round(performance.now() - started);
}

async function startServer(port, extraEnv = {}) {
  serverProcess = spawn(process.execPath, ['dist-server/main.js'], {
    env: { ...baseEnv, PORT: String(port), ...extraEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  serverProcess.stdout.on('data', () => undefined);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (serverProcess.exitCode !== null) throw new Error('the server exited during start');
    try {
      const res = await fetch(`http://${HOST}:${port}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not answer /api/v1/health within 60 s');
}

async function stopServer() {
  if (!serverProcess || serverProcess.exitCode !== null) return;
  const exited = new Promise((resolve) => serverProcess.once('exit', resolve));
  serverProcess.kill('SIGTERM');
  const timer = setTimeout(() => serverProcess.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** A product with stock for every order the payment case can place. */
async function createStockedProduct(base, adminToken) {
  const categories = await apiJson(`${base}/api/v1/category/categories`);
  const form = new FormData();
  const fields = {
    name: `Bench Eau de Parfum ${Date.now()}`,
    description: 'A product with deep stock for the payment benchmark.',
    price: '25000',
    quantity: '100000000',
    category: categories[0]._id,
    shipping: 'true',
    gender: 'Unisex',
    brand: 'Armaf',
    size: '3.4',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const created = await apiJson(`${base}/api/v1/product/create`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken}` },
    body: form,
  });
  return created.product;
}

const cannon = (name, options) =>
  loadCase(name, { connections: CONNECTIONS, duration: DURATION, ...options });

/** One full fetch of the whole catalogue, compressed, timed until the last byte. */
function timedCompressedFetch(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(url, { headers: { 'Accept-Encoding': 'gzip, br', ...headers } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({
          ms: performance.now() - started,
          bytes,
          status: res.statusCode,
          encoding: res.headers['content-encoding'] ?? 'identity',
        }),
      );
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timed out')));
    req.on('error', reject);
  });
}

const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  return Math.round(sorted[Math.floor(sorted.length / 2)] * 10) / 10;
};

/**
 * The whole catalogue right after an order (which changes stock that every listing shows, so a
 * new catalogue version): the worst case a shopper meets on a busy store. Then the same version
 * again, and a revalidation with its ETag.
 */
async function fullCatalogueTimings(port, extraEnv) {
  const base = `http://${HOST}:${port}`;
  await startServer(port, extraEnv);
  try {
    const fullUrl = `${base}/api/v1/product/all?limit=1000000`;
    const firstRead = await timedCompressedFetch(fullUrl);
    const shopperToken = await loginToken(base, SHOPPER);
    const { products } = await apiJson(`${base}/api/v1/product/all?page=1&limit=50`);
    const stocked = products.find((p) => p.quantity >= 10);
    const order = {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${shopperToken}` },
      body: JSON.stringify({
        paymentRef: 'bench',
        cartItems: [{ ...stocked, isAdded: true, addedQty: 1 }],
      }),
    };
    const runs = [];
    for (let i = 0; i < 5; i++) {
      const ordered = await fetch(`${base}/api/v1/product/payment`, order);
      if (ordered.status !== 201) throw new Error(`an order answered ${ordered.status}`);
      runs.push(await timedCompressedFetch(fullUrl));
    }
    const repeat = await timedCompressedFetch(fullUrl);
    const plain = await fetch(fullUrl, { headers: { 'Accept-Encoding': 'identity' } });
    const etag = plain.headers.get('etag') ?? '';
    const uncompressedBytes = (await plain.arrayBuffer()).byteLength;
    const revalidations = [];
    for (let i = 0; i < 20; i++) {
      const r = await timedCompressedFetch(fullUrl, { 'If-None-Match': etag });
      if (r.status !== 304) throw new Error(`a revalidation answered ${r.status}`);
      revalidations.push(r.ms);
    }
    const times = runs.map((r) => r.ms);
    return {
      products: (await apiJson(`${base}/api/v1/product/all?page=1&limit=1`)).productCount,
      encoding: runs[0].encoding,
      compressedBytes: runs[0].bytes,
      uncompressedBytes,
      firstReadAfterStartMs: Math.round(firstRead.ms),
      medianMs: median(times),
      maxMs: Math.round(Math.max(...times)),
      runsMs: times.map(Math.round),
      repeatMs: Math.round(repeat.ms),
      revalidateMedianMs: median(revalidations),
    };
  } finally {
    await stopServer();
  }
}

/** A throwaway PostgreSQL 15 holding a copy of the bench's catalogue, or null without one. */
async function startPostgresCopy() {
  const { postgresAvailable, startTempPostgres } = await import('../pg-temp.mjs');
  if (!postgresAvailable()) {
    step('no PostgreSQL 15 binaries: skipping the PostgreSQL timings');
    return null;
  }
  step('copying the catalogue to a throwaway PostgreSQL 15 (demo data and 10,000 products)');
  const pg = await startTempPostgres();
  const env = { ...baseEnv, DATABASE_URL: pg.url, DATA_DIR: path.join(work, 'pg-data') };
  for (const args of [
    ['--products', '1000', '--demo'],
    ['--products', '9000'],
  ]) {
    const run = spawnSync(process.execPath, ['dist-server/seed-cli.js', ...args], {
      env,
      stdio: 'inherit',
      timeout: 600_000,
    });
    if (run.status !== 0) {
      await pg.stop();
      throw new Error('seeding PostgreSQL failed');
    }
  }
  return pg;
}

async function main() {
  if (!existsSync('dist-server/main.js') || !existsSync('dist-server/seed-cli.js')) {
    step('building the server bundle');
    const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build:server failed');
  }

  step('seeding the demo data and 1,000 products');
  const seed1kMs = seed(1000, { demo: true });
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  await startServer(port);

  const page1 = await fetch(`${base}/api/v1/product/all?page=1&limit=15`);
  const page1Text = await page1.text();
  const productCount = JSON.parse(page1Text).productCount;
  const page1Bytes = Buffer.byteLength(page1Text);
  writeFileSync(path.join(staticDir, 'bench-static.json'), 'x'.repeat(page1Bytes));
  step(`server up with ${productCount} products; page 1 is ${page1Bytes} bytes`);

  const shopperToken = await loginToken(base, SHOPPER);
  const adminToken = await loginToken(base, ADMIN);
  const stocked = await createStockedProduct(base, adminToken);
  const someId = JSON.parse(page1Text).products[3]._id;

  const rows = [];
  rows.push(
    await cannon('static file (same size as page 1)', { url: `${base}/bench-static.json` }),
  );
  rows.push(
    await cannon('GET /product/all?page=1&limit=15', {
      url: `${base}/api/v1/product/all?page=1&limit=15`,
    }),
  );
  rows.push(
    await cannon('GET /product/all?limit=1000000', {
      url: `${base}/api/v1/product/all?limit=1000000`,
    }),
  );
  rows.push(await cannon('GET /product/:id', { url: `${base}/api/v1/product/${someId}` }));
  rows.push(
    await cannon('POST /auth/login', {
      url: `${base}/api/v1/auth/login`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(SHOPPER),
    }),
  );
  // One unit of the stocked product: the order every payment case and timing places.
  const oneUnitOrder = {
    url: `${base}/api/v1/product/payment`,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${shopperToken}` },
    body: JSON.stringify({
      paymentRef: 'bench',
      cartItems: [{ ...stocked, isAdded: true, addedQty: 1 }],
    }),
  };
  rows.push(await cannon('POST /product/payment', oneUnitOrder));
  rows.push(
    await cannon('GET /product/all?page=1&limit=15, revalidated (304)', {
      url: `${base}/api/v1/product/all?page=1&limit=15`,
      headers: {
        'If-None-Match':
          (await fetch(`${base}/api/v1/product/all?page=1&limit=15`)).headers.get('etag') ?? '',
      },
    }),
  );
  await stopServer();

  const staticRate = rows[0].reqPerSec;
  const ratio = (row) => (staticRate ? row.reqPerSec / staticRate : 0);
  for (const row of rows) row.ratioToStatic = Number(ratio(row).toFixed(2));

  step('adding 9,000 products (10,000 in all)');
  const seed9kMs = seed(9000, { demo: false });
  const fullCatalogue = { pglite: await fullCatalogueTimings(port, {}) };
  const pg = await startPostgresCopy();
  if (pg) {
    try {
      fullCatalogue.postgres = await fullCatalogueTimings(port, { DATABASE_URL: pg.url });
    } finally {
      await pg.stop();
    }
  }

  printTable(rows);
  console.log('\nratio to the static-file ceiling (target: catalogue reads >= 0.5):');
  for (const row of rows.slice(1)) console.log(`  ${row.case.padEnd(52)} ${row.ratioToStatic}`);
  for (const [database, t] of Object.entries(fullCatalogue)) {
    console.log(
      `\nfull catalogue on ${database} (${t.products} products, ${t.encoding}, ` +
        `${(t.compressedBytes / 1024).toFixed(0)} KiB of ${(t.uncompressedBytes / 1024 / 1024).toFixed(1)} MiB): ` +
        `right after an order median ${t.medianMs} ms, max ${t.maxMs} ms (target 100 ms); ` +
        `repeat of one version ${t.repeatMs} ms; 304 revalidation median ${t.revalidateMedianMs} ms (target 5 ms); ` +
        `first read after start ${t.firstReadAfterStartMs} ms`,
    );
  }

  const report = {
    when: new Date().toISOString(),
    node: process.version,
    database: 'pglite (embedded, on disk); full catalogue also on PostgreSQL 15',
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    products: productCount,
    page1Bytes,
    seedMs: { first1000WithDemo: seed1kMs, next9000: seed9kMs },
    cases: rows,
    fullCatalogue,
    targets: {
      catalogueReadsAtLeastHalfOfStatic: rows.slice(1, 4).every((r) => r.ratioToStatic >= 0.5),
      catalogueP99Under50Ms: rows.slice(1, 4).every((r) => r.p99Ms < 50),
      fullCatalogueAtMost100MsAfterAnOrder: Object.values(fullCatalogue).every(
        (t) => t.medianMs <= 100,
      ),
      revalidationAtMost5Ms: Object.values(fullCatalogue).every((t) => t.revalidateMedianMs <= 5),
    },
  };
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/api.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nwrote bench-results/api.json');
}

runBench('api', 15, main);
