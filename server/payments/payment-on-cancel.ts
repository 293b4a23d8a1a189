import { eq } from 'drizzle-orm';
import type { Database } from '../api-deps';
import { orders } from '../db/schema';
import { enqueue } from '../outbox/outbox';

type Executor = Pick<Database, 'select' | 'insert'>;

/**
 * What cancelling does to an order's money (inside the cancelling transaction, the order row
 * locked): money received online is refunded (a refund job in the outbox, carried out by the
 * worker) and the payment reads `refunded`; a wait for an online payment ends (`expired`), so the
 * expiry sweep never restocks the order a second time. Pay on delivery: nothing was paid.
 */
export async function paymentOnCancel(
  tx: Executor,
  orderId: string,
  now: Date,
): Promise<Partial<typeof orders.$inferInsert>> {
  const [order] = await tx
    .select({
      method: orders.paymentMethod,
      state: orders.paymentState,
      reference: orders.paymentReference,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return {};
  if (order.state === 'paid' && order.method === 'paystack' && order.reference) {
    await enqueue(tx, 'refund', { reference: order.reference, orderId }, now);
    return { paymentState: 'refunded', paymentExpiresAt: null };
  }
  if (order.state === 'pending' || order.state === 'failed') {
    return { paymentState: 'expired', paymentExpiresAt: null };
  }
  return {};
}
