// Load and soak: mixed traffic (browse, search, detail, login, orders paid on delivery and online
// through the built-in test gateway, payments, expiries, cancellations, admin edits) at 50 connections for 2 minutes, first on the embedded default, then on two server
// instances sharing one PostgreSQL 15 with requests alternating between them. Reports req/s,
// p50, p99, errors and memory, then checks per product: stock + units of orders not cancelled =
// starting stock (an expired online order is cancelled and restocked by the server's sweep).
//
//   npm run bench -- load            (LOAD_SECONDS=30 for a shorter run)
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { postgresAvailable, startTempPostgres } from '../pg-temp.mjs';
import { ADMIN, SHOPPER, apiJson, loginToken, rssMb, startBenchServer } from './harness.mjs';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 120);
const CONNECTIONS = 50;
const SEARCH_TERMS = ['dior', 'oud', 'vanilla', 'rose', 'armaf', 'fresh', 'night', 'citrus', ''];
/** The bench is one shopper on one address placing thousands of orders: no per-client limits. */
// Unpaid online orders expire after a minute, so the run sees expiries restock.
const BENCH_ENV = { RATE_LIMITS: 'off', PAYMENT_PENDING_TTL_SECONDS: '60' };

async function runMix(label, servers) {
  const bases = servers.map((s) => s.base);
  const base = bases[0];
  const shopperToken = await loginToken(base, SHOPPER);
  const adminToken = await loginToken(base, ADMIN);
  const { products } = await apiJson(`${base}/api/v1/product/all?limit=100000`);
  const startStock = new Map(products.map((p) => [p._id, p.quantity]));
  const orderable = products.filter((p) => p.quantity >= 50).map((p) => p._id);
  const ids = products.map((p) => p._id);
  // Category names are at most 32 characters.
  const tag = Date.now().toString(36);
  const adminCategory = await apiJson(`${base}/api/v1/category/create`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ name: `Load ${tag}` }),
  });
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const placed = [];
  const cancelled = [];
  /** Online orders' references, waiting for the shopper's Pay (or Fail). */
  const awaitingPayment = [];
  let edits = 0;
  const admin = { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` };

  /** An order of one unit: paid on delivery (an older client's body) or online. */
  const orderRequest = (payment) => ({
    kind: 'order',
    method: 'POST',
    path: '/api/v1/product/payment',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${shopperToken}` },
    body: JSON.stringify({ ...payment, cartItems: [{ _id: pick(orderable), addedQty: 1 }] }),
  });

  // Weighted mix of what shoppers and the admin do; weights sum to 100.
  const mix = [
    [
      40,
      () => ({ path: `/api/v1/product/all?page=${1 + Math.floor(Math.random() * 60)}&limit=15` }),
    ],
    [13, () => ({ path: `/api/v1/product/search/${pick(SEARCH_TERMS)}` })],
    [18, () => ({ path: `/api/v1/product/${pick(ids)}` })],
    [5, () => ({ path: `/api/v1/product/related/${pick(ids)}` })],
    [4, () => ({ path: '/api/v1/category/categories' })],
    [
      1,
      () => ({
        method: 'POST',
        path: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(SHOPPER),
      }),
    ],
    [4, () => orderRequest({ paymentRef: true })],
    [4, () => orderRequest({ paymentMethod: 'paystack' })],
    [
      2,
      () => {
        const reference = awaitingPayment.shift();
        if (!reference) return { path: '/api/v1/category/categories' };
        // Most shoppers pay; some press Fail; the rest never come back and expire.
        return {
          method: 'POST',
          path: `/api/v1/payments/test-gateway/pay/${reference}`,
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ outcome: Math.random() < 0.8 ? 'success' : 'failed' }),
        };
      },
    ],
    [
      4,
      () => ({
        path: '/api/v1/orders',
        headers: { authorization: `Bearer ${shopperToken}` },
      }),
    ],
    [
      2,
      () => {
        const id = placed.length > 0 ? pick(placed) : null;
        if (!id) return { path: '/api/v1/category/categories' };
        return {
          kind: 'cancel',
          id,
          method: 'PUT',
          path: `/api/v1/orders/status/${id}`,
          headers: admin,
          body: JSON.stringify({ status: 'Cancelled' }),
        };
      },
    ],
    [
      2,
      () => {
        const id = cancelled.length > 0 ? pick(cancelled) : null;
        if (!id) return { path: '/api/v1/category/categories' };
        // Reviving takes the units again, or answers 409 when they are gone: both are correct.
        return {
          kind: 'revive',
          id,
          method: 'PUT',
          path: `/api/v1/orders/status/${id}`,
          headers: admin,
          body: JSON.stringify({ status: 'Processing' }),
        };
      },
    ],
    [
      1,
      () => ({
        method: 'PUT',
        path: `/api/v1/category/${adminCategory.category._id}`,
        headers: admin,
        body: JSON.stringify({ name: `Load ${tag} ${++edits}` }),
      }),
    ],
  ];
  const weighted = mix.flatMap(([weight, make]) => Array.from({ length: weight }, () => make));

  const memory = [{ at: 0, rssMb: servers.map((s) => rssMb(s.pid)) }];
  const sampler = setInterval(
    () => memory.push({ at: memory.length * 10, rssMb: servers.map((s) => rssMb(s.pid)) }),
    10_000,
  );
  const unexpected = {};
  const result = await autocannon({
    url: bases,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        setupRequest: (req, context) => {
          const { kind, id, ...request } = pick(weighted)();
          context.kind = kind;
          context.id = id;
          return { ...req, method: 'GET', ...request };
        },
        onResponse: (status, body, context) => {
          if (context.kind === 'order' && status === 201) {
            const answer = JSON.parse(body);
            placed.push(answer.order._id);
            if (answer.payment && Math.random() < 0.7)
              awaitingPayment.push(answer.payment.reference);
          }
          if (context.kind === 'cancel' && status === 200) cancelled.push(context.id);
          if (context.kind === 'revive' && status === 409) return;
          if (status >= 400) unexpected[status] = (unexpected[status] ?? 0) + 1;
        },
      },
    ],
  });
  clearInterval(sampler);
  memory.push({ at: SECONDS, rssMb: servers.map((s) => rssMb(s.pid)) });

  // autocannon stops waiting at the deadline, not the servers: let the last requests finish, and
  // the last unpaid online orders expire (a minute, then the next 30-second sweep).
  await new Promise((resolve) => setTimeout(resolve, 95_000));
  // Stock conservation: what is left plus what live (not cancelled) orders took equals the start.
  const after = await apiJson(`${bases.at(-1)}/api/v1/product/all?limit=100000`);
  const allOrders = await apiJson(`${base}/api/v1/orders/all?limit=100000`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  const sold = new Map();
  let cancelledOrders = 0;
  const payments = {};
  for (const order of allOrders.orders) {
    const state = order.payment.state ?? 'legacy';
    payments[state] = (payments[state] ?? 0) + 1;
    if (order.status === 'Cancelled') {
      cancelledOrders++;
      continue;
    }
    for (const line of order.products)
      sold.set(line._id, (sold.get(line._id) ?? 0) + line.addedQty);
  }
  const mismatches = after.products.filter(
    (p) => p.quantity + (sold.get(p._id) ?? 0) !== startStock.get(p._id),
  );
  const errors =
    result.errors + result.timeouts + Object.values(unexpected).reduce((a, b) => a + b, 0);
  const summary = {
    label,
    seconds: SECONDS,
    connections: CONNECTIONS,
    instances: servers.length,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    errors,
    unexpectedStatuses: unexpected,
    statusCodes: result.statusCodeStats,
    orders: allOrders.orders.length,
    cancelledOrders,
    paymentStates: payments,
    memoryMb: memory,
    stockMismatches: mismatches.length,
  };
  console.log(`\nLoad and soak: ${label}`);
  console.table([
    {
      'req/s': summary.requestsPerSecond,
      'p50 ms': summary.p50ms,
      'p99 ms': summary.p99ms,
      errors,
      orders: summary.orders,
      cancelled: cancelledOrders,
      'RSS start MB': memory[0].rssMb.join('+'),
      'RSS end MB': memory.at(-1).rssMb.join('+'),
      'stock mismatches': mismatches.length,
    },
  ]);
  return summary;
}

const runs = [];
const embedded = await startBenchServer({ products: 1000, env: BENCH_ENV });
try {
  runs.push(await runMix('embedded PGlite, one instance', [embedded]));
} finally {
  await embedded.stop();
}

if (postgresAvailable()) {
  const pg = await startTempPostgres();
  try {
    const env = { ...BENCH_ENV, DATABASE_URL: pg.url };
    const first = await startBenchServer({ products: 1000, env });
    const second = await startBenchServer({ env }).catch(async (error) => {
      await first.stop();
      throw error;
    });
    try {
      runs.push(await runMix('PostgreSQL 15, two instances alternating', [first, second]));
    } finally {
      await second.stop();
      await first.stop();
    }
  } finally {
    await pg.stop();
  }
} else {
  console.log('no PostgreSQL 15 binaries: skipping the two-instance run');
}

mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/load.json', JSON.stringify(runs, null, 2));
if (runs.some((r) => r.errors > 0 || r.stockMismatches > 0)) process.exitCode = 1;
