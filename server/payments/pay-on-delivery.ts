import { eq } from 'drizzle-orm';
import type { Order } from '../../contract/schemas/order';
import { PAYMENT_API_MESSAGES } from '../../contract/schemas/payment';
import type { ApiContext, UserRow } from '../api-context';
import { orders } from '../db/schema';
import { BUYER } from '../orders/order-history';
import { findOrder } from '../orders/order-queries';
import { ApiError, notFound } from '../wire/api-error';
import { isUuid } from '../wire/ids';
import { queuePaymentReceived } from '../mail/mail-outbox';
import { movePayment } from './payment-transitions';

async function reread(ctx: ApiContext, id: string): Promise<Order> {
  const order = await findOrder(ctx.db, id);
  if (!order) throw notFound('Order');
  return order;
}

/** "Pay on delivery instead": the order stops waiting for the gateway and keeps its stock. */
export async function switchToDelivery(ctx: ApiContext, orderId: string): Promise<Order> {
  const switched = await ctx.db.transaction((tx) =>
    movePayment(tx, {
      orderId,
      event: 'switchedToDelivery',
      actor: BUYER,
      reason: 'The buyer chose to pay on delivery',
      at: ctx.now(),
      set: { paymentMethod: 'on_delivery', paymentExpiresAt: null },
    }),
  );
  if (!switched) throw new ApiError(409, PAYMENT_API_MESSAGES.notAwaiting);
  return reread(ctx, orderId);
}

/** The admin records the courier's cash (or transfer) for a pay-on-delivery order. */
export async function markPaidOnDelivery(
  ctx: ApiContext,
  id: string,
  admin: UserRow,
): Promise<Order> {
  if (!isUuid(id)) throw notFound('Order');
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ state: orders.paymentState, totalKobo: orders.totalKobo })
      .from(orders)
      .where(eq(orders.id, id))
      .for('update');
    if (!order) throw notFound('Order');
    if (order.state === 'paid') return;
    const now = ctx.now();
    const moved = await movePayment(tx, {
      orderId: id,
      event: 'paidOnDelivery',
      actor: { kind: 'admin', id: admin.id, name: admin.name },
      reason: 'Money received on delivery',
      at: now,
      set: { paidAt: now, amountPaidKobo: order.totalKobo },
    });
    if (!moved) throw new ApiError(409, PAYMENT_API_MESSAGES.notOnDelivery);
    await queuePaymentReceived(ctx, tx, id);
  });
  return reread(ctx, id);
}
