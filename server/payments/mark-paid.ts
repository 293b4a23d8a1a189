import { eq } from 'drizzle-orm';
import type { Order } from '../../contract/schemas/order';
import { PAYMENT_API_MESSAGES } from '../../contract/schemas/payment';
import type { ApiContext } from '../api-context';
import { orders } from '../db/schema';
import { findOrder } from '../orders/order-queries';
import { ApiError, notFound } from '../wire/api-error';
import { isUuid } from '../wire/ids';
import { queuePaymentReceived } from '../mail/mail-outbox';

/** The admin records the courier's cash (or transfer) for a pay-on-delivery order. */
export async function markPaidOnDelivery(ctx: ApiContext, id: string): Promise<Order> {
  if (!isUuid(id)) throw notFound('Order');
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ state: orders.paymentState, total: orders.totalAmount })
      .from(orders)
      .where(eq(orders.id, id))
      .for('update');
    if (!order) throw notFound('Order');
    if (order.state === 'paid') return;
    if (order.state !== 'on_delivery') throw new ApiError(409, PAYMENT_API_MESSAGES.notOnDelivery);
    const now = ctx.now();
    await tx
      .update(orders)
      .set({ paymentState: 'paid', paidAt: now, amountPaid: order.total, updatedAt: now })
      .where(eq(orders.id, id));
    await queuePaymentReceived(ctx, tx, id);
  });
  const order = await findOrder(ctx.db, id);
  if (!order) throw notFound('Order');
  return order;
}
