import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  Order,
  OrderHistoryEntry,
  OrderPayment,
  OrderProduct,
} from '../../contract/schemas/order';
import type { PaymentMethod, PaymentState } from '../../contract/schemas/payment';
import type { Database } from '../api-deps';
import { orders, users } from '../db/schema';
import { withAbsoluteImages } from '../../contract/image-origin';
import { koboToNaira } from '../../contract/rules/money';
import { deliveryWire } from '../delivery/order-delivery';

// Each order row carries its lines (snapshot + addedQty, in cart order) and its buyer, so a list
// of orders is one query. A line's price is the one charged, kept in kobo beside the snapshot
// (which holds no money), given in naira as the wire has it.
const linesOfOrder = sql<OrderProduct[]>`coalesce((
  select json_agg(
    ol.snapshot || jsonb_build_object(
      'addedQty', ol.quantity,
      'price', round(ol.unit_price_kobo / 100.0, 2)
    ) order by ol.position
  )
  from order_lines ol where ol.order_id = ${orders.id}
), '[]'::json)`;

interface StoredHistoryEntry {
  status: string;
  at: string;
  by: OrderHistoryEntry['by'];
  name: string | null;
  reason: string | null;
}

// The order's history, oldest first, in the same query (order_history, written in the same
// transaction as each change: order-history.ts).
const historyOfOrder = sql<StoredHistoryEntry[]>`coalesce((
  select json_agg(json_build_object('status', h.event, 'at', h.at, 'by', h.actor, 'name', h.actor_name, 'reason', h.reason) order by h.id)
  from order_history h where h.order_id = ${orders.id}
), '[]'::json)`;

function historyWire(entries: readonly StoredHistoryEntry[]): OrderHistoryEntry[] {
  return entries.map(({ status, at, by, name, reason }) => ({
    status,
    at: new Date(at).toISOString(),
    by,
    ...(by === 'admin' && name ? { name } : {}),
    ...(reason ? { reason } : {}),
  }));
}

const orderFields = {
  id: orders.id,
  status: orders.status,
  payment: orders.payment,
  paymentMethod: orders.paymentMethod,
  paymentState: orders.paymentState,
  paymentReference: orders.paymentReference,
  paidAt: orders.paidAt,
  amountPaidKobo: orders.amountPaidKobo,
  paymentFlag: orders.paymentFlag,
  totalKobo: orders.totalKobo,
  shippingFeeKobo: orders.shippingFeeKobo,
  shipping: orders.shipping,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  buyerId: users.id,
  buyerName: users.name,
  buyerEmail: users.email,
  products: linesOfOrder,
  history: historyOfOrder,
  delivery: orders.delivery,
};

type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

const newestFirst: SQL[] = [desc(orders.createdAt), desc(orders.id)];

/** Orders matching `where` in `orderBy`'s order (newest first unless given), one query. */
export function selectOrders(
  db: Database,
  where: SQL | undefined,
  paging?: { limit: number; offset: number },
  orderBy: readonly SQL[] = newestFirst,
) {
  const query = db
    .select(orderFields)
    .from(orders)
    .innerJoin(users, eq(orders.buyerId, users.id))
    .where(where)
    .orderBy(...orderBy);
  return paging ? query.limit(paging.limit).offset(paging.offset) : query;
}

export function toOrderWire(row: OrderRow): Order {
  return {
    _id: row.id,
    status: row.status,
    buyer: { _id: row.buyerId, name: row.buyerName, email: row.buyerEmail },
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    payment: paymentWire(row),
    products: row.products,
    totalAmount: koboToNaira(row.totalKobo),
    shippingFee: koboToNaira(row.shippingFeeKobo),
    ...(row.shipping ? { shipping: row.shipping } : {}),
    history: historyWire(row.history),
    delivery: deliveryWire(
      row.delivery,
      row.shipping,
      koboToNaira(row.shippingFeeKobo),
      new Date(row.createdAt),
    ),
  };
}

/**
 * The order's money on the wire: paymentStatus is true exactly when it arrived, so older clients
 * show "Success" only for money received. Fields an older order kept in its JSON (a client's
 * paymentRef) ride along.
 */
function paymentWire(row: OrderRow): OrderPayment {
  const state = row.paymentState as PaymentState;
  return {
    ...row.payment,
    paymentStatus: state === 'paid',
    method: row.paymentMethod as PaymentMethod,
    state,
    reference: row.paymentReference,
    paidAt: row.paidAt ? new Date(row.paidAt).toISOString() : null,
    amountPaid: row.amountPaidKobo === null ? null : koboToNaira(row.amountPaidKobo),
    flag: row.paymentFlag,
  };
}

/**
 * The order with its products' image URLs absolute for `origin`: snapshots keep the paths the
 * catalogue had, so a change of domain changes no stored order.
 */
export function withAbsoluteOrderImages(order: Order, origin: string): Order {
  return {
    ...order,
    products: order.products.map((product) => withAbsoluteImages(product, origin)),
  };
}

export async function findOrder(db: Database, id: string): Promise<Order | null> {
  const [row] = await selectOrders(db, eq(orders.id, id));
  return row ? toOrderWire(row) : null;
}

export async function ordersOfBuyer(db: Database, buyerId: string): Promise<Order[]> {
  return (await selectOrders(db, eq(orders.buyerId, buyerId))).map(toOrderWire);
}

export async function allOrders(
  db: Database,
  paging?: { limit: number; offset: number },
): Promise<Order[]> {
  return (await selectOrders(db, undefined, paging)).map(toOrderWire);
}

export async function countOrders(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
  return Number(row?.n ?? 0);
}
