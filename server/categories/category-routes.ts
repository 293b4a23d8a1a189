import { asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  CATEGORY_MESSAGES,
  CategoriesResponseSchema,
  CategoryDeleteResponseSchema,
  CategoryInputSchema,
  CategoryMutationResponseSchema,
  type Category,
} from '../../contract/schemas/category';
import { CATEGORY_CREATED_MESSAGE, CATEGORY_UPDATED_MESSAGE } from '../../contract/messages';
import type { ApiContext, ApiEnv } from '../api-context';
import { requireAdmin } from '../auth/guards';
import { categories, products } from '../db/schema';
import { ApiError, notFound } from '../wire/api-error';
import { isUuid } from '../wire/ids';
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, pgErrorCode } from '../wire/pg-errors';
import { validated } from '../wire/validated';
import { documented } from '../openapi/route-docs';
import { freeSlug } from '../products/unique-slug';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';
import { catalogueRead } from '../catalogue/catalogue-read';

type CategoryRow = typeof categories.$inferSelect;

const toWire = (row: CategoryRow): Category => ({ _id: row.id, name: row.name, slug: row.slug });

export function categoryRoutes(ctx: ApiContext) {
  const app = new Hono<ApiEnv>({ strict: false });
  const admin = requireAdmin(ctx);

  /** 404 for an id that can name no category, before the body is read. */
  const knownId = createMiddleware(async (c, next) => {
    if (!isUuid(c.req.param('id'))) throw notFound('Category');
    await next();
  });

  async function nameTaken(name: string, exceptId?: string): Promise<boolean> {
    const rows = await ctx.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(sql`lower(${categories.name})`, name.toLowerCase()));
    return rows.some((r) => r.id !== exceptId);
  }

  const slugFor = (name: string, exceptId?: string) =>
    freeSlug(ctx.db, categories, categories.slug, categories.id, name, {
      fallback: 'category',
      exceptId,
    });

  app.get(
    '/categories',
    documented({
      tag: 'Categories',
      summary: 'Every category (a bare array)',
      answer: CategoriesResponseSchema,
    }),
    (c) =>
      catalogueRead(c, ctx, 'categories', async () => {
        const rows = await ctx.db.select().from(categories).orderBy(asc(categories.name));
        return JSON.stringify(rows.map(toWire));
      }),
  );

  app.post(
    '/create',
    documented({
      tag: 'Categories',
      summary: 'Create a category',
      answer: CategoryMutationResponseSchema,
      status: 201,
    }),
    admin,
    // This client renders the whole failure body, so create answers the bare message.
    validated('json', CategoryInputSchema, { shape: 'plain' }),
    async (c) => {
      try {
        const { name } = c.req.valid('json');
        if (await nameTaken(name)) throw new ApiError(400, CATEGORY_MESSAGES.nameTaken);
        const slug = await slugFor(name);
        const [row] = await ctx.db.transaction(async (tx) => {
          const inserted = await tx
            .insert(categories)
            .values({ name, slug, createdAt: ctx.now() })
            .returning();
          await bumpCatalogueVersion(tx, {});
          return inserted;
        });
        if (!row) throw new Error('category insert returned no row');
        return c.json(
          { success: true, message: CATEGORY_CREATED_MESSAGE, category: toWire(row) },
          201,
        );
      } catch (error) {
        // A racing create with the same name or slug loses on the unique index.
        if (pgErrorCode(error) === UNIQUE_VIOLATION)
          throw new ApiError(400, CATEGORY_MESSAGES.nameTaken, 'plain');
        // This client renders the whole failure body, so create answers the bare message.
        if (error instanceof ApiError) throw error.plain();
        throw error;
      }
    },
  );

  app.put(
    '/:id',
    documented({
      tag: 'Categories',
      summary: 'Rename a category',
      answer: CategoryMutationResponseSchema,
    }),
    admin,
    knownId,
    validated('json', CategoryInputSchema),
    async (c) => {
      const id = c.req.param('id');
      const { name } = c.req.valid('json');
      if (await nameTaken(name, id)) throw new ApiError(409, CATEGORY_MESSAGES.nameTaken);
      try {
        const slug = await slugFor(name, id);
        const [row] = await ctx.db.transaction(async (tx) => {
          const updated = await tx
            .update(categories)
            .set({ name, slug })
            .where(eq(categories.id, id))
            .returning();
          // Every product of the category carries its name: readers reload the catalogue.
          if (updated.length > 0) await bumpCatalogueVersion(tx, { reshaped: true });
          return updated;
        });
        if (!row) throw notFound('Category');
        return c.json({ success: true, message: CATEGORY_UPDATED_MESSAGE, category: toWire(row) });
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION)
          throw new ApiError(409, CATEGORY_MESSAGES.nameTaken);
        throw error;
      }
    },
  );

  app.delete(
    '/:id',
    documented({
      tag: 'Categories',
      summary: 'Delete an empty category',
      answer: CategoryDeleteResponseSchema,
    }),
    admin,
    async (c) => {
      const id = c.req.param('id');
      if (!isUuid(id)) throw notFound('Category');
      const [inUse] = await ctx.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.categoryId, id))
        .limit(1);
      if (inUse) throw new ApiError(409, CATEGORY_MESSAGES.hasProducts);
      try {
        const [row] = await ctx.db.transaction(async (tx) => {
          const deleted = await tx.delete(categories).where(eq(categories.id, id)).returning();
          if (deleted.length > 0) await bumpCatalogueVersion(tx, {});
          return deleted;
        });
        if (!row) throw notFound('Category');
        return c.json({ success: true, ...toWire(row) });
      } catch (error) {
        // A product created in the category meanwhile: the foreign key refuses the delete.
        if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION)
          throw new ApiError(409, CATEGORY_MESSAGES.hasProducts);
        throw error;
      }
    },
  );

  return app;
}
