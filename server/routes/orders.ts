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

/** POST /product/payment: lives under /product on the wire, but it is the order flow. */
export function paymentRoutes(ctx: ApiContext) {
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
    const { order } = await placeOrder(ctx, {
      buyer: currentUser(c),
      lines: parsed.data.cartItems,
      paymentRef: parsed.data.paymentRef,
      shipping: parsed.data.shipping,
      idempotencyKey: key,
    });
    // A replay answers exactly like the first call.
    return c.json(
      {
        success: true,
        message: ORDER_CREATED_MESSAGE,
        order: withAbsoluteOrderImages(order, publicOrigin(c, ctx.config)),
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
    const order = await changeOrderStatus(ctx, c.req.param('id'), parsed.data.status);
    return c.json({
      success: true,
      message: orderStatusChangedMessage(parsed.data.status),
      order: withAbsoluteOrderImages(order, publicOrigin(c, ctx.config)),
    });
  });

  return app;
}
