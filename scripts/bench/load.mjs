// Load and soak: mixed traffic (browse, search, detail, login, orders, admin edits) at 50
// connections for 2 minutes against the embedded default. Reports req/s, p50, p99, errors and
// the server's memory over time, then checks stock + units sold = starting stock per product.
//
//   npm run bench -- load            (LOAD_SECONDS=30 for a shorter run)
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { ADMIN, SHOPPER, apiJson, loginToken, rssMb, startBenchServer } from './harness.mjs';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 120);
const CONNECTIONS = 50;
const SEARCH_TERMS = ['dior', 'oud', 'vanilla', 'rose', 'armaf', 'fresh', 'night', 'citrus', ''];

const server = await startBenchServer({ products: 1000 });
try {
  const base = server.base;
  const shopperToken = await loginToken(base, SHOPPER);
  const adminToken = await loginToken(base, ADMIN);
  const { products } = await apiJson(`${base}/api/v1/product/all?limit=100000`);
  const startStock = new Map(products.map((p) => [p._id, p.quantity]));
  const orderable = products.filter((p) => p.quantity >= 50).map((p) => p._id);
  const ids = products.map((p) => p._id);
  const adminCategory = await apiJson(`${base}/api/v1/category/create`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ name: 'Load test' }),
  });
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  let edits = 0;

  // Weighted mix of what shoppers and the admin do; weights sum to 100.
  const mix = [
    [
      40,
      () => ({
        method: 'GET',
        path: `/api/v1/product/all?page=${1 + Math.floor(Math.random() * 60)}&limit=15`,
      }),
    ],
    [15, () => ({ method: 'GET', path: `/api/v1/product/search/${pick(SEARCH_TERMS)}` })],
    [20, () => ({ method: 'GET', path: `/api/v1/product/${pick(ids)}` })],
    [5, () => ({ method: 'GET', path: `/api/v1/product/related/${pick(ids)}` })],
    [5, () => ({ method: 'GET', path: '/api/v1/category/categories' })],
    [
      1,
      () => ({
        method: 'POST',
        path: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(SHOPPER),
      }),
    ],
    [
      8,
      () => ({
        method: 'POST',
        path: '/api/v1/product/payment',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${shopperToken}` },
        body: JSON.stringify({
          paymentRef: true,
          cartItems: [{ _id: pick(orderable), addedQty: 1 }],
        }),
      }),
    ],
    [
      5,
      () => ({
        method: 'GET',
        path: '/api/v1/orders',
        headers: { authorization: `Bearer ${shopperToken}` },
      }),
    ],
    [
      1,
      () => ({
        method: 'PUT',
        path: `/api/v1/category/${adminCategory.category._id}`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
        body: JSON.stringify({ name: `Load test ${++edits}` }),
      }),
    ],
  ];
  const weighted = mix.flatMap(([weight, make]) => Array.from({ length: weight }, () => make));

  const memory = [{ at: 0, rssMb: rssMb(server.pid) }];
  const sampler = setInterval(
    () => memory.push({ at: memory.length * 10, rssMb: rssMb(server.pid) }),
    10_000,
  );
  const statuses = {};
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ setupRequest: (req) => ({ ...req, ...pick(weighted)() }) }],
  });
  clearInterval(sampler);
  memory.push({ at: SECONDS, rssMb: rssMb(server.pid) });
  Object.assign(statuses, result.statusCodeStats);

  // Stock conservation: what is left plus what orders took equals what we started with.
  const after = await apiJson(`${base}/api/v1/product/all?limit=100000`);
  const allOrders = await apiJson(`${base}/api/v1/orders/all?limit=100000`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  const sold = new Map();
  for (const order of allOrders.orders) {
    for (const line of order.products)
      sold.set(line._id, (sold.get(line._id) ?? 0) + line.addedQty);
  }
  const mismatches = after.products.filter(
    (p) => p.quantity + (sold.get(p._id) ?? 0) !== startStock.get(p._id),
  );

  const errors = result.errors + result.timeouts + result.non2xx;
  const summary = {
    seconds: SECONDS,
    connections: CONNECTIONS,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    errors,
    statusCodes: statuses,
    orders: allOrders.orders.length,
    memoryMb: memory,
    stockMismatches: mismatches.length,
  };
  console.log('\nLoad and soak (mixed traffic, embedded PGlite)');
  console.table([
    {
      'req/s': summary.requestsPerSecond,
      'p50 ms': summary.p50ms,
      'p99 ms': summary.p99ms,
      errors,
      orders: summary.orders,
      'RSS start MB': memory[0].rssMb,
      'RSS end MB': memory.at(-1).rssMb,
      'stock mismatches': mismatches.length,
    },
  ]);
  console.log('memory over time (MB):', memory.map((m) => m.rssMb).join(' → '));
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/load.json', JSON.stringify(summary, null, 2));
  if (errors > 0 || mismatches.length > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
