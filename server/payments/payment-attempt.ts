import { and, desc, eq, sql } from 'drizzle-orm';
import { PAYMENT_API_MESSAGES } from '../../contract/schemas/payment';
import type { PaymentRedirect } from '../../contract/schemas/payment';
import type { ApiContext } from '../api-context';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';
import { idempotencyKeys, orders, outbox, paymentAttempts } from '../db/schema';
import { restockOrderLines } from '../orders/restock';
import { ApiError } from '../wire/api-error';
import { GatewayRejectedError, GatewayUnavailableError, nairaToKobo } from './payment-gateway';
import { newPaymentReference } from './reference';

export interface AttemptFor {
  orderId: string;
  totalAmount: number;
  buyerEmail: string;
  /** Where Paystack sends the shopper back: the order page on the shop's origin. */
  callbackUrl: string;
}

/**
 * A new online payment attempt for an order: our own reference, recorded before Paystack hears
 * of it (a webhook may come back before this returns), then Paystack's page for it. The order
 * holds its stock for another TTL from now. The caller decides what a failure undoes.
 */
export async function startPaymentAttempt(
  ctx: ApiContext,
  order: AttemptFor,
): Promise<PaymentRedirect> {
  const gateway = ctx.payments.gateway;
  if (!gateway) throw new ApiError(400, PAYMENT_API_MESSAGES.methodUnavailable);
  const reference = newPaymentReference(order.orderId);
  const amountKobo = nairaToKobo(order.totalAmount);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(paymentAttempts)
      .values({ reference, orderId: order.orderId, amountKobo, createdAt: now });
    await tx
      .update(orders)
      .set({
        paymentReference: reference,
        paymentExpiresAt: new Date(now.getTime() + ctx.payments.pendingTtlSeconds * 1000),
        updatedAt: now,
      })
      .where(eq(orders.id, order.orderId));
  });
  let authorizationUrl: string;
  try {
    ({ authorizationUrl } = await gateway.initialize({
      email: order.buyerEmail,
      amountKobo,
      reference,
      callbackUrl: order.callbackUrl,
    }));
  } catch (error) {
    await ctx.db.delete(paymentAttempts).where(eq(paymentAttempts.reference, reference));
    if (error instanceof GatewayUnavailableError || error instanceof GatewayRejectedError) {
      throw new ApiError(502, PAYMENT_API_MESSAGES.gatewayDown);
    }
    throw error;
  }
  await ctx.db
    .update(paymentAttempts)
    .set({ authorizationUrl })
    .where(eq(paymentAttempts.reference, reference));
  return { authorizationUrl, reference };
}

/** The newest attempt's page, for a replayed order request (the idempotency key covers it). */
export async function latestAttempt(
  ctx: ApiContext,
  orderId: string,
): Promise<PaymentRedirect | undefined> {
  const [row] = await ctx.db
    .select({
      reference: paymentAttempts.reference,
      authorizationUrl: paymentAttempts.authorizationUrl,
    })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  return row?.authorizationUrl
    ? { reference: row.reference, authorizationUrl: row.authorizationUrl }
    : undefined;
}

/**
 * Undoes an online order whose first attempt could not start (Paystack down): the stock goes
 * back, the order and its idempotency key are deleted, so the shopper may simply try again.
 */
export async function abandonOrder(ctx: ApiContext, orderId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!locked) return;
    const changed = await restockOrderLines(tx, orderId, ctx.now());
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.orderId, orderId));
    // Its receipt was written with it: an order that never was is never announced.
    await tx
      .delete(outbox)
      .where(and(eq(outbox.state, 'pending'), sql`${outbox.payload}->>'orderId' = ${orderId}`));
    await tx.delete(orders).where(eq(orders.id, orderId));
    // The restock, and the order's stock taken before, are both undone: one version for both.
    await bumpCatalogueVersion(tx, { products: changed });
  });
}

/** `orders.total_amount` is numeric; the kobo an attempt expects is computed from it. */
export const totalKobo = sql<number>`round(${orders.totalAmount} * 100)::bigint`;
