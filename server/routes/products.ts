import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  PRODUCT_CREATED_MESSAGE,
  PRODUCT_UPDATED_MESSAGE,
  deletedMessage,
} from '../../contract/messages';
import type { ApiContext, ApiEnv } from '../api-context';
import { requireAdmin } from '../auth/guards';
import { products } from '../db/schema';
import { ApiError, notFound } from '../wire/api-error';
import { isUuid } from '../wire/ids';
import { readPaging, totalPages } from '../wire/paging';
import { readForm } from '../wire/read-body';
import {
  countProducts,
  findProduct,
  listProducts,
  relatedProducts,
  searchProducts,
} from '../products/product-queries';
import { toProductWire } from '../products/product-wire';
import { createProduct, deleteProduct, updateProduct } from '../products/product-writes';

export function productRoutes(ctx: ApiContext) {
  const app = new Hono<ApiEnv>({ strict: false });
  // Public reads never look at the bearer: logged-out clients send `Bearer undefined`, and a
  // catalogue read should cost no token check.
  const admin = requireAdmin(ctx);

  async function productById(id: string) {
    const row = isUuid(id) ? await findProduct(ctx.db, eq(products.id, id)) : null;
    if (!row) throw notFound('Product');
    return row;
  }

  async function productPage(paging: { offset: number; limit: number }) {
    if (ctx.catalogue) {
      const all = await ctx.catalogue.products();
      return { page: all.slice(paging.offset, paging.offset + paging.limit), count: all.length };
    }
    const [rows, count] = await Promise.all([listProducts(ctx.db, paging), countProducts(ctx.db)]);
    return { page: rows.map(toProductWire), count };
  }

  app.get('/all', async (c) => {
    const paging = readPaging({ page: c.req.query('page'), limit: c.req.query('limit') });
    const { page, count } = await productPage(paging);
    return c.json({
      success: true,
      currentPage: paging.page,
      totalPages: totalPages(count, paging.limit),
      productCount: count,
      products: page,
    });
  });

  app.get('/slug/:slug', async (c) => {
    const row = await findProduct(ctx.db, eq(products.slug, c.req.param('slug')));
    if (!row) throw notFound('Product');
    return c.json({ success: true, product: toProductWire(row) });
  });

  app.get('/related/:id', async (c) => {
    const product = await productById(c.req.param('id'));
    const related = await relatedProducts(ctx.db, product);
    return c.json({ success: true, relatedProducts: related.map(toProductWire) });
  });

  // `/search/` with an empty keyword is a real client call: it lists everything.
  app.get('/search/:keyword?', async (c) => {
    const rows = await searchProducts(ctx.db, c.req.param('keyword') ?? '');
    return c.json({ success: true, products: rows.map(toProductWire) });
  });

  app.post('/create', admin, async (c) => {
    try {
      const id = await createProduct(ctx, await readForm(c));
      const product = toProductWire(await productById(id));
      return c.json({ success: true, message: PRODUCT_CREATED_MESSAGE, product }, 201);
    } catch (error) {
      // This client renders the whole failure body, so create answers the bare message.
      if (error instanceof ApiError) throw error.plain();
      throw error;
    }
  });

  app.put('/update/:id', admin, async (c) => {
    const id = c.req.param('id');
    await updateProduct(ctx, id, await readForm(c));
    const product = toProductWire(await productById(id));
    return c.json({ success: true, message: PRODUCT_UPDATED_MESSAGE, product });
  });

  app.delete('/:id', admin, async (c) => {
    const name = await deleteProduct(ctx, c.req.param('id'));
    return c.json({ success: true, message: deletedMessage(name), name });
  });

  app.get('/:id', async (c) => {
    const product = await productById(c.req.param('id'));
    return c.json({ success: true, product: toProductWire(product) });
  });

  return app;
}
