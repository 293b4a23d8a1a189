import { and, eq, gte, ilike, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderFilters, OrderSort } from '../../contract/schemas/admin';
import { orders, users } from '../db/schema';
import { escapeLike } from '../products/product-queries';
import { addDays, shopDayStart } from './shop-day';
import type { SortKey } from './sort-key';

const ORDER_SORTS: Record<OrderSort, SortKey> = {
  newest: {
    key: sql`${orders.createdAt}`,
    type: 'timestamptz',
    id: sql`${orders.id}`,
    descending: true,
  },
  oldest: {
    key: sql`${orders.createdAt}`,
    type: 'timestamptz',
    id: sql`${orders.id}`,
    descending: false,
  },
  'total-desc': {
    key: sql`${orders.totalKobo}`,
    type: 'bigint',
    id: sql`${orders.id}`,
    descending: true,
  },
  'total-asc': {
    key: sql`${orders.totalKobo}`,
    type: 'bigint',
    id: sql`${orders.id}`,
    descending: false,
  },
};

export function orderSortKey(sort: OrderSort): SortKey {
  return ORDER_SORTS[sort];
}

export interface OrderConditions {
  /** Every filter but the status (what the per-status counts are taken under). */
  base: SQL | undefined;
  /** The status filter, when one is set. */
  status: SQL | undefined;
}

/**
 * The WHERE of the admin's order filters. The buyer's name and email live on users, so the order
 * condition is "search_text matches OR buyer_id is one of the matching buyers", the buyers as
 * `= ANY(ARRAY(subquery))`: PostgreSQL runs that subquery once, and both halves are then index
 * scans (trigram and orders_buyer_idx) in one round trip, where a join with an OR across the two
 * tables would read every order.
 */
export function orderConditions(filters: Omit<AdminOrderFilters, 'sort'>): OrderConditions {
  const parts: SQL[] = [];
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q.toLowerCase())}%`;
    const buyers = sql`select ${users.id} from ${users} where ${or(ilike(users.name, pattern), ilike(users.email, pattern))}`;
    parts.push(
      or(ilike(orders.searchText, pattern), sql`${orders.buyerId} = any(array(${buyers}))`) as SQL,
    );
  }
  if (filters.payment === 'flagged') parts.push(isNotNull(orders.paymentFlag));
  else if (filters.payment) parts.push(eq(orders.paymentState, filters.payment));
  if (filters.from) parts.push(gte(orders.createdAt, shopDayStart(filters.from)));
  if (filters.to) parts.push(lt(orders.createdAt, shopDayStart(addDays(filters.to, 1))));
  return {
    base: parts.length > 0 ? and(...parts) : undefined,
    status: filters.status ? eq(orders.status, filters.status) : undefined,
  };
}

export function bothConditions(conditions: OrderConditions): SQL | undefined {
  return and(conditions.base, conditions.status);
}
