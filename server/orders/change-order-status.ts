import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { ORDER_STATUS_CANCELLED, type OrderStatus } from '../../contract/enums';
import type { Order } from '../../contract/schemas/order';
import type { ApiContext, UserRow } from '../api-context';
import { recordOrderEvent, type OrderActor } from './order-history';
import { forgetDeliveryOfErasedBuyer } from '../auth/own-data';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';
import { announceBackInStock } from '../stock-alerts/back-in-stock';
import { orderLines, orders, products } from '../db/schema';
import { ApiError, notFound } from '../wire/api-error';
import { isUuid } from '../wire/ids';
import { findOrder } from './order-queries';
import { outOfStockMessage } from './place-order';
import { restockOrderLines } from './restock';
import { paymentOnCancel } from '../payments/payment-on-cancel';
import { queueStatusChanged } from '../mail/mail-outbox';

export const PRODUCT_GONE_MESSAGE = 'A product of this order no longer exists';

/**
 * Sets an order's status (any value at any time, as the admin screen allows). Cancelling puts the
 * order's units back on the shelf, ends a wait for an online payment, and refunds money received
 * online (payment-on-cancel.ts); leaving Cancelled takes the units again, or answers 409 when the
 * shelf no longer has them. The order row is locked first, so two admins changing one order at
 * once restock it exactly once; product rows follow in id order, as an order places them.
 */
export async function changeOrderStatus(
  ctx: ApiContext,
  id: string,
  status: OrderStatus,
  admin: UserRow,
): Promise<Order> {
  const actor: OrderActor = { kind: 'admin', id: admin.id, name: admin.name };
  if (!isUuid(id)) throw notFound('Order');
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, id))
      .for('update');
    if (!current) throw notFound('Order');
    const wasCancelled = current.status === ORDER_STATUS_CANCELLED;
    const cancelling = status === ORDER_STATUS_CANCELLED;

    let changed: string[] = [];
    if (cancelling && !wasCancelled) {
      changed = await restockOrderLines(tx, id, ctx.now());
      await paymentOnCancel(tx, id, actor, ctx.now());
      await tx.update(orders).set({ status, updatedAt: ctx.now() }).where(eq(orders.id, id));
    } else if (wasCancelled && !cancelling) {
      const lines = await tx
        .select({ productId: orderLines.productId, quantity: orderLines.quantity })
        .from(orderLines)
        .where(eq(orderLines.orderId, id))
        .orderBy(asc(orderLines.productId));
      for (const line of lines) {
        // Deleted since: reviving cannot take stock.
        if (!line.productId) throw new ApiError(409, PRODUCT_GONE_MESSAGE);
        const n = line.quantity;
        const [moved] = await tx
          .update(products)
          .set({
            quantity: sql`${products.quantity} - ${n}`,
            sold: sql`${products.sold} + ${n}`,
            updatedAt: ctx.now(),
          })
          .where(and(eq(products.id, line.productId), gte(products.quantity, n)))
          .returning({ id: products.id });
        if (moved) {
          changed.push(moved.id);
          continue;
        }
        const [shelf] = await tx
          .select({ name: products.name, quantity: products.quantity })
          .from(products)
          .where(eq(products.id, line.productId));
        throw new ApiError(
          409,
          shelf ? outOfStockMessage(shelf.name, shelf.quantity) : PRODUCT_GONE_MESSAGE,
        );
      }
      await tx.update(orders).set({ status, updatedAt: ctx.now() }).where(eq(orders.id, id));
    } else {
      await tx.update(orders).set({ status, updatedAt: ctx.now() }).where(eq(orders.id, id));
    }
    if (current.status !== status) {
      await recordOrderEvent(tx, { orderId: id, event: status, actor, at: ctx.now() });
      await forgetDeliveryOfErasedBuyer(tx, id, status);
      await queueStatusChanged(ctx, tx, id, status);
    }
    // Last, so the version row is locked only for the commit (see bumpCatalogueVersion).
    if (changed.length > 0) {
      await announceBackInStock(ctx, tx, changed);
      await bumpCatalogueVersion(tx, { products: changed });
    }
  });
  const order = await findOrder(ctx.db, id);
  if (!order) throw notFound('Order');
  return order;
}
