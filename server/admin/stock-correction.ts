import { eq } from 'drizzle-orm';
import type { ApiContext } from '../api-context';
import { products } from '../db/schema';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';
import { announceBackInStock } from '../stock-alerts/back-in-stock';
import { notFound } from '../wire/api-error';
import { isUuid } from '../wire/ids';

/**
 * Sets a product's stock to what the admin counted. Like every catalogue write it bumps the
 * catalogue version in the same transaction, so storefront ETags and each process's catalogue
 * copy see the new quantity at once. Answers the product's name.
 */
export async function correctStock(ctx: ApiContext, id: string, quantity: number): Promise<string> {
  if (!isUuid(id)) throw notFound('Product');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({ quantity, updatedAt: ctx.now() })
      .where(eq(products.id, id))
      .returning({ name: products.name });
    if (!row) throw notFound('Product');
    await announceBackInStock(ctx, tx, [id]);
    await bumpCatalogueVersion(tx, { products: [id] });
    return row.name;
  });
}
