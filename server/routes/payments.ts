import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { ROLE_ADMIN } from '../../contract/enums';
import { AWAITING_ONLINE_PAYMENT, PAYMENT_API_MESSAGES } from '../../contract/schemas/payment';
import type { PaymentState } from '../../contract/schemas/payment';
import type { Order } from '../../contract/schemas/order';
import type { ApiContext, ApiEnv } from '../api-context';
import { currentUser, requireUser } from '../auth/guards';
import { orders, paymentAttempts } from '../db/schema';
import { findOrder, withAbsoluteOrderImages } from '../orders/order-queries';
import { orderPageUrl } from '../payments/order-page-url';
import { startPaymentAttempt } from '../payments/payment-attempt';
import { expireDuePayments } from '../payments/payment-expiry';
import { GatewayRejectedError, GatewayUnavailableError } from '../payments/payment-gateway';
import { TEST_GATEWAY_PATH, WEBHOOK_PATH } from '../payments/payments';
import { isPaymentReference } from '../payments/reference';
import { settlePayment } from '../payments/settle-payment';
import { PAYSTACK_SIGNATURE_HEADER, verifyPaystackSignature } from '../payments/webhook-signature';
import { ApiError, notFound } from '../wire/api-error';
import { isUuid } from '../wire/ids';
import { publicOrigin } from '../wire/public-origin';
import { z } from '../../contract/zod';

const WebhookEventSchema = z.looseObject({
  event: z.string(),
  data: z.looseObject({ reference: z.unknown() }),
});

/** `/payments`: methods, the return from Paystack, its webhook, and a shopper's next attempt. */
export function paymentRoutes(ctx: ApiContext) {
  const app = new Hono<ApiEnv>({ strict: false });
  const signedIn = requireUser(ctx);

  const answer = (c: Context, order: Order, extra: Record<string, unknown> = {}) =>
    c.json({
      success: true,
      ...extra,
      order: withAbsoluteOrderImages(order, publicOrigin(c, ctx.config)),
    });

  /** The caller's own order (an admin may see any): 404 for another's, as for none. */
  async function ownOrder(c: Context<ApiEnv>, id: string | undefined): Promise<Order> {
    const order = id && isUuid(id) ? await findOrder(ctx.db, id) : null;
    const user = currentUser(c);
    if (!order || (order.buyer._id !== user.id && user.role !== ROLE_ADMIN))
      throw notFound('Order');
    return order;
  }

  app.get('/methods', (c) => c.json({ success: true, methods: ctx.payments.methods() }));

  // The order page calls this when Paystack sends the shopper back with `?reference=`.
  app.get('/verify/:reference', signedIn, async (c) => {
    const reference = c.req.param('reference');
    if (!isPaymentReference(reference)) throw notFound('Payment');
    const [attempt] = await ctx.db
      .select({ orderId: paymentAttempts.orderId })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.reference, reference))
      .limit(1);
    const before = await ownOrder(c, attempt?.orderId);
    await expireDuePayments(ctx);
    if (AWAITING_ONLINE_PAYMENT.has(before.payment.state as PaymentState)) {
      try {
        await settlePayment(ctx, reference);
      } catch (error) {
        if (error instanceof GatewayUnavailableError)
          throw new ApiError(502, PAYMENT_API_MESSAGES.gatewayDown);
        // Paystack knows no such payment (yet): the order stays as it is, still waiting.
        if (!(error instanceof GatewayRejectedError)) throw error;
      }
    }
    return answer(c, await ownOrder(c, before._id));
  });

  // Paystack's (or the test gateway's) events. Only the signature makes the body worth reading,
  // and even then only its reference: the gateway is asked what really happened.
  app.post(WEBHOOK_PATH.replace('/payments', ''), async (c) => {
    const raw = await c.req.text();
    const secret = ctx.payments.webhookSecret;
    const signature = c.req.header(PAYSTACK_SIGNATURE_HEADER);
    if (!secret || !(await verifyPaystackSignature(secret, raw, signature))) {
      return c.json({ error: 'Invalid signature' }, 401);
    }
    let event: unknown;
    try {
      event = JSON.parse(raw);
    } catch {
      return c.json({ error: 'Request body must be valid JSON' }, 400);
    }
    const parsed = WebhookEventSchema.safeParse(event);
    const reference = parsed.success ? parsed.data.data.reference : undefined;
    if (parsed.success && parsed.data.event === 'charge.success' && isPaymentReference(reference)) {
      try {
        await settlePayment(ctx, reference);
      } catch (error) {
        // Paystack retries a webhook that did not get a 200: the next try settles it.
        if (error instanceof GatewayUnavailableError)
          return c.json({ error: 'Could not verify the payment yet' }, 503);
        // Paystack itself does not know the reference: nothing to apply.
        if (!(error instanceof GatewayRejectedError)) throw error;
      }
    }
    return c.json({ received: true });
  });

  // "Pay now": a new attempt, with a new reference, for an order still waiting for its money.
  app.post('/retry/:id', signedIn, async (c) => {
    await expireDuePayments(ctx);
    const order = await ownOrder(c, c.req.param('id'));
    if (!AWAITING_ONLINE_PAYMENT.has(order.payment.state as PaymentState)) {
      throw new ApiError(409, PAYMENT_API_MESSAGES.notAwaiting);
    }
    await ctx.db
      .update(orders)
      .set({ paymentState: 'pending', updatedAt: ctx.now() })
      .where(eq(orders.id, order._id));
    const payment = await startPaymentAttempt(ctx, {
      orderId: order._id,
      totalAmount: order.totalAmount,
      buyerEmail: order.buyer.email,
      callbackUrl: orderPageUrl(publicOrigin(c, ctx.config), order._id),
    });
    return answer(c, (await findOrder(ctx.db, order._id)) ?? order, { payment });
  });

  // "Pay on delivery instead": the order stops waiting for Paystack and keeps its stock.
  app.put('/on-delivery/:id', signedIn, async (c) => {
    await expireDuePayments(ctx);
    const order = await ownOrder(c, c.req.param('id'));
    const switched = await ctx.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ state: orders.paymentState })
        .from(orders)
        .where(eq(orders.id, order._id))
        .for('update');
      if (!locked || !AWAITING_ONLINE_PAYMENT.has(locked.state as PaymentState)) return false;
      await tx
        .update(orders)
        .set({
          paymentMethod: 'on_delivery',
          paymentState: 'on_delivery',
          paymentExpiresAt: null,
          updatedAt: ctx.now(),
        })
        .where(eq(orders.id, order._id));
      return true;
    });
    if (!switched) throw new ApiError(409, PAYMENT_API_MESSAGES.notAwaiting);
    return answer(c, (await findOrder(ctx.db, order._id)) ?? order, {
      message: PAYMENT_API_MESSAGES.switchedToDelivery,
    });
  });

  if (ctx.payments.testGatewayApp) {
    app.route(TEST_GATEWAY_PATH.replace('/payments', ''), ctx.payments.testGatewayApp);
  }
  return app;
}
