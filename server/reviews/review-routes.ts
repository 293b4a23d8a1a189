import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { ROLE_ADMIN } from '../../contract/enums';
import { AccountMessageResponseSchema } from '../../contract/schemas/account';
import {
  AdminReviewListResponseSchema,
  AdminReviewRequestSchema,
  AdminReviewResponseSchema,
  REVIEW_MESSAGES,
  REVIEWS_PAGE_SIZE,
  REVIEWS_PAGE_SIZE_MAX,
  ReviewListResponseSchema,
  ReviewRequestSchema,
  ReviewResponseSchema,
} from '../../contract/schemas/review';
import type { ApiContext, ApiEnv } from '../api-context';
import { currentUser, optionalUser, requireAdmin, requireUser } from '../auth/guards';
import { rateLimit } from '../auth/rate-limit';
import { rateLimitsOf } from '../auth/rate-limits';
import { products } from '../db/schema';
import { documented } from '../openapi/route-docs';
import { notFound } from '../wire/api-error';
import { isUuid } from '../wire/ids';
import { PagingQuerySchema, readPaging } from '../wire/paging';
import { validated } from '../wire/validated';
import {
  adminReviews,
  findOwnReview,
  findReview,
  hasReceived,
  ratingSummary,
  toAdminReviewWire,
  toReviewWire,
  visibleReviews,
} from './review-queries';
import { deleteReview, saveReview, setReviewHidden } from './review-writes';

function reviewPaging(query: { page?: string; limit?: string }) {
  const paging = readPaging(query, { page: 1, limit: REVIEWS_PAGE_SIZE });
  const limit = Math.min(paging.limit, REVIEWS_PAGE_SIZE_MAX);
  return { page: paging.page, limit, offset: (paging.page - 1) * limit };
}

/** Mounted at /product: a product's reviews, read by anyone and written by its buyers. */
export function productReviewRoutes(ctx: ApiContext) {
  const app = new Hono<ApiEnv>({ strict: false });
  const limits = rateLimitsOf(ctx.config);

  app.get(
    '/:id/reviews',
    documented({
      tag: 'Reviews',
      summary: "A product's visible reviews, newest first, with its mean and star breakdown",
      answer: ReviewListResponseSchema,
    }),
    optionalUser(ctx),
    validated('query', PagingQuerySchema),
    async (c) => {
      const id = c.req.param('id');
      if (!isUuid(id)) throw notFound('Product');
      const [product] = await ctx.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, id));
      if (!product) throw notFound('Product');
      const paging = reviewPaging(c.req.valid('query'));
      const [rows, summary] = await Promise.all([
        visibleReviews(ctx.db, id, paging),
        ratingSummary(ctx.db, id),
      ]);
      const user = c.get('user');
      const [own, canReview] = user
        ? await Promise.all([findOwnReview(ctx.db, id, user.id), hasReceived(ctx.db, user.id, id)])
        : [null, false];
      c.header('Cache-Control', 'no-store');
      return c.json({
        success: true as const,
        reviews: rows.map(toReviewWire),
        total: summary.reviewCount,
        ...summary,
        canReview,
        // Its author is told when the shop hid it: no one else sees it, nor should wonder why.
        myReview: own ? { ...toReviewWire(own), hidden: own.hidden } : null,
      });
    },
  );

  app.post(
    '/:id/reviews',
    documented({
      tag: 'Reviews',
      summary: 'Review a product I received (posting again replaces my review)',
      answer: ReviewResponseSchema,
      status: 201,
    }),
    requireUser(ctx),
    rateLimit(
      ctx,
      (c) => [{ key: `review:acct:${currentUser(c).id}`, limit: limits.reviewsPerAccount }],
      REVIEW_MESSAGES.tooMany,
    ),
    validated('json', ReviewRequestSchema),
    async (c) => {
      const user = currentUser(c);
      const productId = c.req.param('id');
      const { id, replaced } = await saveReview(ctx, user.id, productId, c.req.valid('json'));
      const review = await findReview(ctx.db, id);
      if (!review) throw notFound('Review');
      return c.json({ success: true as const, review: toReviewWire(review) }, replaced ? 200 : 201);
    },
  );
  return app;
}

/** Mounted at /reviews: a review's author (or an admin) deletes it. */
export function reviewRoutes(ctx: ApiContext) {
  const app = new Hono<ApiEnv>({ strict: false });
  app.delete(
    '/:id',
    documented({
      tag: 'Reviews',
      summary: 'Delete a review (its author, or an admin)',
      answer: AccountMessageResponseSchema,
    }),
    requireUser(ctx),
    async (c) => {
      const user = currentUser(c);
      await deleteReview(
        ctx,
        { id: user.id, isAdmin: user.role === ROLE_ADMIN },
        c.req.param('id'),
      );
      return c.json({ success: true as const, message: REVIEW_MESSAGES.deleted });
    },
  );
  return app;
}

/** Mounted at /admin/reviews: the newest reviews and the Hide/Show switch. */
export function adminReviewRoutes(ctx: ApiContext) {
  const app = new Hono<ApiEnv>({ strict: false });
  const admin = requireAdmin(ctx);
  app.get(
    '/',
    documented({
      tag: 'Reviews',
      summary: 'Every review, newest first, hidden ones included',
      answer: AdminReviewListResponseSchema,
    }),
    admin,
    validated('query', PagingQuerySchema),
    async (c) => {
      const paging = reviewPaging(c.req.valid('query'));
      const page = await adminReviews(ctx.db, paging);
      c.header('Cache-Control', 'no-store');
      return c.json({ success: true as const, ...page });
    },
  );
  app.put(
    '/:id',
    documented({
      tag: 'Reviews',
      summary: 'Hide or show a review (a hidden review counts nowhere)',
      answer: AdminReviewResponseSchema,
    }),
    admin,
    validated('json', AdminReviewRequestSchema),
    async (c) => {
      const { review, productName } = await setReviewHidden(
        ctx,
        c.req.param('id'),
        c.req.valid('json').hidden,
      );
      return c.json({ success: true as const, review: toAdminReviewWire(review, productName) });
    },
  );
  return app;
}
