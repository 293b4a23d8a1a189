import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { ROLE_ADMIN } from '../../contract/enums';
import {
  OrderResponseSchema,
  PaymentRetryResponseSchema,
  type Order,
} from '../../contract/schemas/order';
import {
  AWAITING_ONLINE_PAYMENT,
  PAYMENT_API_MESSAGES,
  PaymentMethodsResponseSchema,
} from '../../contract/schemas/payment';
import { z } from '../../contract/zod';
import type { ApiContext, ApiEnv } from '../api-context';
import { currentUser, requireUser } from '../auth/guards';
import { rateLimit } from '../auth/rate-limit';
import { rateLimitsOf } from '../auth/rate-limits';
import { paymentAttempts } from '../db/schema';
import { documented } from '../openapi/route-docs';
import { findOrder, withAbsoluteOrderImages } from '../orders/order-queries';
import { ApiError, notFound } from '../wire/api-error';
import { isUuid } from '../wire/ids';
import { publicOrigin } from '../wire/public-origin';
import { retryPayment } from './payment-attempt';
import { expireDuePayments } from './payment-expiry';
import { GatewayRejectedError, GatewayUnavailableError } from './payment-gateway';
import { TEST_GATEWAY_PATH, WEBHOOK_PATH } from './payments';
import { switchToDelivery } from './pay-on-delivery';
import { isPaymentReference } from './reference';
import { settlePayment } from './settle-payment';

const ReceivedSchema = z.object({ received: z.literal(true) });

/** `/payments`: methods, the return from Paystack, its webhook, and a shopper's next attempt. */
export function paymentRoutes(ctx: ApiContext) {
  const app = new Hono<ApiEnv>({ strict: false });
  const signedIn = requireUser(ctx);
  const limits = rateLimitsOf(ctx.config);

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

  app.get(
    '/methods',
    documented({
      tag: 'Payments',
      summary: 'The ways this store takes money now',
      answer: PaymentMethodsResponseSchema,
    }),
    (c) => c.json({ success: true, methods: ctx.payments.methods() }),
  );

  // The order page calls this when Paystack sends the shopper back with `?reference=`. Each call
  // may ask Paystack with the shop's key: limited per account.
  app.get(
    '/verify/:reference',
    documented({
      tag: 'Payments',
      summary: 'Ask Paystack how a payment went (the return page)',
      answer: OrderResponseSchema,
    }),
    signedIn,
    rateLimit(
      ctx,
      (c) => [{ key: `verify:acct:${currentUser(c).id}`, limit: limits.paymentVerifiesPerAccount }],
      PAYMENT_API_MESSAGES.tooManyTries,
    ),
    async (c) => {
      const reference = c.req.param('reference');
      if (!isPaymentReference(reference)) throw notFound('Payment');
      const [attempt] = await ctx.db
        .select({ orderId: paymentAttempts.orderId })
        .from(paymentAttempts)
        .where(eq(paymentAttempts.reference, reference))
        .limit(1);
      const before = await ownOrder(c, attempt?.orderId);
      await expireDuePayments(ctx);
      if (AWAITING_ONLINE_PAYMENT.has(before.payment.state ?? 'on_delivery')) {
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
    },
  );

  // The gateway's events: the gateway itself checks and reads them (PaymentGateway.readWebhook).
  app.post(
    WEBHOOK_PATH.replace('/payments', ''),
    documented({
      tag: 'Payments',
      summary: "Paystack's events (x-paystack-signature, HMAC-SHA512)",
      answer: ReceivedSchema,
    }),
    async (c) => {
      const gateway = ctx.payments.gateway;
      if (!gateway) return c.json({ error: 'Invalid signature' }, 401);
      const event = await gateway.readWebhook(await c.req.text(), c.req.raw.headers);
      if (event.kind === 'forged') return c.json({ error: 'Invalid signature' }, 401);
      if (event.kind === 'malformed') {
        return c.json({ error: 'Request body must be valid JSON' }, 400);
      }
      if (event.kind === 'charge') {
        try {
          await settlePayment(ctx, event.reference);
        } catch (error) {
          // Paystack retries a webhook that did not get a 200: the next try settles it.
          if (error instanceof GatewayUnavailableError)
            return c.json({ error: 'Could not verify the payment yet' }, 503);
          // Paystack itself does not know the reference: nothing to apply.
          if (!(error instanceof GatewayRejectedError)) throw error;
        }
      }
      return c.json({ received: true });
    },
  );

  // "Pay now": a new attempt, with a new reference, for an order still waiting for its money.
  // Each asks Paystack with the shop's key: limited per order and per account.
  app.post(
    '/retry/:id',
    documented({
      tag: 'Payments',
      summary: 'Pay now: a new attempt for an order still waiting',
      answer: PaymentRetryResponseSchema,
    }),
    signedIn,
    rateLimit(
      ctx,
      (c) => {
        // Checked before a counter is written: a raw path as the key let any text (8,000
        // characters: a 500 from the index) become a row, and each spelling of one UUID (its
        // case) a fresh counter for the same order.
        const id = c.req.param('id');
        if (!isUuid(id)) throw notFound('Order');
        return [
          { key: `retry:order:${id.toLowerCase()}`, limit: limits.paymentRetriesPerOrder },
          { key: `retry:acct:${currentUser(c).id}`, limit: limits.paymentRetriesPerAccount },
        ];
      },
      PAYMENT_API_MESSAGES.tooManyTries,
    ),
    async (c) => {
      await expireDuePayments(ctx);
      const order = await ownOrder(c, c.req.param('id'));
      const payment = await retryPayment(ctx, order, publicOrigin(c, ctx.config));
      return answer(c, (await findOrder(ctx.db, order._id)) ?? order, { payment });
    },
  );

  // "Pay on delivery instead": the order stops waiting for Paystack and keeps its stock.
  app.put(
    '/on-delivery/:id',
    documented({
      tag: 'Payments',
      summary: 'Pay on delivery instead',
      answer: OrderResponseSchema,
    }),
    signedIn,
    async (c) => {
      await expireDuePayments(ctx);
      const order = await ownOrder(c, c.req.param('id'));
      return answer(c, await switchToDelivery(ctx, order._id), {
        message: PAYMENT_API_MESSAGES.switchedToDelivery,
      });
    },
  );

  if (ctx.payments.testGatewayApp) {
    app.route(TEST_GATEWAY_PATH.replace('/payments', ''), ctx.payments.testGatewayApp);
  }
  return app;
}
