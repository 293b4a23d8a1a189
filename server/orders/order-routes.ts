import { Hono, type Context } from 'hono';
import {
  AllOrdersResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  OrderResponseSchema,
  OrdersResponseSchema,
  OrderStatusUpdateRequestSchema,
  OrderStatusUpdateResponseSchema,
  PaymentRequestSchema,
  PaymentResponseSchema,
  type Order,
} from '../../contract/schemas/order';
import { ORDER_CREATED_MESSAGE, orderStatusChangedMessage } from '../../contract/messages';
import { MarkPaidRequestSchema, PAYMENT_API_MESSAGES } from '../../contract/schemas/payment';
import type { ApiContext, ApiEnv } from '../api-context';
import { currentUser, requireAdmin, requireUser } from '../auth/guards';
import { documented } from '../openapi/route-docs';
import { expireDuePayments } from '../payments/payment-expiry';
import { markPaidOnDelivery } from '../payments/pay-on-delivery';
import { ApiError } from '../wire/api-error';
import { PagingQuerySchema, readPaging, totalPages } from '../wire/paging';
import { publicOrigin } from '../wire/public-origin';
import { validated } from '../wire/validated';
import { changeOrderStatus } from './change-order-status';
import { allOrders, countOrders, ordersOfBuyer, withAbsoluteOrderImages } from './order-queries';
import { orderRateLimit } from '../auth/account-limits';
import { MAX_IDEMPOTENCY_KEY, placeOrder } from './place-order';

/** POST /product/payment: lives under /product on the wire, but it is the order flow. */
export function orderPlacementRoutes(ctx: ApiContext) {
  const app = new Hono<ApiEnv>({ strict: false });
  app.post(
    '/payment',
    documented({
      tag: 'Orders',
      summary: 'Place an order (Idempotency-Key); online orders answer where to pay',
      answer: PaymentResponseSchema,
      status: 201,
    }),
    requireUser(ctx),
    orderRateLimit(ctx),
    validated('json', PaymentRequestSchema),
    async (c) => {
      const body = c.req.valid('json');
      const key = c.req.header(IDEMPOTENCY_KEY_HEADER)?.trim() || undefined;
      if (key && key.length > MAX_IDEMPOTENCY_KEY)
        throw new ApiError(
          400,
          `${IDEMPOTENCY_KEY_HEADER} must be at most ${MAX_IDEMPOTENCY_KEY} characters`,
        );
      const origin = publicOrigin(c, ctx.config);
      const { order, payment } = await placeOrder(ctx, {
        buyer: currentUser(c),
        lines: body.cartItems,
        paymentRef: body.paymentRef,
        paymentMethod: body.paymentMethod,
        shipping: body.shipping,
        expectedTotal: body.expectedTotal,
        idempotencyKey: key,
        origin,
      });
      // A replay answers exactly like the first call.
      return c.json(
        {
          success: true,
          message: ORDER_CREATED_MESSAGE,
          order: withAbsoluteOrderImages(order, origin),
          ...(payment ? { payment } : {}),
        },
        201,
      );
    },
  );
  return app;
}

/** `/orders`: the shopper's orders, and the admin's list, status and cash received. */
export function orderRoutes(ctx: ApiContext) {
  const app = new Hono<ApiEnv>({ strict: false });
  const admin = requireAdmin(ctx);

  const absolute = (c: Context, list: Order[]) => {
    const origin = publicOrigin(c, ctx.config);
    return list.map((order) => withAbsoluteOrderImages(order, origin));
  };

  // Every host sweeps expired online payments as orders are read (the Node host also does so in
  // the background), so nobody is shown an order still waiting past its time.
  app.use('*', async (_c, next) => {
    await expireDuePayments(ctx);
    await next();
  });

  app.get(
    '/',
    documented({
      tag: 'Orders',
      summary: "The caller's orders, newest first",
      answer: OrdersResponseSchema,
    }),
    requireUser(ctx),
    async (c) => {
      const orders = await ordersOfBuyer(ctx.db, currentUser(c).id);
      return c.json({ success: true, orders: absolute(c, orders) });
    },
  );

  app.get(
    '/all',
    documented({
      tag: 'Orders',
      summary: 'Every order (optional paging)',
      answer: AllOrdersResponseSchema,
    }),
    admin,
    validated('query', PagingQuerySchema),
    async (c) => {
      const { page, limit } = c.req.valid('query');
      const orderCount = await countOrders(ctx.db);
      if (page === undefined && limit === undefined) {
        return c.json({ success: true, orders: absolute(c, await allOrders(ctx.db)), orderCount });
      }
      const paging = readPaging({ page, limit });
      return c.json({
        success: true,
        orders: absolute(c, await allOrders(ctx.db, paging)),
        orderCount,
        currentPage: paging.page,
        totalPages: totalPages(orderCount, paging.limit),
      });
    },
  );

  app.put(
    '/status/:id',
    documented({
      tag: 'Orders',
      summary:
        "Set an order's status (Cancelled restocks and refunds; unpaid Paystack: confirmUnpaid)",
      answer: OrderStatusUpdateResponseSchema,
    }),
    admin,
    validated('json', OrderStatusUpdateRequestSchema),
    async (c) => {
      const { status, confirmUnpaid } = c.req.valid('json');
      const order = await changeOrderStatus(
        ctx,
        c.req.param('id'),
        status,
        currentUser(c),
        confirmUnpaid === true,
      );
      return c.json({
        success: true,
        message: orderStatusChangedMessage(status),
        order: withAbsoluteOrderImages(order, publicOrigin(c, ctx.config)),
      });
    },
  );

  app.put(
    '/payment/:id',
    documented({
      tag: 'Payments',
      summary: 'Record money received for a pay-on-delivery order',
      answer: OrderResponseSchema,
    }),
    admin,
    validated('json', MarkPaidRequestSchema),
    async (c) => {
      const order = await markPaidOnDelivery(ctx, c.req.param('id'), currentUser(c));
      return c.json({
        success: true,
        message: PAYMENT_API_MESSAGES.markedPaid,
        order: withAbsoluteOrderImages(order, publicOrigin(c, ctx.config)),
      });
    },
  );

  return app;
}
