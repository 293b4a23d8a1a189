import { z } from '../zod';
import { IsoDateTimeSchema } from './product';

export const REVIEW_TEXT_MAX = 2000;
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_PAGE_SIZE_MAX = 50;

export const REVIEW_MESSAGES = {
  notVerified: 'Only shoppers who received this product can review it',
  ratingInvalid: 'Choose a rating from 1 to 5 stars',
  textTooLong: `A review is at most ${REVIEW_TEXT_MAX} characters`,
  notYours: 'You can only delete your own review',
  deleted: 'Review deleted',
  tooMany: 'Too many reviews in a short time. Please try again later.',
} as const;

/** A review as every client reads it; `author` is the first name and last initial. */
export const ReviewSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  text: z.string(),
  author: z.string(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type Review = z.infer<typeof ReviewSchema>;

/** The admin's view of a review: also whether it is hidden and which product it is about. */
export const AdminReviewSchema = z.extend(ReviewSchema, {
  hidden: z.boolean(),
  productName: z.string(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

/** GET /product/:id/reviews. `breakdown[i]` counts the visible reviews of i + 1 stars. */
export const ReviewListResponseSchema = z.object({
  success: z.literal(true),
  reviews: z.array(ReviewSchema),
  total: z.int(),
  avgRating: z.number(),
  reviewCount: z.int(),
  breakdown: z.array(z.int()),
  /**
   * Whether the caller may post (a signed-in buyer who received it), and their own review, with
   * whether the shop hid it (only its author learns that; optional for older servers).
   */
  canReview: z.boolean(),
  myReview: z.nullable(z.extend(ReviewSchema, { hidden: z.optional(z.boolean()) })),
});
export type ReviewListResponse = z.infer<typeof ReviewListResponseSchema>;

export const ReviewRequestSchema = z.object({
  rating: z
    .int({ error: REVIEW_MESSAGES.ratingInvalid })
    .check(
      z.minimum(1, { error: REVIEW_MESSAGES.ratingInvalid }),
      z.maximum(5, { error: REVIEW_MESSAGES.ratingInvalid }),
    ),
  text: z._default(
    z
      .string()
      .check(z.trim(), z.maxLength(REVIEW_TEXT_MAX, { error: REVIEW_MESSAGES.textTooLong })),
    '',
  ),
});
export type ReviewRequest = z.input<typeof ReviewRequestSchema>;

export const ReviewResponseSchema = z.object({ success: z.literal(true), review: ReviewSchema });
export type ReviewResponse = z.infer<typeof ReviewResponseSchema>;

export const AdminReviewRequestSchema = z.object({ hidden: z.boolean() });

export const AdminReviewResponseSchema = z.object({
  success: z.literal(true),
  review: AdminReviewSchema,
});

/** GET /admin/reviews: the newest first, hidden ones included. */
export const AdminReviewListResponseSchema = z.object({
  success: z.literal(true),
  reviews: z.array(AdminReviewSchema),
  total: z.int(),
});
export type AdminReviewListResponse = z.infer<typeof AdminReviewListResponseSchema>;
