import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  MAX_STOCK_ALERTS,
  STOCK_ALERT_MESSAGES,
  StockAlertListResponseSchema,
  StockAlertResponseSchema,
} from '../../contract/schemas/stock-alert';
import type { ApiContext, ApiEnv } from '../api-context';
import type { Database } from '../api-deps';
import { currentUser, requireUser } from '../auth/guards';
import { products, stockAlerts } from '../db/schema';
import { documented } from '../openapi/route-docs';
import { ApiError, notFound } from '../wire/api-error';
import { isUuid } from '../wire/ids';
import { publicOrigin } from '../wire/public-origin';

async function productOf(db: Database, id: string) {
  if (!isUuid(id)) throw notFound('Product');
  const [product] = await db
    .select({ id: products.id, quantity: products.quantity })
    .from(products)
    .where(eq(products.id, id));
  if (!product) throw notFound('Product');
  return product;
}

/** The user's alerts, newest first (the account page, the data export). */
export async function alertsOfUser(db: Pick<Database, 'select'>, userId: string) {
  const rows = await db
    .select({
      productId: stockAlerts.productId,
      productName: products.name,
      createdAt: stockAlerts.createdAt,
    })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(eq(stockAlerts.userId, userId))
    .orderBy(desc(stockAlerts.createdAt));
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
}

/** Mounted at /product: "Notify me when it's back" on a sold-out product, and its cancel. */
export function productStockAlertRoutes(ctx: ApiContext) {
  const app = new Hono<ApiEnv>({ strict: false });
  const signedIn = requireUser(ctx);

  app.post(
    '/:id/stock-alert',
    documented({
      tag: 'Stock alerts',
      summary: 'E-mail me once when this sold-out product is back in stock',
      answer: StockAlertResponseSchema,
    }),
    signedIn,
    async (c) => {
      const user = currentUser(c);
      const product = await productOf(ctx.db, c.req.param('id'));
      if (product.quantity > 0) throw new ApiError(409, STOCK_ALERT_MESSAGES.inStock);
      // Capped per account: each alert may become an e-mail. Taking one already held is a repeat.
      const held = await ctx.db
        .select({ productId: stockAlerts.productId })
        .from(stockAlerts)
        .where(eq(stockAlerts.userId, user.id))
        .limit(MAX_STOCK_ALERTS + 1);
      if (held.length >= MAX_STOCK_ALERTS && !held.some((a) => a.productId === product.id))
        throw new ApiError(409, STOCK_ALERT_MESSAGES.tooMany);
      await ctx.db
        .insert(stockAlerts)
        .values({
          userId: user.id,
          productId: product.id,
          shopOrigin: publicOrigin(c, ctx.config),
          createdAt: ctx.now(),
        })
        .onConflictDoNothing();
      // Taken either way; mailed only to a verified address (back-in-stock.ts), so say so.
      const message =
        user.emailVerifiedAt === null
          ? STOCK_ALERT_MESSAGES.subscribedUnverified
          : STOCK_ALERT_MESSAGES.subscribed;
      return c.json({ success: true as const, message });
    },
  );

  app.delete(
    '/:id/stock-alert',
    documented({
      tag: 'Stock alerts',
      summary: 'Cancel my back-in-stock alert',
      answer: StockAlertResponseSchema,
    }),
    signedIn,
    async (c) => {
      const product = await productOf(ctx.db, c.req.param('id'));
      await ctx.db
        .delete(stockAlerts)
        .where(
          and(eq(stockAlerts.userId, currentUser(c).id), eq(stockAlerts.productId, product.id)),
        );
      return c.json({ success: true as const, message: STOCK_ALERT_MESSAGES.cancelled });
    },
  );
  return app;
}

/** Mounted at /stock-alerts: the shopper's own alerts, for their account page. */
export function stockAlertListRoutes(ctx: ApiContext) {
  const app = new Hono<ApiEnv>({ strict: false });
  app.get(
    '/',
    documented({
      tag: 'Stock alerts',
      summary: 'My back-in-stock alerts, newest first',
      answer: StockAlertListResponseSchema,
    }),
    requireUser(ctx),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({
        success: true as const,
        alerts: await alertsOfUser(ctx.db, currentUser(c).id),
      });
    },
  );
  return app;
}
