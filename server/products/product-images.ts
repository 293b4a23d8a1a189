import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ApiContext } from '../api-context';
import type { Database } from '../api-deps';
import { orderLines, productImages } from '../db/schema';

/** Image ids of a product, in position order. */
export async function productImageIds(db: Database, productId: string): Promise<string[]> {
  const rows = await db
    .select({ imageId: productImages.imageId })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position));
  return rows.map((r) => r.imageId);
}

/** Replaces a product's image list (positions 0..n-1). */
export async function setProductImages(
  db: Database,
  productId: string,
  imageIds: readonly string[],
): Promise<void> {
  await db.delete(productImages).where(eq(productImages.productId, productId));
  if (imageIds.length === 0) return;
  await db
    .insert(productImages)
    .values(
      imageIds.map((imageId, position) => ({ productId, position, imageId, publicId: imageId })),
    );
}

/**
 * Deletes image bytes nobody needs any more. Seeded products share image rows, and placed orders
 * keep showing the images of what was bought, so an id still named by a product or an order
 * snapshot stays.
 */
export async function releaseImages(ctx: ApiContext, imageIds: readonly string[]): Promise<void> {
  if (imageIds.length === 0) return;
  const stillUsed = await ctx.db
    .select({ imageId: productImages.imageId })
    .from(productImages)
    .where(inArray(productImages.imageId, [...imageIds]));
  const used = new Set(stillUsed.map((r) => r.imageId));
  for (const id of imageIds) {
    if (used.has(id)) continue;
    const [inOrder] = await ctx.db
      .select({ one: sql<number>`1` })
      .from(orderLines)
      .where(
        and(
          sql`${orderLines.snapshot}->'images' @> ${JSON.stringify([{ imagePublicId: id }])}::jsonb`,
        ),
      )
      .limit(1);
    if (!inOrder) await ctx.images.delete(id);
  }
}
