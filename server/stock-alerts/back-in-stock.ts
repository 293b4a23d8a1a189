import { and, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { ApiContext } from '../api-context';
import type { Database } from '../api-deps';
import { products, stockAlerts, users } from '../db/schema';
import { queueBackInStock } from '../mail/mail-outbox';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Mails everyone waiting for one of `productIds` that is in stock now, once, and ends their
 * alerts (in the caller's transaction, which changed the stock). An alert can only be taken while
 * a product is sold out (409 otherwise), so an alert on a product in stock means its stock went
 * from 0 to more since: every writer that may put stock back (an admin's edit or count, a
 * cancelled or expired order) calls this, and no stock level before the change is needed.
 */
export async function announceBackInStock(
  ctx: ApiContext,
  tx: Tx,
  productIds: readonly string[],
): Promise<void> {
  if (productIds.length === 0) return;
  const inStock = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, [...productIds]), gt(products.quantity, 0)));
  if (inStock.length === 0) return;
  const ended = await tx
    .delete(stockAlerts)
    .where(
      inArray(
        stockAlerts.productId,
        inStock.map((p) => p.id),
      ),
    )
    .returning({
      userId: stockAlerts.userId,
      productId: stockAlerts.productId,
      shopOrigin: stockAlerts.shopOrigin,
    });
  if (ended.length === 0) return;
  const people = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        inArray(users.id, [...new Set(ended.map((a) => a.userId))]),
        isNull(users.deletedAt),
        // Only to an address its owner proved: registering with a stranger's address and
        // following products must never mail that stranger.
        isNotNull(users.emailVerifiedAt),
      ),
    );
  const named = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, [...new Set(ended.map((a) => a.productId))]));
  for (const alert of ended) {
    const person = people.find((p) => p.id === alert.userId);
    const product = named.find((p) => p.id === alert.productId);
    if (!person || !product) continue;
    // The configured address first: the subscribing request's Host only without one.
    const origin = ctx.config.publicUrl || alert.shopOrigin || '';
    await queueBackInStock(ctx, tx, {
      to: person.email,
      name: person.name,
      productName: product.name,
      productUrl: `${origin}/detail/${encodeURIComponent(product.id)}`,
    });
  }
}

/** Whether the user waits for the product (for its page). */
export async function hasAlert(db: Pick<Database, 'select'>, userId: string, productId: string) {
  const [row] = await db
    .select({ productId: stockAlerts.productId })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.userId, userId), eq(stockAlerts.productId, productId)));
  return row !== undefined;
}
