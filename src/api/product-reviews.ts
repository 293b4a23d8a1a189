import { queryOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import { AccountMessageResponseSchema } from '../../contract/schemas/account';
import {
  REVIEWS_PAGE_SIZE,
  ReviewListResponseSchema,
  ReviewResponseSchema,
  type ReviewListResponse,
  type ReviewRequest,
  type ReviewResponse,
} from '../../contract/schemas/review';
import { api } from './client';
import type { MutationHandlers } from './mutation-handlers';
import { privateRoots, productKeys } from './query-keys';

// A product's list holds the viewer's id: it answers whether this visitor may review it, with
// their own review, so it is private (privateRoots.reviews: never on disk, dropped when the
// session changes hands). The keys live here and in admin-reviews.ts, not in a module of their
// own: one the two screens' chunks shared would be one more file every first load lists.

/** The signed-out visitor's key part. */
export const SIGNED_OUT = 'signed-out';

export const productReviewKeys = {
  ofProduct: (productId: string) => [privateRoots.reviews, 'product', productId] as const,
  page: (productId: string, viewerId: string, page: number) =>
    [privateRoots.reviews, 'product', productId, viewerId, page] as const,
};

/** The admin's Reviews list (admin-reviews.ts), which a buyer's own change makes stale too. */
const ADMIN_REVIEWS = [privateRoots.admin, 'reviews'] as const;

const productPath = (productId: string) => `product/${encodeURIComponent(productId)}/reviews`;

/**
 * One page (ten) of a product's visible reviews, newest first, with its mean, breakdown and
 * whether the viewer (`viewerId`, sent as the token) may review it. 'Show more' reads the next
 * page beside the ones shown (useQueries: react-query's infinite queries would add their code to
 * every first load, which shares the framework chunk).
 */
export const productReviewsQueryOptions = (productId: string, viewerId: string, page: number) =>
  queryOptions({
    queryKey: productReviewKeys.page(productId, viewerId, page),
    queryFn: async ({ signal }): Promise<ReviewListResponse> =>
      ReviewListResponseSchema.parse(
        await api
          .get(productPath(productId), {
            searchParams: { page, limit: REVIEWS_PAGE_SIZE },
            signal,
          })
          .json(),
      ),
  });

/** What a review written, changed or removed makes stale: the list, and the product's mean. */
function invalidateAfterReview(client: QueryClient, productId: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: productReviewKeys.ofProduct(productId) }),
    client.invalidateQueries({ queryKey: productKeys.detail(productId) }),
    client.invalidateQueries({ queryKey: ADMIN_REVIEWS }),
  ]);
  // The catalogue (cards, listings, offline pages) follows by itself: every write brings it up
  // to date (app/catalogue-follower.tsx) and the server moved its version.
}

export async function postReview(productId: string, request: ReviewRequest) {
  const body = await api.post(productPath(productId), { json: request }).json();
  return ReviewResponseSchema.parse(body);
}

export async function deleteReview(reviewId: string) {
  const body = await api.delete(`reviews/${encodeURIComponent(reviewId)}`).json();
  return AccountMessageResponseSchema.parse(body);
}

export function usePostReview(productId: string, handlers: MutationHandlers<ReviewResponse>) {
  return useMutation({
    mutationFn: (request: ReviewRequest) => postReview(productId, request),
    onSuccess: async (answer, _request, _result, { client }) => {
      await handlers.onSuccess?.(answer);
      await invalidateAfterReview(client, productId);
    },
    onError: handlers.onError,
  });
}

export function useDeleteReview(productId: string, handlers: MutationHandlers<unknown>) {
  return useMutation({
    mutationFn: (reviewId: string) => deleteReview(reviewId),
    onSuccess: async (answer, _id, _result, { client }) => {
      await handlers.onSuccess?.(answer);
      await invalidateAfterReview(client, productId);
    },
    onError: handlers.onError,
  });
}
