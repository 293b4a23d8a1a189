import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { ApiContext } from '../api-context';
import type { Database } from '../api-deps';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';
import { orderLines, products } from '../db/schema';
import { announceBackInStock } from '../stock-alerts/back-in-stock';
import { ApiError } from '../wire/api-error';

type Executor = Pick<Database, 'select' | 'update'>;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export function outOfStockMessage(name: string, left: number): string {
  return left <= 0 ? `${name} is sold out` : `Only ${left} left of ${name}`;
}

/** Units of one product an order holds; the product is null once it was deleted. */
export interface StockLine {
  productId: string | null;
  quantity: number;
}

/** The lines of a placed order, in product id order (the order every stock writer locks in). */
export function linesOfOrder(tx: Pick<Database, 'select'>, orderId: string): Promise<StockLine[]> {
  return tx
    .select({ productId: orderLines.productId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.productId));
}

/**
 * Takes the lines' units off the shelf inside the caller's transaction, or answers 409 naming
 * the first product short of them (the caller's transaction then rolls every line back). Each
 * line is a conditional decrement (`quantity >= n`) that row-locks the product, so concurrent
 * orders never oversell; products are taken in id order, so two orders never deadlock.
 * `goneMessage` answers a product that no longer exists. Returns the products changed.
 */
export async function takeStock(
  tx: Executor,
  lines: readonly StockLine[],
  now: Date,
  goneMessage: string,
): Promise<string[]> {
  // Code unit order, as PostgreSQL orders uuids (linesOfOrder) and place-order sorts its ids.
  const key = (line: StockLine) => line.productId ?? '';
  const byId = [...lines].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  const taken: string[] = [];
  for (const { productId, quantity: n } of byId) {
    if (!productId) throw new ApiError(409, goneMessage);
    const [moved] = await tx
      .update(products)
      .set({
        quantity: sql`${products.quantity} - ${n}`,
        sold: sql`${products.sold} + ${n}`,
        updatedAt: now,
      })
      .where(and(eq(products.id, productId), gte(products.quantity, n)))
      .returning({ id: products.id });
    if (moved) {
      taken.push(moved.id);
      continue;
    }
    const [shelf] = await tx
      .select({ name: products.name, quantity: products.quantity })
      .from(products)
      .where(eq(products.id, productId));
    throw new ApiError(409, shelf ? outOfStockMessage(shelf.name, shelf.quantity) : goneMessage);
  }
  return taken;
}

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
  const changed: string[] = [];
  for (const line of await linesOfOrder(tx, orderId)) {
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

/**
 * Tells the world about stock an order moved: back-in-stock mail for products that came back,
 * and one new catalogue version. Last in the transaction, so the version row is locked only for
 * the commit (see bumpCatalogueVersion).
 */
export async function publishStockChange(
  ctx: ApiContext,
  tx: Tx,
  changed: readonly string[],
): Promise<void> {
  if (changed.length === 0) return;
  await announceBackInStock(ctx, tx, changed);
  await bumpCatalogueVersion(tx, { products: [...changed] });
}
