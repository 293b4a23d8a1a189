import { ne, sql } from 'drizzle-orm';
import { DEFAULT_LOW_STOCK_THRESHOLD, type AdminProductsQuery } from '../../contract/schemas/admin';
import { lowStockThresholdSql } from './shop-settings';
import type { Database } from '../api-deps';
import { products } from '../db/schema';
import { selectProducts } from '../products/product-queries';
import type { ProductWithRefs } from '../products/product-wire';
import { productConditions, productSortKey } from './product-filters';
import { orderBySort } from './sort-key';

export interface AdminProductsPage {
  rows: ProductWithRefs[];
  productCount: number;
  lowStockThreshold: number;
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
      ? await selectProducts(db)
          // The threshold read with the count: one setting for the count and the page.
          .where(productConditions(query, lowStockThreshold))
          .orderBy(...orderBySort(productSortKey(query.sort)))
          .limit(query.limit)
          .offset(offset)
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
