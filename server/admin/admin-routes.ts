import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { z } from '../../contract/zod';
import {
  ADMIN_MESSAGES,
  AdminOrderFiltersSchema,
  AdminOrdersQuerySchema,
  AdminProductFiltersSchema,
  AdminProductsQuerySchema,
  ShopSettingsSchema,
  StockCorrectionSchema,
  stockSetMessage,
} from '../../contract/schemas/admin';
import { firstIssueMessage } from '../../contract/schemas/errors';
import { FLASH_SALE_MESSAGES, flashSaleInputSchema } from '../../contract/schemas/flash-sale';
import type { ApiContext, ApiEnv } from '../api-context';
import { requireAdmin } from '../auth/guards';
import { ApiError, notFound } from '../wire/api-error';
import { totalPages } from '../wire/paging';
import { publicOrigin } from '../wire/public-origin';
import { readJson } from '../wire/read-body';
import { withAbsoluteOrderImages } from '../orders/order-queries';
import { withAbsoluteImages } from '../../contract/image-origin';
import { findProduct } from '../products/product-queries';
import { toProductWire } from '../products/product-wire';
import { products } from '../db/schema';
import { adminOrdersPage } from './admin-orders';
import { adminProductsPage, productBrands } from './admin-products';
import { adminStats } from './admin-stats';
import { ordersCsv, productsCsv } from './csv-export';
import { readShopSettings, saveShopSettings } from './shop-settings';
import { shopDayOf } from './shop-day';
import { correctStock } from './stock-correction';
import { messageById, messagesPage } from './admin-messages';
import { MessagesQuerySchema } from '../../contract/schemas/admin-messages';
import { isUuid } from '../wire/ids';
import { parseQuery } from '../wire/parse-query';
import { flashSaleWire, readRunningFlashSale } from '../flash-sale/stored-flash-sale';
import { saveFlashSale } from '../flash-sale/save-flash-sale';

async function parseJson<T extends z.ZodMiniType>(c: Context, schema: T): Promise<z.output<T>> {
  const parsed = schema.safeParse(await readJson(c));
  if (!parsed.success) throw new ApiError(400, firstIssueMessage(parsed.error));
  return parsed.data;
}

function csvResponse(stream: ReadableStream<Uint8Array>, name: string, now: Date): Response {
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}-${shopDayOf(now)}.csv"`,
      // An export is a snapshot of private data: never kept by a cache.
      'Cache-Control': 'no-store',
    },
  });
}

/**
 * /admin: the back office at shop scale (README, "Admin API"). The admin guard runs first on
 * every route, before any query string or body is read or any row looked up.
 */
export function adminRoutes(ctx: ApiContext) {
  const app = new Hono<ApiEnv>({ strict: false });
  app.use('*', requireAdmin(ctx));

  app.get('/messages', async (c) => {
    const query = parseQuery(c, MessagesQuerySchema);
    const { messages, messageCount } = await messagesPage(ctx.db, query);
    return c.json({
      success: true,
      messages,
      messageCount,
      currentPage: query.page,
      totalPages: totalPages(messageCount, query.limit),
    });
  });

  app.get('/messages/:id', async (c) => {
    const id = c.req.param('id');
    const message = isUuid(id) ? await messageById(ctx.db, id) : null;
    if (!message) throw notFound('Message');
    return c.json({ success: true, message });
  });

  app.get('/orders', async (c) => {
    const query = parseQuery(c, AdminOrdersQuerySchema);
    const page = await adminOrdersPage(ctx.db, query);
    const origin = publicOrigin(c, ctx.config);
    return c.json({
      success: true,
      orders: page.orders.map((order) => withAbsoluteOrderImages(order, origin)),
      orderCount: page.orderCount,
      currentPage: query.page,
      totalPages: totalPages(page.orderCount, query.limit),
      statusCounts: page.statusCounts,
    });
  });

  app.get('/orders.csv', (c) => {
    const filters = parseQuery(c, AdminOrderFiltersSchema);
    return csvResponse(ordersCsv(ctx.db, filters), 'orders', ctx.now());
  });

  app.get('/products', async (c) => {
    const query = parseQuery(c, AdminProductsQuerySchema);
    const page = await adminProductsPage(ctx.db, query);
    const sale = await readRunningFlashSale(ctx.db, ctx.now());
    const origin = publicOrigin(c, ctx.config);
    return c.json({
      success: true,
      currentPage: query.page,
      totalPages: totalPages(page.productCount, query.limit),
      productCount: page.productCount,
      products: page.rows.map((row) => withAbsoluteImages(toProductWire(row, sale), origin)),
      lowStockThreshold: page.lowStockThreshold,
    });
  });

  app.get('/products.csv', async (c) => {
    const filters = parseQuery(c, AdminProductFiltersSchema);
    const { lowStockThreshold } = await readShopSettings(ctx.db);
    return csvResponse(productsCsv(ctx.db, filters, lowStockThreshold), 'products', ctx.now());
  });

  app.get('/products/brands', async (c) =>
    c.json({ success: true, brands: await productBrands(ctx.db) }),
  );

  app.put('/products/:id/stock', async (c) => {
    const { quantity } = await parseJson(c, StockCorrectionSchema);
    const id = c.req.param('id');
    const name = await correctStock(ctx, id, quantity);
    const row = await findProduct(ctx.db, eq(products.id, id));
    // Deleted between the write and this read: as gone as an unknown id.
    if (!row) throw notFound('Product');
    const sale = await readRunningFlashSale(ctx.db, ctx.now());
    return c.json({
      success: true,
      message: stockSetMessage(name, quantity),
      product: withAbsoluteImages(toProductWire(row, sale), publicOrigin(c, ctx.config)),
    });
  });

  app.get('/flash-sale', async (c) => {
    // Through the catalogue version: a sale that has ended is settled, never shown as running.
    await ctx.catalogue.version();
    const sale = await readRunningFlashSale(ctx.db, ctx.now());
    return c.json({ success: true, flashSale: flashSaleWire(sale) });
  });

  app.put('/flash-sale', async (c) => {
    const input = await parseJson(c, flashSaleInputSchema(ctx.now()));
    const sale = await saveFlashSale(ctx, input);
    return c.json({
      success: true,
      message: sale ? FLASH_SALE_MESSAGES.saved : FLASH_SALE_MESSAGES.ended,
      flashSale: flashSaleWire(sale),
    });
  });

  app.get('/settings', async (c) =>
    c.json({ success: true, settings: await readShopSettings(ctx.db) }),
  );

  app.put('/settings', async (c) => {
    const settings = await parseJson(c, ShopSettingsSchema);
    return c.json({
      success: true,
      message: ADMIN_MESSAGES.settingsSaved,
      settings: await saveShopSettings(ctx.db, settings, ctx.now()),
    });
  });

  app.get('/stats', async (c) => {
    const { lowStockThreshold } = await readShopSettings(ctx.db);
    return c.json({ success: true, ...(await adminStats(ctx.db, ctx.now(), lowStockThreshold)) });
  });

  return app;
}
