import { ne, sql } from 'drizzle-orm';
import type { AdminProductsQuery } from '../../contract/schemas/admin';
import type { Database } from '../api-deps';
import { products } from '../db/schema';
import { selectProducts } from '../products/product-queries';
import type { ProductWithRefs } from '../products/product-wire';
import { productConditions, productSortKey } from './product-filters';
import { orderBySort } from './sort-key';

export interface AdminProductsPage {
  rows: ProductWithRefs[];
  productCount: number;
}

export async function adminProductsPage(
  db: Database,
  query: AdminProductsQuery,
  threshold: number,
): Promise<AdminProductsPage> {
  const where = productConditions(query, threshold);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  const productCount = Number(counted?.n ?? 0);
  const offset = (query.page - 1) * query.limit;
  const rows =
    offset < productCount
      ? await selectProducts(db)
          .where(where)
          .orderBy(...orderBySort(productSortKey(query.sort)))
          .limit(query.limit)
          .offset(offset)
      : [];
  return { rows, productCount };
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
