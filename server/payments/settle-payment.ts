import { eq, ne } from 'drizzle-orm';
import { ORDER_STATUS_CANCELLED } from '../../contract/enums';
import { formatNaira } from '../../contract/rules/currency';
import type { ApiContext } from '../api-context';
import { orders, paymentAttempts } from '../db/schema';
import { koboToNaira } from '../../contract/rules/money';
import { paymentOutcome } from './payment-outcome';
import { queuePaymentReceived } from '../mail/mail-outbox';
import { GATEWAY } from '../orders/order-history';
import { movePayment } from './payment-transitions';

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
        reference: orders.paymentReference,
        flag: orders.paymentFlag,
      })
      .from(orders)
      .where(eq(orders.id, attempt.orderId))
      .for('update');
    if (!order) return;
    const now = ctx.now();
    const flag = async (text: string) => {
      if (order.flag === text) return;
      await tx
        .update(orders)
        .set({ paymentFlag: text, updatedAt: now })
        .where(eq(orders.id, attempt.orderId));
    };

    if (outcome === 'failed') {
      // Only the attempt the order waits on can fail it; an old one failing changes nothing.
      await movePayment(tx, {
        orderId: attempt.orderId,
        event: 'declined',
        actor: GATEWAY,
        reason: `${gateway.name} declined ${reference} (${verified.gatewayStatus})`,
        at: now,
        only: eq(orders.paymentReference, reference),
      });
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
    const paid = await movePayment(tx, {
      orderId: attempt.orderId,
      event: 'paidOnline',
      actor: GATEWAY,
      reason: `${gateway.name} confirmed ${received} for ${reference}`,
      at: now,
      set: {
        paymentMethod: 'paystack',
        paymentReference: reference,
        paidAt: verified.paidAt ?? now,
        amountPaidKobo: verified.amountKobo,
        paymentExpiresAt: null,
      },
      // Money for a cancelled order is not its payment: the admin is told below.
      only: ne(orders.status, ORDER_STATUS_CANCELLED),
    });
    if (paid) {
      await queuePaymentReceived(ctx, tx, attempt.orderId);
      return;
    }
    await flag(
      `${received} arrived (reference ${reference}) while the payment was ${order.state}: refund it or restore the order`,
    );
  });
  return true;
}
