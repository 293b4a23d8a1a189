import { and, asc, inArray, lte, ne } from 'drizzle-orm';
import { ORDER_STATUS_CANCELLED } from '../../contract/enums';
import type { ApiContext } from '../api-context';
import { orders } from '../db/schema';
import { publishStockChange } from '../orders/order-stock';
import { moveOrderStatus } from '../orders/order-transitions';
import { settlePayment } from './settle-payment';
import { SYSTEM } from '../orders/order-history';
import { AWAITING_ONLINE_PAYMENT } from '../../contract/schemas/payment';

const WAITING = [...AWAITING_ONLINE_PAYMENT];
const BATCH = 25;

const due = (now: Date) =>
  and(
    inArray(orders.paymentState, WAITING),
    lte(orders.paymentExpiresAt, now),
    ne(orders.status, ORDER_STATUS_CANCELLED),
  );

/**
 * Cancels online orders not paid within their time and puts their stock back, exactly once:
 * each batch claims its orders with FOR UPDATE SKIP LOCKED, so several instances (or a sweep and
 * a read racing) never take the same order, and a claimed order is no longer due. With
 * `askGateway` (the background sweep) Paystack is asked once more before an order is given up,
 * so a lost webhook never cancels a paid order; the sweep on reads skips that network call.
 * Returns how many expired.
 */
export async function expireDuePayments(
  ctx: ApiContext,
  options: { askGateway: boolean } = { askGateway: false },
): Promise<number> {
  const now = ctx.now();
  const candidates = await ctx.db
    .select({ reference: orders.paymentReference })
    .from(orders)
    .where(due(now))
    .limit(BATCH);
  if (candidates.length === 0) return 0;
  if (options.askGateway) {
    for (const { reference } of candidates) {
      if (!reference) continue;
      // Unreachable gateway: the order expires as planned; a late payment is flagged.
      await settlePayment(ctx, reference).catch(() => undefined);
    }
  }
  return ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(due(now))
      .orderBy(asc(orders.paymentExpiresAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const changed = new Set<string>();
    for (const { id } of claimed) {
      const moved = await moveOrderStatus(ctx, tx, {
        orderId: id,
        to: ORDER_STATUS_CANCELLED,
        actor: SYSTEM,
        reason: 'Not paid in time',
        at: now,
      });
      for (const product of moved) changed.add(product);
    }
    await publishStockChange(ctx, tx, [...changed]);
    return claimed.length;
  });
}
