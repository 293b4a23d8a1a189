import { parseArgs } from 'node:util';
import { seedLargeCatalogue } from '../db/seed';
import { analyseAfterBulkLoad, seedLargeOrders } from '../db/seed-orders';
import { openStorage, seedDemoIfEmpty } from '../node/bootstrap';
import { isProduction, readEnv } from '../node/env';

/**
 * `npm run seed -- --products 10000 --orders 50000`: adds a large generated catalogue, and an
 * order history made from the products then in the database (generated buyers, delivery details,
 * every status, some failed payments, the last 90 days), to the database of DATA_DIR (or
 * DATABASE_URL), for benchmarks. An empty database first gets the demo data and
 * accounts, as the server would give it (unless SEED_DEMO=false; `--demo` forces it).
 */
async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '1000' },
      orders: { type: 'string', default: '0' },
      demo: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(
      'usage: npm run seed -- [--products N] [--orders M] [--demo]   (uses DATA_DIR or DATABASE_URL; SEED_DEMO=false skips the demo data)',
    );
    return;
  }
  const productCount = Number(values.products);
  if (!Number.isInteger(productCount) || productCount < 0 || productCount > 1_000_000) {
    throw new Error('--products must be a whole number from 0 to 1,000,000');
  }
  const orderCount = Number(values.orders);
  if (!Number.isInteger(orderCount) || orderCount < 0 || orderCount > 10_000_000) {
    throw new Error('--orders must be a whole number from 0 to 10,000,000');
  }
  const env = readEnv();
  const storage = await openStorage(env);
  try {
    const started = performance.now();
    // Production never holds the demo accounts: their passwords are published.
    const demo = !isProduction(env) && (values.demo || env.SEED_DEMO);
    if (demo && (await seedDemoIfEmpty(storage, env.PASSWORD_ITERATIONS))) {
      console.log('loaded the demo catalogue and accounts');
    }
    if (productCount > 0) await seedLargeCatalogue(storage.db, storage.images, productCount);
    const productsMs = Math.round(performance.now() - started);
    console.log(
      `seeded ${productCount} products into ${storage.kind} (${storage.location}) in ${productsMs} ms`,
    );
    if (orderCount > 0) {
      const ordersStarted = performance.now();
      await seedLargeOrders(storage.db, orderCount);
      console.log(
        `seeded ${orderCount} orders in ${Math.round(performance.now() - ordersStarted)} ms`,
      );
    }
    await analyseAfterBulkLoad(storage.db);
  } finally {
    await storage.close();
  }
}

main().catch((error: unknown) => {
  console.error(`seed failed: ${(error as Error).message}`);
  process.exit(1);
});
