import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderStatus } from '../../contract/enums';
import type { AdminOrdersQuery, PaymentFilter, StatusCounts } from '../../contract/schemas/admin';
import type { Order } from '../../contract/schemas/order';
import type { Database } from '../api-deps';
import { orderStatusCounts, orders } from '../db/schema';
import { selectOrders, toOrderWire } from '../orders/order-queries';
import { bothConditions, orderConditions, orderSortKey } from './order-filters';
import { orderBySort, searchPageIds } from './sort-key';

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
export async function summaryStatusCounts(
  db: Database,
  payment?: PaymentFilter,
): Promise<StatusCounts> {
  const rows = await db
    .select({
      status: orderStatusCounts.status,
      n: sql<number>`sum(${orderStatusCounts.count})::int`,
    })
    .from(orderStatusCounts)
    .where(payment ? eq(orderStatusCounts.paymentFailed, payment === 'failed') : undefined)
    .groupBy(orderStatusCounts.status);
  const counts = emptyStatusCounts();
  for (const row of rows) {
    if (row.status in counts) counts[row.status as OrderStatus] = Number(row.n);
  }
  return counts;
}

/** A search sorts only its matches (searchPageIds); the other filters walk the sort's index. */
function orderPage(
  db: Database,
  query: AdminOrdersQuery,
  where: SQL | undefined,
  paging: { limit: number; offset: number },
) {
  const sort = orderSortKey(query.sort);
  if (!query.q) return selectOrders(db, where, paging, orderBySort(sort));
  return selectOrders(
    db,
    inArray(orders.id, searchPageIds(db, orders, where, sort, paging)),
    undefined,
    orderBySort(sort),
  );
}

/**
 * One page of the admin's order list. The per-status counts (taken without the status filter,
 * for the tabs) also give the matching count, so a page costs two queries, and none at all for
 * the rows of a page past the end.
 */
export async function adminOrdersPage(
  db: Database,
  query: AdminOrdersQuery,
): Promise<AdminOrdersPage> {
  const conditions = orderConditions(query);
  // Filtered by payment at most: the kept counts answer; a search or a date range counts its rows.
  const statusCounts =
    query.q || query.from || query.to
      ? await countByStatus(db, conditions.base)
      : await summaryStatusCounts(db, query.payment);
  const orderCount = query.status
    ? statusCounts[query.status]
    : Object.values(statusCounts).reduce((sum, n) => sum + n, 0);
  const offset = (query.page - 1) * query.limit;
  const rows =
    offset < orderCount
      ? await orderPage(db, query, bothConditions(conditions), { limit: query.limit, offset })
      : [];
  return { orders: rows.map(toOrderWire), orderCount, statusCounts };
}
