// Server-rendered pages on the built server (PGlite on disk, 10,000 generated products besides
// the demo catalogue): requests per second and latency p50/p99 for `/`, `/all-fragrances` and
// one `/detail/{id}`, with autocannon at 10 connections for BENCH_DURATION seconds each. The
// requests ask for gzip and br as browsers do, so the times include the response's compression.
// Only 127.0.0.1 traffic; every step has a time limit.
//
//   npm run build && npm run bench -- ssr     (BENCH_DURATION=5 for shorter cases; the bench
//                                              builds the app first when no build is there)
import { mkdirSync, writeFileSync } from 'node:fs';
import {
  apiJson,
  ensureBuilt,
  loadCase,
  printTable,
  startBenchServer,
  step,
  runBench,
} from './harness.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;
const PRODUCTS = 10_000;
const HEADERS = { Accept: 'text/html', 'Accept-Encoding': 'gzip, deflate, br' };

/**
 * One request, checked: a server-rendered page (the router's stream marker, $_TSR, and the
 * page's own content), not the client-rendered shell.
 */
async function checkRendered(base, pathname, expectText) {
  const res = await fetch(`${base}${pathname}`, { headers: { Accept: 'text/html' } });
  const html = await res.text();
  if (res.status !== 200) throw new Error(`${pathname} answered ${res.status}`);
  if (!html.includes('$_TSR') || !html.includes(expectText)) {
    throw new Error(
      `${pathname} is not server-rendered (no ${JSON.stringify(expectText)}): is dist-ssr built?`,
    );
  }
  return Buffer.byteLength(html);
}

const cannon = (name, url) =>
  loadCase(name, { url, headers: HEADERS, connections: CONNECTIONS, duration: DURATION });

async function main() {
  ensureBuilt();
  step(`starting the built server with the demo data and ${PRODUCTS.toLocaleString()} products`);
  const seedStarted = performance.now();
  const server = await startBenchServer({ products: PRODUCTS });
  const startMs = Math.round(performance.now() - seedStarted);
  try {
    const { products, productCount } = await apiJson(
      `${server.base}/api/v1/product/all?page=1&limit=50`,
    );
    const product = products.find((p) => p.isAvailable && p.quantity > 0) ?? products[0];
    if (!product) throw new Error('the catalogue is empty');
    const detailPath = `/detail/${encodeURIComponent(product._id)}`;
    const htmlBytes = {
      '/': await checkRendered(server.base, '/', '<title>'),
      '/all-fragrances': await checkRendered(server.base, '/all-fragrances', '<article'),
      [detailPath]: await checkRendered(server.base, detailPath, 'application/ld+json'),
    };
    step(`server up with ${productCount} products (seed and start ${startMs} ms)`);

    const rows = [];
    rows.push(await cannon('GET /', `${server.base}/`));
    rows.push(
      await cannon(
        `GET /all-fragrances (${productCount} products)`,
        `${server.base}/all-fragrances`,
      ),
    );
    rows.push(await cannon('GET /detail/{id}', `${server.base}${detailPath}`));
    printTable(rows);

    const report = {
      when: new Date().toISOString(),
      node: process.version,
      database: 'pglite (embedded, on disk)',
      products: productCount,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      acceptEncoding: HEADERS['Accept-Encoding'],
      detailProduct: product._id,
      uncompressedHtmlBytes: htmlBytes,
      cases: rows,
    };
    mkdirSync('bench-results', { recursive: true });
    writeFileSync('bench-results/ssr.json', `${JSON.stringify(report, null, 2)}\n`);
    console.log('\nwrote bench-results/ssr.json');
    if (rows.some((r) => r.non2xx > 0 || r.errors > 0)) {
      throw new Error('some requests failed (see non-2xx)');
    }
  } finally {
    await server.stop();
  }
}

runBench('ssr', 20, main);
