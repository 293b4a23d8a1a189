import { desc, eq } from 'drizzle-orm';
import { PAYMENT_API_MESSAGES } from '../../contract/schemas/payment';
import type { PaymentRedirect } from '../../contract/schemas/payment';
import type { Order } from '../../contract/schemas/order';
import type { ApiContext } from '../api-context';
import type { Database } from '../api-deps';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';
import { announceBackInStock } from '../stock-alerts/back-in-stock';
import { idempotencyKeys, orders, paymentAttempts } from '../db/schema';
import { BUYER } from '../orders/order-history';
import { restockOrderLines } from '../orders/order-stock';
import { ApiError } from '../wire/api-error';
import { queueOrderPlaced } from '../mail/mail-outbox';
import { GatewayRejectedError, GatewayUnavailableError } from './payment-gateway';
import type { Kobo } from '../../contract/rules/money';
import { orderPageUrl } from './order-page-url';
import { movePayment } from './payment-transitions';
import { newPaymentReference } from './reference';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A new attempt's reference and amount, recorded before the gateway hears of it. */
export interface AttemptRecord {
  reference: string;
  amountKobo: number;
}

/**
 * Records a new attempt inside the caller's transaction (the placing of the order, or a "Pay
 * now"): the reference exists before the gateway hears of it, since a webhook may come back
 * before initialize returns.
 */
export async function recordAttempt(
  tx: Pick<Tx, 'insert'>,
  orderId: string,
  amountKobo: Kobo,
  now: Date,
): Promise<AttemptRecord> {
  const reference = newPaymentReference(orderId);
  await tx.insert(paymentAttempts).values({ reference, orderId, amountKobo, createdAt: now });
  return { reference, amountKobo };
}

/** Asks the gateway for its payment page; a refusal or silence is our 502. */
async function initializeAttempt(
  ctx: ApiContext,
  attempt: AttemptRecord,
  buyerEmail: string,
  callbackUrl: string,
): Promise<PaymentRedirect> {
  const gateway = ctx.payments.gateway;
  if (!gateway) throw new ApiError(400, PAYMENT_API_MESSAGES.methodUnavailable);
  try {
    const { authorizationUrl } = await gateway.initialize({
      email: buyerEmail,
      amountKobo: attempt.amountKobo,
      reference: attempt.reference,
      callbackUrl,
    });
    return { authorizationUrl, reference: attempt.reference };
  } catch (error) {
    if (error instanceof GatewayUnavailableError || error instanceof GatewayRejectedError) {
      throw new ApiError(502, PAYMENT_API_MESSAGES.gatewayDown);
    }
    throw error;
  }
}

const keepPage = (tx: Pick<Tx, 'update'>, redirect: PaymentRedirect) =>
  tx
    .update(paymentAttempts)
    .set({ authorizationUrl: redirect.authorizationUrl })
    .where(eq(paymentAttempts.reference, redirect.reference));

/**
 * The first attempt of a newly placed online order. Only once the gateway has given its page is
 * the order announced (the buyer's receipt, the shop's news), in the same transaction that keeps
 * the page: an order the gateway could not start is deleted with its stock put back, and nobody
 * was ever told of it.
 */
export async function startFirstAttempt(
  ctx: ApiContext,
  order: { orderId: string; attempt: AttemptRecord; buyerEmail: string; origin: string },
): Promise<PaymentRedirect> {
  let redirect: PaymentRedirect;
  try {
    redirect = await initializeAttempt(
      ctx,
      order.attempt,
      order.buyerEmail,
      orderPageUrl(order.origin, order.orderId),
    );
  } catch (error) {
    await abandonOrder(ctx, order.orderId);
    throw error;
  }
  await ctx.db.transaction(async (tx) => {
    await keepPage(tx, redirect);
    await queueOrderPlaced(ctx, tx, order.orderId);
  });
  return redirect;
}

/**
 * "Pay now": a new attempt, with a new reference, for an order still waiting for its money. The
 * move is conditional on the order still waiting, so a payment that lands meanwhile is never
 * undone (409 instead). The stock stays held only until the first attempt's expiry.
 */
export async function retryPayment(
  ctx: ApiContext,
  order: Order,
  origin: string,
): Promise<PaymentRedirect> {
  if (!ctx.payments.gateway) throw new ApiError(400, PAYMENT_API_MESSAGES.methodUnavailable);
  const attempt = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const [row] = await tx
      .select({ totalKobo: orders.totalKobo })
      .from(orders)
      .where(eq(orders.id, order._id));
    if (!row) throw new ApiError(409, PAYMENT_API_MESSAGES.notAwaiting);
    const recorded = await recordAttempt(tx, order._id, row.totalKobo, now);
    const moved = await movePayment(tx, {
      orderId: order._id,
      event: 'retried',
      actor: BUYER,
      reason: `Pay now: attempt ${recorded.reference}`,
      at: now,
      set: { paymentReference: recorded.reference },
    });
    if (!moved) throw new ApiError(409, PAYMENT_API_MESSAGES.notAwaiting);
    return recorded;
  });
  let redirect: PaymentRedirect;
  try {
    redirect = await initializeAttempt(
      ctx,
      attempt,
      order.buyer.email,
      orderPageUrl(origin, order._id),
    );
  } catch (error) {
    await ctx.db.delete(paymentAttempts).where(eq(paymentAttempts.reference, attempt.reference));
    throw error;
  }
  await keepPage(ctx.db, redirect);
  return redirect;
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
 * Undoes an online order whose first attempt could not start (the gateway down): the stock goes
 * back, the order, its attempts and its idempotency key are deleted, so the shopper may simply
 * try again. No message about it was written (see startFirstAttempt).
 */
async function abandonOrder(ctx: ApiContext, orderId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!locked) return;
    const changed = await restockOrderLines(tx, orderId, ctx.now());
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.orderId, orderId));
    await tx.delete(orders).where(eq(orders.id, orderId));
    await announceBackInStock(ctx, tx, changed);
    // The restock, and the order's stock taken before, are both undone: one version for both.
    await bumpCatalogueVersion(tx, { products: changed });
  });
}
