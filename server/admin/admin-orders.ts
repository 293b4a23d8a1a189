import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderStatus } from '../../contract/enums';
import type { AdminOrdersQuery, PaymentFilter, StatusCounts } from '../../contract/schemas/admin';
import type { Order } from '../../contract/schemas/order';
import type { Database } from '../api-deps';
import { orderStatusCounts, orders } from '../db/schema';
import { selectOrders, toOrderWire } from '../orders/order-queries';
import { bothConditions, orderConditions, orderSortKey } from './order-filters';
import { orderBySort } from './sort-key';

export interface AdminOrdersPage {
  orders: Order[];
  orderCount: number;
  statusCounts: StatusCounts;
}

export function emptyStatusCounts(): StatusCounts {
  return Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as StatusCounts;
}

/** Orders per status among those matching `where` (every status present). */
export async function countByStatus(db: Database, where: SQL | undefined): Promise<StatusCounts> {
  const rows = await db
    .select({ status: orders.status, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(where)
    .groupBy(orders.status);
  const counts = emptyStatusCounts();
  for (const row of rows) {
    if (row.status in counts) counts[row.status as OrderStatus] = Number(row.n);
  }
  return counts;
}

/**
 * Orders per status from order_status_counts (kept by triggers), optionally only the paid or the
 * failed ones: a few rows instead of a count of every order, for the unfiltered tabs and the
 * dashboard.
 */
// order_status_counts splits orders by payment_failed only.
const KEPT_COUNTS: ReadonlySet<PaymentFilter> = new Set(['failed']);

export async function summaryStatusCounts(db: Database, payment?: 'failed'): Promise<StatusCounts> {
  const rows = await db
    .select({
      status: orderStatusCounts.status,
      n: sql<number>`sum(${orderStatusCounts.count})::int`,
    })
    .from(orderStatusCounts)
    .where(payment ? eq(orderStatusCounts.paymentFailed, true) : undefined)
    .groupBy(orderStatusCounts.status);
  const counts = emptyStatusCounts();
  for (const row of rows) {
    if (row.status in counts) counts[row.status as OrderStatus] = Number(row.n);
  }
  return counts;
}

/**
 * A search in one round trip and one pass over its matches: the matching orders (found through
 * the trigram and buyer indexes) are collected once in a CTE, which both the per-status counts
 * and the page's ids read. Only the matches are sorted, never the whole table, which is what the
 * planner would otherwise do for `ORDER BY created_at LIMIT 10` when a match is rare (it walks
 * the index and tests every order: 400 ms at 50,000 orders for a search that matches one).
 */
async function searchCountsAndPage(
  db: Database,
  query: AdminOrdersQuery,
  base: SQL | undefined,
  offset: number,
): Promise<{ statusCounts: StatusCounts; ids: string[] }> {
  const sort = orderSortKey(query.sort);
  const direction = sql.raw(sort.descending ? 'desc' : 'asc');
  const onlyStatus = query.status ? sql`where m.status = ${query.status}` : sql``;
  const result = (await db.execute(sql`
    with m as (
      select ${orders.id} as id, ${orders.status} as status, ${sort.key} as key
      from ${orders} where ${base ?? sql`true`}
    )
    select
      (select coalesce(json_object_agg(c.status, c.n), '{}'::json)
         from (select status, count(*)::int as n from m group by status) c) as counts,
      (select coalesce(json_agg(p.id order by p.key ${direction}, p.id ${direction}), '[]'::json)
         from (select id, key from m ${onlyStatus}
               order by key ${direction}, id ${direction}
               limit ${query.limit} offset ${offset}) p) as ids
  `)) as unknown as { rows: { counts: Record<string, number>; ids: string[] }[] };
  const row = result.rows[0];
  const statusCounts = emptyStatusCounts();
  for (const [status, n] of Object.entries(row?.counts ?? {})) {
    if (status in statusCounts) statusCounts[status as OrderStatus] = Number(n);
  }
  return { statusCounts, ids: row?.ids ?? [] };
}

const countOf = (query: AdminOrdersQuery, statusCounts: StatusCounts) =>
  query.status
    ? statusCounts[query.status]
    : Object.values(statusCounts).reduce((sum, n) => sum + n, 0);

/**
 * One page of the admin's order list, with the per-status counts (taken without the status
 * filter, for the tabs), which also give the matching count.
 */
export async function adminOrdersPage(
  db: Database,
  query: AdminOrdersQuery,
): Promise<AdminOrdersPage> {
  const conditions = orderConditions(query);
  const sort = orderBySort(orderSortKey(query.sort));
  // Past Number.MAX_SAFE_INTEGER a page number names no rows anyway; the database's offset is a
  // bigint, so an absurd page must not reach it as is.
  const offset = Math.min((query.page - 1) * query.limit, Number.MAX_SAFE_INTEGER);
  if (query.q) {
    const { statusCounts, ids } = await searchCountsAndPage(db, query, conditions.base, offset);
    const rows =
      ids.length > 0 ? await selectOrders(db, inArray(orders.id, ids), undefined, sort) : [];
    return {
      orders: rows.map(toOrderWire),
      orderCount: countOf(query, statusCounts),
      statusCounts,
    };
  }
  // Unfiltered, or failed only: the kept counts answer; other filters count their rows
  // (a date range, or a payment state through orders_payment_state_idx).
  const kept = !query.from && !query.to && (!query.payment || KEPT_COUNTS.has(query.payment));
  const statusCounts = kept
    ? await summaryStatusCounts(db, query.payment === 'failed' ? 'failed' : undefined)
    : await countByStatus(db, conditions.base);
  const orderCount = countOf(query, statusCounts);
  // The other filters walk the sort's index, stopping after one page; nothing past the end.
  const rows =
    offset < orderCount
      ? await selectOrders(db, bothConditions(conditions), { limit: query.limit, offset }, sort)
      : [];
  return { orders: rows.map(toOrderWire), orderCount, statusCounts };
}
