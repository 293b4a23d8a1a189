import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../api-deps';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';
import { products } from '../db/schema';

type Tx = Pick<Database, 'insert' | 'update' | 'select'>;

/**
 * The last step of a transaction that changed the Flash Sale: every product whose `sale` changes
 * (those listed before and after) is stamped with a new catalogue version, so each process's
 * catalogue fetches just those rows again, and ETags and kept pages change. Their rows are locked
 * first, in id order as an order takes them: bumpCatalogueVersion locks the version row before it
 * stamps, and an order holding one of these rows waits for that row.
 */
export async function bumpForSaleChange(tx: Tx, productIds: Iterable<string>): Promise<void> {
  const ids = [...new Set(productIds)].sort();
  if (ids.length > 0) {
    await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id))
      .for('update');
  }
  await bumpCatalogueVersion(tx, { products: ids });
}
