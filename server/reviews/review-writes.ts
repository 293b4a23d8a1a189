import { and, eq } from 'drizzle-orm';
import { REVIEW_MESSAGES } from '../../contract/schemas/review';
import type { ApiContext } from '../api-context';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';
import { products, reviews } from '../db/schema';
import { ApiError, notFound } from '../wire/api-error';
import { isUuid } from '../wire/ids';
import { findReview, hasReceived } from './review-queries';

// Every write below moves the catalogue version with the product stamped, in the same
// transaction: the product's avgRating and reviewCount travel with the catalogue, so cards,
// listings and offline copies pick up the new figures as they pick up a price change.

/**
 * Posts the buyer's review of a product they received, or replaces the one they wrote. Answers
 * the review's id and whether it replaced one. A hidden review stays hidden when edited.
 */
export async function saveReview(
  ctx: ApiContext,
  userId: string,
  productId: string,
  input: { rating: number; text: string },
): Promise<{ id: string; replaced: boolean }> {
  if (!isUuid(productId)) throw notFound('Product');
  return ctx.db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId));
    if (!product) throw notFound('Product');
    if (!(await hasReceived(tx, userId, productId)))
      throw new ApiError(403, REVIEW_MESSAGES.notVerified);
    const now = ctx.now();
    const [existing] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
      .for('update');
    let id: string;
    if (existing) {
      await tx
        .update(reviews)
        .set({ rating: input.rating, text: input.text, updatedAt: now })
        .where(eq(reviews.id, existing.id));
      id = existing.id;
    } else {
      // Two first posts racing: the unique (product, user) index lets one insert win and the
      // other update it, so one review each however the requests interleave.
      const [row] = await tx
        .insert(reviews)
        .values({
          productId,
          userId,
          rating: input.rating,
          text: input.text,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [reviews.productId, reviews.userId],
          set: { rating: input.rating, text: input.text, updatedAt: now },
        })
        .returning({ id: reviews.id });
      if (!row) throw new Error('review insert returned nothing');
      id = row.id;
    }
    await bumpCatalogueVersion(tx, { products: [productId] });
    return { id, replaced: existing !== undefined };
  });
}

/** Deletes a review: its author's or, for an admin, anyone's. */
export async function deleteReview(
  ctx: ApiContext,
  user: { id: string; isAdmin: boolean },
  id: string,
): Promise<void> {
  if (!isUuid(id)) throw notFound('Review');
  await ctx.db.transaction(async (tx) => {
    const review = await findReview(tx, id);
    if (!review) throw notFound('Review');
    if (review.userId !== user.id && !user.isAdmin)
      throw new ApiError(403, REVIEW_MESSAGES.notYours);
    await tx.delete(reviews).where(eq(reviews.id, id));
    await bumpCatalogueVersion(tx, { products: [review.productId] });
  });
}

/** The admin's Hide/Show switch. */
export async function setReviewHidden(ctx: ApiContext, id: string, hidden: boolean) {
  if (!isUuid(id)) throw notFound('Review');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(reviews)
      .set({ hidden })
      .where(eq(reviews.id, id))
      .returning({ productId: reviews.productId });
    if (!row) throw notFound('Review');
    await bumpCatalogueVersion(tx, { products: [row.productId] });
    const review = await findReview(tx, id);
    const [product] = await tx
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, row.productId));
    if (!review) throw notFound('Review');
    return { review, productName: product?.name ?? '' };
  });
}
