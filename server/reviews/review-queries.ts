import { and, count, desc, eq, sql } from 'drizzle-orm';
import { REVIEWABLE_ORDER_STATUS } from '../../contract/rules/review-eligibility';
import type { AdminReview, Review } from '../../contract/schemas/review';
import type { Database } from '../api-deps';
import { orderLines, orders, products, reviews, users } from '../db/schema';

type Executor = Pick<Database, 'select'>;

/** "Ada Obi" → "Ada O.": enough to read as a person, not enough to find them. */
export function authorOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

const reviewFields = {
  id: reviews.id,
  productId: reviews.productId,
  rating: reviews.rating,
  text: reviews.text,
  hidden: reviews.hidden,
  authorName: users.name,
  userId: reviews.userId,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
};

type ReviewRow = {
  id: string;
  productId: string;
  rating: number;
  text: string;
  hidden: boolean;
  authorName: string;
  userId: string;
  createdAt: Date;
  updatedAt: Date;
};

export function toReviewWire(row: ReviewRow): Review {
  return {
    _id: row.id,
    productId: row.productId,
    rating: row.rating,
    text: row.text,
    author: authorOf(row.authorName),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export async function findReview(db: Executor, id: string): Promise<ReviewRow | null> {
  const [row] = await db
    .select(reviewFields)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, id))
    .limit(1);
  return row ?? null;
}

export async function findOwnReview(
  db: Executor,
  productId: string,
  userId: string,
): Promise<ReviewRow | null> {
  const [row] = await db
    .select(reviewFields)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** A page of a product's visible reviews, newest first. */
export async function visibleReviews(
  db: Executor,
  productId: string,
  paging: { limit: number; offset: number },
): Promise<ReviewRow[]> {
  return db
    .select(reviewFields)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.productId, productId), eq(reviews.hidden, false)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(paging.limit)
    .offset(paging.offset);
}

export interface RatingSummary {
  avgRating: number;
  reviewCount: number;
  /** breakdown[i]: visible reviews of i + 1 stars. */
  breakdown: number[];
}

/** The mean to one decimal, as the catalogue carries it (product-queries.ts). */
export function meanOf(breakdown: readonly number[]): number {
  const n = breakdown.reduce((a, b) => a + b, 0);
  if (n === 0) return 0;
  const sum = breakdown.reduce((acc, c, i) => acc + c * (i + 1), 0);
  return Math.round((sum / n) * 10) / 10;
}

export async function ratingSummary(db: Executor, productId: string): Promise<RatingSummary> {
  const rows = await db
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.hidden, false)))
    .groupBy(reviews.rating);
  const breakdown = [0, 0, 0, 0, 0];
  for (const row of rows) {
    if (row.rating >= 1 && row.rating <= 5) breakdown[row.rating - 1] = Number(row.n);
  }
  return {
    avgRating: meanOf(breakdown),
    reviewCount: breakdown.reduce((a, b) => a + b, 0),
    breakdown,
  };
}

/** Whether the user has a received order holding the product: who may review it. */
export async function hasReceived(
  db: Executor,
  userId: string,
  productId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orders.buyerId, userId),
        eq(orders.status, REVIEWABLE_ORDER_STATUS),
        eq(orderLines.productId, productId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The admin's list: every review, hidden ones too, newest first. */
export async function adminReviews(
  db: Executor,
  paging: { limit: number; offset: number },
): Promise<{ reviews: AdminReview[]; total: number }> {
  const rows = await db
    .select({ ...reviewFields, productName: products.name })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(paging.limit)
    .offset(paging.offset);
  const [total] = await db.select({ n: count() }).from(reviews);
  return {
    reviews: rows.map((row) => toAdminReviewWire(row, row.productName)),
    total: Number(total?.n ?? 0),
  };
}

export function toAdminReviewWire(row: ReviewRow, productName: string): AdminReview {
  return { ...toReviewWire(row), hidden: row.hidden, productName };
}

/** A user's reviews, for their data export. */
export async function reviewsOfUser(db: Executor, userId: string) {
  const rows = await db
    .select({ ...reviewFields, productName: products.name })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt));
  return rows.map((row) => toAdminReviewWire(row, row.productName));
}
