import { Hono, type Context } from 'hono';
import { firstIssueMessage } from '../../contract/schemas/errors';
import {
  IDEMPOTENCY_KEY_HEADER,
  OrderStatusUpdateRequestSchema,
  PaymentRequestSchema,
  type Order,
} from '../../contract/schemas/order';
import { ORDER_CREATED_MESSAGE, orderStatusChangedMessage } from '../../contract/messages';
import type { ApiContext, ApiEnv } from '../api-context';
import { currentUser, requireAdmin, requireUser } from '../auth/guards';
import { ApiError } from '../wire/api-error';
import { readPaging, totalPages } from '../wire/paging';
import { readJson } from '../wire/read-body';
import { changeOrderStatus } from '../orders/change-order-status';
import {
  allOrders,
  countOrders,
  ordersOfBuyer,
  withAbsoluteOrderImages,
} from '../orders/order-queries';
import { publicOrigin } from '../wire/public-origin';
import { MAX_IDEMPOTENCY_KEY, placeOrder } from '../orders/place-order';
import { orderRateLimit } from '../orders/order-rate-limit';
import { expireDuePayments } from '../payments/payment-expiry';
import { markPaidOnDelivery } from '../payments/pay-on-delivery';
import { MarkPaidRequestSchema, PAYMENT_API_MESSAGES } from '../../contract/schemas/payment';

/** POST /product/payment: lives under /product on the wire, but it is the order flow. */
export function orderPlacementRoutes(ctx: ApiContext) {
  const app = new Hono<ApiEnv>({ strict: false });
  app.post('/payment', requireUser(ctx), orderRateLimit(ctx), async (c) => {
    const parsed = PaymentRequestSchema.safeParse(await readJson(c));
    if (!parsed.success) throw new ApiError(400, firstIssueMessage(parsed.error));
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER)?.trim() || undefined;
    if (key && key.length > MAX_IDEMPOTENCY_KEY)
      throw new ApiError(
        400,
        `${IDEMPOTENCY_KEY_HEADER} must be at most ${MAX_IDEMPOTENCY_KEY} characters`,
      );
    const origin = publicOrigin(c, ctx.config);
    const { order, payment } = await placeOrder(ctx, {
      buyer: currentUser(c),
      lines: parsed.data.cartItems,
      paymentRef: parsed.data.paymentRef,
      paymentMethod: parsed.data.paymentMethod,
      shipping: parsed.data.shipping,
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
  });
  return app;
}

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

  app.get('/', requireUser(ctx), async (c) => {
    const orders = await ordersOfBuyer(ctx.db, currentUser(c).id);
    return c.json({ success: true, orders: absolute(c, orders) });
  });

  app.get('/all', admin, async (c) => {
    const page = c.req.query('page');
    const limit = c.req.query('limit');
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
  });

  app.put('/status/:id', admin, async (c) => {
    const parsed = OrderStatusUpdateRequestSchema.safeParse(await readJson(c));
    if (!parsed.success) throw new ApiError(400, firstIssueMessage(parsed.error));
    const order = await changeOrderStatus(
      ctx,
      c.req.param('id'),
      parsed.data.status,
      currentUser(c),
    );
    return c.json({
      success: true,
      message: orderStatusChangedMessage(parsed.data.status),
      order: withAbsoluteOrderImages(order, publicOrigin(c, ctx.config)),
    });
  });

  app.put('/payment/:id', admin, async (c) => {
    const parsed = MarkPaidRequestSchema.safeParse(await readJson(c));
    if (!parsed.success) throw new ApiError(400, firstIssueMessage(parsed.error));
    const order = await markPaidOnDelivery(ctx, c.req.param('id'), currentUser(c));
    return c.json({
      success: true,
      message: PAYMENT_API_MESSAGES.markedPaid,
      order: withAbsoluteOrderImages(order, publicOrigin(c, ctx.config)),
    });
  });

  return app;
}
