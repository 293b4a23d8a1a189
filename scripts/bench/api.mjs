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
import autocannon from 'autocannon';
import { ADMIN, apiJson, freePort, HOST, loginToken, SHOPPER } from './harness.mjs';

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

function step(message) {
  console.log(`- ${message}`);
}

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

async function cannon(name, options) {
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION,
    timeout: 30,
    ...options,
  });
  const ok = result.non2xx === 0 && result.errors === 0 && result.timeouts === 0;
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
  step(
    `${name}: ${row.reqPerSec} req/s, p99 ${row.p99Ms} ms${ok ? '' : ` (non-2xx ${result.non2xx}, errors ${row.errors})`}`,
  );
  return row;
}

/** One full fetch of the whole catalogue, compressed, timed until the last byte. */
function timedCompressedFetch(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(url, { headers: { 'Accept-Encoding': 'gzip, br' } }, (res) => {
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

function printTable(rows) {
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
  await stopServer();

  // The same reads with the in-memory catalogue cache off: what the API and database cost.
  step('again without the catalogue cache (CATALOGUE_CACHE=false)');
  await startServer(port, { CATALOGUE_CACHE: 'false' });
  rows.push(
    await cannon('GET /product/all?page=1&limit=15, no cache', {
      url: `${base}/api/v1/product/all?page=1&limit=15`,
    }),
  );
  rows.push(
    await cannon('GET /product/:id, no cache', { url: `${base}/api/v1/product/${someId}` }),
  );
  await stopServer();

  const staticRate = rows[0].reqPerSec;
  const ratio = (row) => (staticRate ? row.reqPerSec / staticRate : 0);
  for (const row of rows) row.ratioToStatic = Number(ratio(row).toFixed(2));

  step('adding 9,000 products (10,000 in all)');
  const seed9kMs = seed(9000, { demo: false });
  const fullUrl = `${base}/api/v1/product/all?limit=1000000`;
  // With the response cache off, every timed fetch follows an order (which changes stock that
  // every listing shows): the worst case a shopper meets on a busy store. The first fetch after
  // start reads all 10,000 products out of PGlite; it is reported on its own.
  await startServer(port, { CATALOGUE_CACHE: 'false' });
  const runs = [];
  const firstRead = await timedCompressedFetch(fullUrl);
  for (let i = 0; i < 5; i++) {
    const ordered = await fetch(oneUnitOrder.url, oneUnitOrder);
    if (ordered.status !== 201) throw new Error(`an order answered ${ordered.status}`);
    runs.push(await timedCompressedFetch(fullUrl));
  }
  const plain = await fetch(fullUrl, { headers: { 'Accept-Encoding': 'identity' } });
  const full = await plain.json();
  const plainBytes = Number(plain.headers.get('content-length')) || JSON.stringify(full).length;
  await stopServer();
  await startServer(port);
  const cold = await timedCompressedFetch(fullUrl);
  const warm = await timedCompressedFetch(fullUrl);
  // A write drops the cache; once writes settle, the hot reads are rebuilt ahead of shoppers.
  await fetch(`${base}/api/v1/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com` }),
  });
  await new Promise((r) => setTimeout(r, 3000));
  const afterWrite = await timedCompressedFetch(fullUrl);
  await stopServer();

  const times = runs.map((r) => r.ms).sort((a, b) => a - b);
  const fullCatalogue = {
    products: full.products.length,
    encoding: runs[0].encoding,
    compressedBytes: runs[0].bytes,
    uncompressedBytes: plainBytes,
    firstReadAfterStartMs: Math.round(firstRead.ms),
    medianMs: Math.round(times[Math.floor(times.length / 2)]),
    maxMs: Math.round(times[times.length - 1]),
    runsMs: runs.map((r) => Math.round(r.ms)),
    cachedFirstMs: Math.round(cold.ms),
    cachedRepeatMs: Math.round(warm.ms),
    cachedAfterWriteMs: Math.round(afterWrite.ms),
  };

  printTable(rows);
  console.log('\nratio to the static-file ceiling (target: catalogue reads >= 0.5):');
  for (const row of rows.slice(1)) console.log(`  ${row.case.padEnd(44)} ${row.ratioToStatic}`);
  console.log(
    `\nfull catalogue (${fullCatalogue.products} products, ${fullCatalogue.encoding}, ` +
      `${(fullCatalogue.compressedBytes / 1024).toFixed(0)} KiB of ${(plainBytes / 1024 / 1024).toFixed(1)} MiB): ` +
      `right after an order, response cache off: median ${fullCatalogue.medianMs} ms, max ${fullCatalogue.maxMs} ms (target < 300 ms); ` +
      `first read after start ${fullCatalogue.firstReadAfterStartMs} ms; ` +
      `with the cache: first ${fullCatalogue.cachedFirstMs} ms, repeat ${fullCatalogue.cachedRepeatMs} ms, ` +
      `3 s after a write ${fullCatalogue.cachedAfterWriteMs} ms`,
  );

  const report = {
    when: new Date().toISOString(),
    node: process.version,
    database: 'pglite (embedded, on disk)',
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
      uncachedCatalogueReadsAtLeastHalfOfStatic: rows.slice(6).every((r) => r.ratioToStatic >= 0.5),
      uncachedCatalogueP99Under50Ms: rows.slice(6).every((r) => r.p99Ms < 50),
      fullCatalogueUnder300MsAfterAnOrder: fullCatalogue.medianMs < 300,
      fullCatalogueUnder300MsCached:
        fullCatalogue.cachedRepeatMs < 300 && fullCatalogue.cachedAfterWriteMs < 300,
    },
  };
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/api.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nwrote bench-results/api.json');
}

const watchdog = setTimeout(() => {
  console.error('bench api: gave up after 15 minutes');
  process.exit(1);
}, 15 * 60_000);
watchdog.unref();

main()
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(`bench api failed: ${error.message}`);
    process.exit(1);
  });
