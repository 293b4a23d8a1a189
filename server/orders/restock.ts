import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../api-deps';
import { orderLines, products } from '../db/schema';

type Executor = Pick<Database, 'select' | 'update'>;

/**
 * Puts an order's units back on the shelf (inside the caller's transaction, after it locked the
 * order row, so a second caller finds the order already changed). Products deleted since have no
 * shelf. Product rows are taken in id order, as an order takes them. Returns the products changed.
 */
export async function restockOrderLines(
  tx: Executor,
  orderId: string,
  now: Date,
): Promise<string[]> {
  const lines = await tx
    .select({ productId: orderLines.productId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.productId));
  const changed: string[] = [];
  for (const line of lines) {
    if (!line.productId) continue;
    const n = line.quantity;
    const [moved] = await tx
      .update(products)
      .set({
        quantity: sql`${products.quantity} + ${n}`,
        sold: sql`greatest(${products.sold} - ${n}, 0)`,
        updatedAt: now,
      })
      .where(eq(products.id, line.productId))
      .returning({ id: products.id });
    if (moved) changed.push(moved.id);
  }
  return changed;
}
