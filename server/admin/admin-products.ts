import { inArray, ne, sql } from 'drizzle-orm';
import { DEFAULT_LOW_STOCK_THRESHOLD, type AdminProductsQuery } from '../../contract/schemas/admin';
import { lowStockThresholdSql } from './shop-settings';
import type { Database } from '../api-deps';
import { products } from '../db/schema';
import { selectProducts } from '../products/product-queries';
import type { ProductWithRefs } from '../products/product-wire';
import { productConditions, productSortKey } from './product-filters';
import { orderBySort, searchPageIds } from './sort-key';

export interface AdminProductsPage {
  rows: ProductWithRefs[];
  productCount: number;
  lowStockThreshold: number;
}

/** A search sorts only its matches (searchPageIds); the other filters walk the sort's index. */
function productPage(
  db: Database,
  query: AdminProductsQuery,
  threshold: number,
  paging: { limit: number; offset: number },
) {
  // The threshold read with the count: one setting for the count and the page.
  const where = productConditions(query, threshold);
  const sort = productSortKey(query.sort);
  const rows = selectProducts(db);
  if (!query.q)
    return rows
      .where(where)
      .orderBy(...orderBySort(sort))
      .limit(paging.limit)
      .offset(paging.offset);
  return rows
    .where(inArray(products.id, searchPageIds(db, products, where, sort, paging)))
    .orderBy(...orderBySort(sort));
}

/** One page of the admin's product list; the count also reads the shop's low-stock threshold. */
export async function adminProductsPage(
  db: Database,
  query: AdminProductsQuery,
): Promise<AdminProductsPage> {
  const where = productConditions(query, lowStockThresholdSql);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int`, threshold: lowStockThresholdSql })
    .from(products)
    .where(where);
  const productCount = Number(counted?.n ?? 0);
  const lowStockThreshold = Number(counted?.threshold ?? DEFAULT_LOW_STOCK_THRESHOLD);
  const offset = (query.page - 1) * query.limit;
  const rows =
    offset < productCount
      ? await productPage(db, query, lowStockThreshold, { limit: query.limit, offset })
      : [];
  return { rows, productCount, lowStockThreshold };
}

/** Every brand products carry, once each, sorted case-insensitively. */
export async function productBrands(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ brand: products.brand })
    .from(products)
    .where(ne(sql`trim(${products.brand})`, ''));
  // Sorted here, not by the database's collation, so every host answers the same order.
  return rows
    .map((row) => row.brand)
    .sort((a, b) => {
      const x = a.toLowerCase();
      const y = b.toLowerCase();
      if (x !== y) return x < y ? -1 : 1;
      return a < b ? -1 : a > b ? 1 : 0;
    });
}
