import { eq } from 'drizzle-orm';
import type { Database } from '../api-deps';
import { orders } from '../db/schema';
import type { OrderActor } from '../orders/order-history';
import { enqueue } from '../outbox/outbox';
import { movePayment } from './payment-transitions';

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

/**
 * What cancelling does to an order's money (inside the cancelling transaction, the order row
 * locked): money received online is refunded (a refund job in the outbox, carried out by the
 * worker) and the payment reads `refunded`; a wait for an online payment ends (`expired`), so the
 * expiry sweep never restocks the order a second time. Pay on delivery: nothing was paid.
 * `reason` (why the order was cancelled) goes into the payment's history entry.
 */
export async function paymentOnCancel(
  tx: Executor,
  orderId: string,
  actor: OrderActor,
  now: Date,
  reason: string,
): Promise<void> {
  const [order] = await tx
    .select({ method: orders.paymentMethod, reference: orders.paymentReference })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  if (order.method === 'paystack' && order.reference) {
    const refunded = await movePayment(tx, {
      orderId,
      event: 'refunded',
      actor,
      reason,
      at: now,
      set: { paymentExpiresAt: null },
    });
    if (refunded) {
      await enqueue(tx, 'refund', { reference: order.reference, orderId }, now);
      return;
    }
  }
  await movePayment(tx, {
    orderId,
    event: 'expired',
    actor,
    reason,
    at: now,
    set: { paymentExpiresAt: null },
  });
}
