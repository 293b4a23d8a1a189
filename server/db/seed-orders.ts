import { inArray, sql } from 'drizzle-orm';
import { DELIVERY_METHODS, ORDER_STATUSES, type OrderStatus } from '../../contract/enums';
import { seededRandom } from '../../contract/rules/seeded-random';
import {
  DEMO_DELIVERY,
  deliveryFeeKobo,
  homeZone,
  zoneOf,
  type Destination,
} from '../../contract/rules/delivery';
import { deliverySnapshot } from '../delivery/order-delivery';
import type { Kobo } from '../../contract/rules/money';
import type { Database } from '../api-deps';
import { hashPassword } from '../auth/password';
import { selectProducts } from '../products/product-queries';
import { toProductWire } from '../products/product-wire';
import { lineSnapshot } from '../orders/line-snapshot';
import { orderLines, orders, users } from './schema';

// `npm run seed -- --orders N`: a shop's worth of order history for the admin benchmarks, made
// from the products already in the database. Inserted in bulk (not through POST /product/payment,
// which would take minutes and the stock), shaped like real orders: the same snapshot of each
// product, the same totals rule, delivery details as checkout sends them.

const FIRST_NAMES = [
  'Chiamaka',
  'Tunde',
  'Ngozi',
  'Emeka',
  'Aisha',
  'Babajide',
  'Funmilayo',
  'Ifeanyi',
  'Zainab',
  'Olumide',
  'Adaeze',
  'Musa',
  'Kemi',
  'Chinedu',
  'Halima',
  'Segun',
  'Amaka',
  'Ibrahim',
  'Yetunde',
  'Obinna',
  'Hauwa',
  'Damilola',
  'Nkechi',
  'Abubakar',
  'Temitope',
  'Uchenna',
  'Fatima',
  'Kayode',
  'Chioma',
  'Sani',
  'Bisola',
  'Ikechukwu',
  'Aminat',
  'Femi',
  'Ebere',
  'Usman',
  'Folake',
  'Nnamdi',
] as const;
const LAST_NAMES = [
  'Okafor',
  'Adeyemi',
  'Bello',
  'Eze',
  'Ogunleye',
  'Abdullahi',
  'Nwosu',
  'Balogun',
  'Okonkwo',
  'Ibrahim',
  'Adebayo',
  'Chukwu',
  'Mohammed',
  'Olawale',
  'Nwachukwu',
  'Danjuma',
  'Akinola',
  'Obi',
  'Yusuf',
  'Oyelaran',
  'Ekwueme',
  'Lawal',
  'Afolabi',
  'Okeke',
  'Suleiman',
  'Ojo',
] as const;
const EMAIL_DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com'] as const;
/** Regions (states) with a few of their cities. */
const PLACES: readonly (readonly [string, readonly string[]])[] = [
  ['Lagos', ['Ikeja', 'Lekki', 'Surulere', 'Yaba', 'Ajah', 'Ikorodu']],
  ['FCT', ['Abuja', 'Gwarinpa', 'Kubwa', 'Wuse']],
  ['Rivers', ['Port Harcourt', 'Obio-Akpor', 'Bonny']],
  ['Oyo', ['Ibadan', 'Ogbomosho', 'Oyo']],
  ['Kano', ['Kano', 'Wudil']],
  ['Enugu', ['Enugu', 'Nsukka']],
  ['Anambra', ['Awka', 'Onitsha', 'Nnewi']],
  ['Kaduna', ['Kaduna', 'Zaria']],
  ['Edo', ['Benin City', 'Auchi']],
  ['Ogun', ['Abeokuta', 'Ota', 'Ijebu-Ode']],
];
const STREETS = [
  'Allen Avenue',
  'Awolowo Road',
  'Admiralty Way',
  'Herbert Macaulay Way',
  'Adeola Odeku Street',
  'Aminu Kano Crescent',
  'Ogui Road',
  'Aba Road',
  'Ring Road',
  'Ahmadu Bello Way',
  'Broad Street',
] as const;
const PHONE_PREFIXES = [
  '803',
  '806',
  '813',
  '816',
  '703',
  '706',
  '810',
  '805',
  '807',
  '705',
  '802',
  '808',
  '812',
  '701',
  '902',
  '909',
] as const;
/** Older orders are mostly delivered; this mix is drawn for orders past their first two days. */
const SETTLED_STATUSES: readonly [OrderStatus, number][] = [
  ['Delivered', 0.62],
  ['Shipped', 0.12],
  ['Processing', 0.08],
  ['Not processed', 0.06],
  ['Cancelled', 0.12],
];
const FAILED_PAYMENT_SHARE = 0.05;
const DAYS_OF_HISTORY = 90;
const DAY_MS = 86_400_000;
const ORDER_BATCH = 1000;
const SNAPSHOT_PRODUCTS = 2000;
/**
 * Generated buyers are benchmark data nobody signs in as: they share one random password, made
 * and forgotten by each run (a published one would open accounts on any database seeded with
 * them), hashed cheaply.
 */
const BUYER_PASSWORD_ITERATIONS = 1000;

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};
const digits = (random: Random, n: number) =>
  Array.from({ length: n }, () => Math.floor(random() * 10)).join('');

/** History paid online through Paystack, about 5% of it with a failed payment. */
function seededPayment(paid: boolean, reference: string, total: Kobo, at: Date) {
  return {
    paymentMethod: 'paystack',
    paymentState: paid ? ('paid' as const) : ('failed' as const),
    paymentReference: reference,
    paidAt: paid ? at : null,
    amountPaidKobo: paid ? total : null,
  };
}

function drawStatus(random: Random, ageMs: number): OrderStatus {
  // A day-old order has not gone far yet.
  if (ageMs < 2 * DAY_MS) return random() < 0.6 ? 'Not processed' : 'Processing';
  let r = random();
  for (const [status, share] of SETTLED_STATUSES) {
    r -= share;
    if (r <= 0) return status;
  }
  return ORDER_STATUSES[0];
}

interface Buyer {
  id: string;
  name: string;
}

async function ensureBuyers(db: Database, random: Random, count: number): Promise<Buyer[]> {
  const passwordHash = await hashPassword(crypto.randomUUID(), BUYER_PASSWORD_ITERATIONS);
  const wanted = Array.from({ length: count }, (_, i) => {
    const first = pick(random, FIRST_NAMES);
    const last = pick(random, LAST_NAMES);
    const domain = pick(random, EMAIL_DOMAINS);
    return {
      name: `${first} ${last}`,
      email: `${first}.${last}${i + 1}@${domain}`.toLowerCase(),
      passwordHash,
    };
  });
  // The same seed makes the same buyers: a second run reuses them.
  await db.insert(users).values(wanted).onConflictDoNothing();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      inArray(
        users.email,
        wanted.map((w) => w.email),
      ),
    );
  return rows;
}

export interface SeedOrdersOptions {
  /** The seeded random's seed: the same seed and catalogue give the same orders. */
  seed?: number;
  now?: Date;
  buyers?: number;
}

/** Adds `count` orders over the last 90 days (some of them today) from existing products. */
export async function seedLargeOrders(
  db: Database,
  count: number,
  options: SeedOrdersOptions = {},
): Promise<void> {
  if (count <= 0) return;
  const random = seededRandom(options.seed ?? 17);
  const now = (options.now ?? new Date()).getTime();
  const catalogue = await selectProducts(db)
    .orderBy(sql`random()`)
    .limit(SNAPSHOT_PRODUCTS);
  if (catalogue.length === 0) throw new Error('--orders needs products: seed some first');
  // Orders hold the product as it was: one wire snapshot per product, shared by its lines.
  const snapshots = catalogue.map((row) => ({
    row,
    snapshot: lineSnapshot(toProductWire(row, null)),
  }));
  const buyers = await ensureBuyers(
    db,
    random,
    options.buyers ?? Math.min(600, Math.max(20, Math.ceil(count / 150))),
  );
  // Lagos is UTC+1: the shop's today began at this instant.
  const todayStart = Math.floor((now + 3_600_000) / DAY_MS) * DAY_MS - 3_600_000;

  for (let start = 0; start < count; start += ORDER_BATCH) {
    const orderRows: (typeof orders.$inferInsert)[] = [];
    const lineRows: (typeof orderLines.$inferInsert)[] = [];
    for (let i = start; i < Math.min(count, start + ORDER_BATCH); i++) {
      // One order in fifty is from today; the rest spread over the history, more of them recent.
      const placedAt =
        i % 50 === 0
          ? todayStart + random() * Math.max(1, now - todayStart)
          : now - Math.pow(random(), 1.3) * DAYS_OF_HISTORY * DAY_MS;
      const buyer = pick(random, buyers);
      const lineCount = 1 + Math.floor(Math.pow(random(), 2) * 4);
      const chosen = new Map<string, { snapshot: (typeof snapshots)[number]; qty: number }>();
      for (let l = 0; l < lineCount; l++) {
        const item = pick(random, snapshots);
        chosen.set(item.row.id, { snapshot: item, qty: 1 + Math.floor(Math.pow(random(), 3) * 3) });
      }
      const lines = [...chosen.values()];
      const subtotal = lines.reduce(
        (sum, { snapshot, qty }) => sum + snapshot.row.priceKobo * qty,
        0,
      );
      const [region, cities] = pick(random, PLACES);
      const deliveryMethod = pick(random, DELIVERY_METHODS);
      const destination: Destination =
        deliveryMethod === 'pickup'
          ? { method: 'pickup', point: pick(random, DEMO_DELIVERY.pickupPoints) }
          : { method: 'door', zone: zoneOf(DEMO_DELIVERY, region) ?? homeZone(DEMO_DELIVERY) };
      const fee = deliveryFeeKobo(destination, subtotal, lines.length);
      const id = crypto.randomUUID();
      const at = new Date(placedAt);
      orderRows.push({
        id,
        buyerId: buyer.id,
        status: drawStatus(random, now - placedAt),
        payment: {},
        ...seededPayment(
          random() >= FAILED_PAYMENT_SHARE,
          `seed-${digits(random, 10)}`,
          subtotal + fee,
          at,
        ),
        totalKobo: subtotal + fee,
        shippingFeeKobo: fee,
        delivery: { ...deliverySnapshot(destination) },
        shipping: {
          deliveryMethod,
          // Mostly to the buyer, sometimes a gift to someone else.
          fullName:
            random() < 0.8
              ? buyer.name
              : `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`,
          phone: `+234${pick(random, PHONE_PREFIXES)}${digits(random, 7)}`,
          address: `${1 + Math.floor(random() * 120)} ${pick(random, STREETS)}`,
          region,
          city: pick(random, cities),
        },
        createdAt: at,
        updatedAt: at,
      });
      lines.forEach(({ snapshot, qty }, position) =>
        lineRows.push({
          orderId: id,
          position,
          productId: snapshot.row.id,
          snapshot: snapshot.snapshot,
          quantity: qty,
          unitPriceKobo: snapshot.row.priceKobo,
        }),
      );
    }
    await db.transaction(async (tx) => {
      await tx.insert(orders).values(orderRows);
      for (let s = 0; s < lineRows.length; s += ORDER_BATCH)
        await tx.insert(orderLines).values(lineRows.slice(s, s + ORDER_BATCH));
    });
  }
}

/**
 * Fresh planner statistics and visibility map after a bulk load: without them the planner
 * guesses row counts, and the per-status counts cannot be index-only scans.
 */
export async function analyseAfterBulkLoad(db: Database): Promise<void> {
  for (const table of ['users', 'products', 'orders', 'order_lines'] as const)
    await db.execute(sql.raw(`vacuum analyze ${table}`));
}
