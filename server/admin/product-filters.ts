import { and, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminProductFilters, ProductAdminSort } from '../../contract/schemas/admin';
import { products } from '../db/schema';
import { isUuid } from '../wire/ids';
import { escapeLike } from '../products/product-queries';
import type { SortKey } from './sort-key';

const byId = sql`${products.id}`;
const created = sql`${products.createdAt}`;
// Case-insensitive, like a shop owner reads a list of names (and served by an index).
const name = sql`lower(${products.name})`;
const price = sql`${products.priceKobo}`;
const stock = sql`${products.quantity}`;

const PRODUCT_SORTS: Record<ProductAdminSort, SortKey> = {
  newest: { key: created, type: 'timestamptz', id: byId, descending: true },
  oldest: { key: created, type: 'timestamptz', id: byId, descending: false },
  'name-asc': { key: name, type: 'text', id: byId, descending: false },
  'name-desc': { key: name, type: 'text', id: byId, descending: true },
  'price-asc': { key: price, type: 'bigint', id: byId, descending: false },
  'price-desc': { key: price, type: 'bigint', id: byId, descending: true },
  'stock-asc': { key: stock, type: 'integer', id: byId, descending: false },
  'stock-desc': { key: stock, type: 'integer', id: byId, descending: true },
};

export function productSortKey(sort: ProductAdminSort): SortKey {
  return PRODUCT_SORTS[sort];
}

/** The WHERE of the admin's product filters; `threshold` is the shop's low-stock setting. */
export function productConditions(
  filters: Omit<AdminProductFilters, 'sort'>,
  threshold: number | SQL<number>,
): SQL | undefined {
  const parts: SQL[] = [];
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    parts.push(or(ilike(products.name, pattern), ilike(products.brand, pattern)) as SQL);
  }
  // A category id that is no uuid names no category: an empty list, not a database error.
  if (filters.category)
    parts.push(isUuid(filters.category) ? eq(products.categoryId, filters.category) : sql`false`);
  if (filters.brand) parts.push(sql`lower(${products.brand}) = ${filters.brand.toLowerCase()}`);
  if (filters.stock === 'in-stock') parts.push(gt(products.quantity, 0));
  if (filters.stock === 'out-of-stock') parts.push(eq(products.quantity, 0));
  if (filters.stock === 'low-stock') parts.push(sql`${products.quantity} <= ${threshold}`);
  return parts.length > 0 ? and(...parts) : undefined;
}
