import { and, eq } from 'drizzle-orm';
import { formatNaira } from '../../contract/rules/currency';
import type { ApiContext } from '../api-context';
import { orders, paymentAttempts } from '../db/schema';
import { koboToNaira } from './payment-gateway';
import { paymentOutcome } from './payment-outcome';
import { queuePaymentReceived } from '../mail/mail-outbox';

/** States in which money arriving is the order being paid (on delivery: paid online after all). */
const PAYABLE = new Set(['pending', 'failed', 'on_delivery']);

/**
 * Settles an attempt by asking the gateway, never by believing a webhook's body: paid only when
 * Paystack says success for exactly the attempt's amount in naira. A mismatch, or money for an
 * order no longer waiting (expired, refunded, paid by another attempt), leaves the order as it is
 * and flags it for the admin. Repeats change nothing. false: no attempt has this reference.
 */
export async function settlePayment(ctx: ApiContext, reference: string): Promise<boolean> {
  const gateway = ctx.payments.gateway;
  const [attempt] = await ctx.db
    .select({
      orderId: paymentAttempts.orderId,
      amountKobo: paymentAttempts.amountKobo,
      state: orders.paymentState,
      paidWith: orders.paymentReference,
    })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(eq(paymentAttempts.reference, reference))
    .limit(1);
  if (!attempt) return false;
  if (!gateway || (attempt.state === 'paid' && attempt.paidWith === reference)) return true;

  const verified = await gateway.verify(reference);
  const outcome = paymentOutcome(verified, attempt.amountKobo);
  if (outcome === 'waiting' || outcome === 'reversed') return true;

  await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        state: orders.paymentState,
        status: orders.status,
        reference: orders.paymentReference,
        flag: orders.paymentFlag,
      })
      .from(orders)
      .where(eq(orders.id, attempt.orderId))
      .for('update');
    if (!order) return;
    const now = ctx.now();
    const flag = (text: string) =>
      order.flag === text
        ? undefined
        : tx
            .update(orders)
            .set({ paymentFlag: text, updatedAt: now })
            .where(eq(orders.id, attempt.orderId));

    if (outcome === 'failed') {
      // Only the attempt the order waits on can fail it; an old one failing changes nothing.
      if (order.state === 'pending' && order.reference === reference) {
        await tx
          .update(orders)
          .set({ paymentState: 'failed', updatedAt: now })
          .where(and(eq(orders.id, attempt.orderId), eq(orders.paymentState, 'pending')));
      }
      return;
    }
    const received = formatNaira(koboToNaira(verified.amountKobo));
    if (outcome === 'mismatch') {
      await flag(
        `Paystack reported ${verified.currency} ${received} for reference ${reference}; the order expects ${formatNaira(koboToNaira(attempt.amountKobo))}`,
      );
      return;
    }
    if (order.state === 'paid' && order.reference === reference) return;
    if (PAYABLE.has(order.state) && order.status !== 'Cancelled') {
      await tx
        .update(orders)
        .set({
          paymentMethod: 'paystack',
          paymentState: 'paid',
          paymentReference: reference,
          paidAt: verified.paidAt ?? now,
          amountPaid: koboToNaira(verified.amountKobo),
          paymentExpiresAt: null,
          updatedAt: now,
        })
        .where(eq(orders.id, attempt.orderId));
      await queuePaymentReceived(ctx, tx, attempt.orderId);
      return;
    }
    await flag(
      `${received} arrived (reference ${reference}) while the payment was ${order.state}: refund it or restore the order`,
    );
  });
  return true;
}
