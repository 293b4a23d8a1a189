import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  ADMIN_MESSAGES,
  AdminBrandsResponseSchema,
  AdminOrderFiltersSchema,
  AdminOrdersQuerySchema,
  AdminOrdersResponseSchema,
  AdminProductFiltersSchema,
  AdminProductsQuerySchema,
  AdminProductsResponseSchema,
  AdminStatsResponseSchema,
  ShopSettingsResponseSchema,
  ShopSettingsSchema,
  StockCorrectionSchema,
  stockSetMessage,
} from '../../contract/schemas/admin';
import {
  FLASH_SALE_MESSAGES,
  FlashSaleResponseSchema,
  flashSaleInputSchema,
} from '../../contract/schemas/flash-sale';
import { ProductResponseSchema } from '../../contract/schemas/product';
import type { ApiContext, ApiEnv } from '../api-context';
import { requireAdmin } from '../auth/guards';
import { notFound } from '../wire/api-error';
import { totalPages } from '../wire/paging';
import { publicOrigin } from '../wire/public-origin';
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
import {
  MessageResponseSchema,
  MessagesQuerySchema,
  MessagesResponseSchema,
} from '../../contract/schemas/admin-messages';
import { isUuid } from '../wire/ids';
import { validated } from '../wire/validated';
import { documented } from '../openapi/route-docs';
import { flashSaleWire, readRunningFlashSale } from '../flash-sale/stored-flash-sale';
import { saveFlashSale } from '../flash-sale/save-flash-sale';

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

  app.get(
    '/messages',
    documented({
      tag: 'Admin',
      summary: 'The e-mails sent or waiting (the outbox)',
      answer: MessagesResponseSchema,
    }),
    validated('query', MessagesQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const { messages, messageCount } = await messagesPage(ctx.db, query);
      return c.json({
        success: true,
        messages,
        messageCount,
        currentPage: query.page,
        totalPages: totalPages(messageCount, query.limit),
      });
    },
  );

  app.get(
    '/messages/:id',
    documented({
      tag: 'Admin',
      summary: 'One e-mail as its recipient sees it',
      answer: MessageResponseSchema,
    }),
    async (c) => {
      const id = c.req.param('id');
      const message = isUuid(id) ? await messageById(ctx.db, id) : null;
      if (!message) throw notFound('Message');
      return c.json({ success: true, message });
    },
  );

  app.get(
    '/orders',
    documented({
      tag: 'Admin',
      summary: 'Search, filter, sort and page orders',
      answer: AdminOrdersResponseSchema,
    }),
    validated('query', AdminOrdersQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
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
    },
  );

  app.get(
    '/orders.csv',
    documented({ tag: 'Admin', summary: 'The filtered orders as CSV', answer: 'csv' }),
    validated('query', AdminOrderFiltersSchema),
    async (c) => {
      const filters = c.req.valid('query');
      return csvResponse(await ordersCsv(ctx.db, filters), 'orders', ctx.now());
    },
  );

  app.get(
    '/products',
    documented({
      tag: 'Admin',
      summary: 'Search, filter, sort and page products',
      answer: AdminProductsResponseSchema,
    }),
    validated('query', AdminProductsQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
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
    },
  );

  app.get(
    '/products.csv',
    documented({ tag: 'Admin', summary: 'The filtered products as CSV', answer: 'csv' }),
    validated('query', AdminProductFiltersSchema),
    async (c) => {
      const filters = c.req.valid('query');
      const { lowStockThreshold } = await readShopSettings(ctx.db);
      return csvResponse(
        await productsCsv(ctx.db, filters, lowStockThreshold),
        'products',
        ctx.now(),
      );
    },
  );

  app.get(
    '/products/brands',
    documented({
      tag: 'Admin',
      summary: 'The brands products carry',
      answer: AdminBrandsResponseSchema,
    }),
    async (c) => c.json({ success: true, brands: await productBrands(ctx.db) }),
  );

  app.put(
    '/products/:id/stock',
    documented({
      tag: 'Admin',
      summary: "Correct a product's stock",
      answer: ProductResponseSchema,
    }),
    validated('json', StockCorrectionSchema),
    async (c) => {
      const { quantity } = c.req.valid('json');
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
    },
  );

  app.get(
    '/flash-sale',
    documented({ tag: 'Admin', summary: 'The Flash Sale', answer: FlashSaleResponseSchema }),
    async (c) => {
      // Through the catalogue version: a sale that has ended is settled, never shown as running.
      await ctx.catalogue.version();
      const sale = await readRunningFlashSale(ctx.db, ctx.now());
      return c.json({ success: true, flashSale: flashSaleWire(sale) });
    },
  );

  app.put(
    '/flash-sale',
    documented({
      tag: 'Admin',
      summary: 'Set or end the Flash Sale',
      answer: FlashSaleResponseSchema,
    }),
    // The end must lie ahead of the moment of each request; documented as of the epoch.
    validated('json', flashSaleInputSchema(new Date(0)), {
      each: () => flashSaleInputSchema(ctx.now()),
    }),
    async (c) => {
      const input = c.req.valid('json');
      const sale = await saveFlashSale(ctx, input);
      return c.json({
        success: true,
        message: sale ? FLASH_SALE_MESSAGES.saved : FLASH_SALE_MESSAGES.ended,
        flashSale: flashSaleWire(sale),
      });
    },
  );

  app.get(
    '/settings',
    documented({
      tag: 'Admin',
      summary: "The shop's settings",
      answer: ShopSettingsResponseSchema,
    }),
    async (c) => c.json({ success: true, settings: await readShopSettings(ctx.db) }),
  );

  app.put(
    '/settings',
    documented({
      tag: 'Admin',
      summary: "Change the shop's settings",
      answer: ShopSettingsResponseSchema,
    }),
    validated('json', ShopSettingsSchema),
    async (c) => {
      const settings = c.req.valid('json');
      return c.json({
        success: true,
        message: ADMIN_MESSAGES.settingsSaved,
        settings: await saveShopSettings(ctx.db, settings, ctx.now()),
      });
    },
  );

  app.get(
    '/stats',
    documented({
      tag: 'Admin',
      summary: 'Orders and revenue, today and the last 7 days',
      answer: AdminStatsResponseSchema,
    }),
    async (c) => {
      const { lowStockThreshold } = await readShopSettings(ctx.db);
      return c.json({ success: true, ...(await adminStats(ctx.db, ctx.now(), lowStockThreshold)) });
    },
  );

  return app;
}
