import { and, count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  WISHLIST_MAX,
  WISHLIST_MESSAGES,
  WishlistResponseSchema,
} from '../../contract/schemas/wishlist';
import type { ApiContext, ApiEnv } from '../api-context';
import type { Database } from '../api-deps';
import { currentUser, requireUser } from '../auth/guards';
import { products, wishlistItems } from '../db/schema';
import { documented } from '../openapi/route-docs';
import { ApiError, notFound } from '../wire/api-error';
import { isUuid } from '../wire/ids';

/** The user's saved product ids, newest first. */
export async function wishlistOf(db: Pick<Database, 'select'>, userId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
  return rows.map((r) => r.productId);
}

/** Mounted at /wishlist. Both writes are idempotent and answer the whole list. */
export function wishlistRoutes(ctx: ApiContext) {
  const app = new Hono<ApiEnv>({ strict: false });
  const signedIn = requireUser(ctx);
  const doc = (summary: string) =>
    documented({ tag: 'Wishlist', summary, answer: WishlistResponseSchema });

  app.get('/', doc('My wishlist: product ids, newest first'), signedIn, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({
      success: true as const,
      productIds: await wishlistOf(ctx.db, currentUser(c).id),
    });
  });

  app.put('/:productId', doc('Save a product to my wishlist'), signedIn, async (c) => {
    const userId = currentUser(c).id;
    const productId = c.req.param('productId');
    if (!isUuid(productId)) throw notFound('Product');
    await ctx.db.transaction(async (tx) => {
      const [product] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, productId));
      if (!product) throw notFound('Product');
      const [held] = await tx
        .select({ productId: wishlistItems.productId })
        .from(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
      if (held) return;
      const [size] = await tx
        .select({ n: count() })
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, userId));
      if (Number(size?.n ?? 0) >= WISHLIST_MAX) throw new ApiError(409, WISHLIST_MESSAGES.full);
      await tx
        .insert(wishlistItems)
        .values({ userId, productId, createdAt: ctx.now() })
        .onConflictDoNothing();
    });
    return c.json({ success: true as const, productIds: await wishlistOf(ctx.db, userId) });
  });

  app.delete('/:productId', doc('Remove a product from my wishlist'), signedIn, async (c) => {
    const userId = currentUser(c).id;
    const productId = c.req.param('productId');
    if (!isUuid(productId)) throw notFound('Product');
    const [product] = await ctx.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId));
    if (!product) throw notFound('Product');
    await ctx.db
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
    return c.json({ success: true as const, productIds: await wishlistOf(ctx.db, userId) });
  });
  return app;
}
