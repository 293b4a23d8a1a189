import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  type QueryClient,
} from '@tanstack/react-query';
import { AccountMessageResponseSchema } from '../../contract/schemas/account';
import {
  AdminReviewListResponseSchema,
  AdminReviewResponseSchema,
  REVIEWS_PAGE_SIZE,
  ReviewListResponseSchema,
  ReviewResponseSchema,
  type AdminReview,
  type ReviewListResponse,
  type ReviewRequest,
  type ReviewResponse,
} from '../../contract/schemas/review';
import { api } from './client';
import type { MutationHandlers } from './mutation-handlers';
import { productKeys } from './query-keys';
import { reviewKeys } from './review-query-keys';

/** Admin page size of the Reviews screen. */
export const ADMIN_REVIEWS_PAGE_SIZE = 10;

const productPath = (productId: string) => `product/${encodeURIComponent(productId)}/reviews`;

/**
 * A product's visible reviews, newest first, a page of ten at a time ('Show more' adds the next),
 * with its mean, breakdown and whether the viewer (`viewerId`, sent as the token) may review it.
 */
export const productReviewsQueryOptions = (productId: string, viewerId: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.list(productId, viewerId),
    queryFn: async ({ pageParam, signal }): Promise<ReviewListResponse> =>
      ReviewListResponseSchema.parse(
        await api
          .get(productPath(productId), {
            searchParams: { page: pageParam, limit: REVIEWS_PAGE_SIZE },
            signal,
          })
          .json(),
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((shown, page) => shown + page.reviews.length, 0) < last.total &&
      last.reviews.length > 0
        ? pages.length + 1
        : undefined,
  });

/** What a review written, changed or removed makes stale: the list, and the product's mean. */
function invalidateAfterReview(client: QueryClient, productId: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: reviewKeys.ofProduct(productId) }),
    client.invalidateQueries({ queryKey: productKeys.detail(productId) }),
    client.invalidateQueries({ queryKey: reviewKeys.admin() }),
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

/** One page of the admin's Reviews screen: the newest first, hidden ones included. */
export const adminReviewsQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: reviewKeys.adminPage(userId, page),
    queryFn: async ({ signal }) =>
      AdminReviewListResponseSchema.parse(
        await api
          .get('admin/reviews', {
            searchParams: { page, limit: ADMIN_REVIEWS_PAGE_SIZE },
            signal,
          })
          .json(),
      ),
    staleTime: 5_000,
    placeholderData: keepPreviousData,
  });

export async function setReviewHidden(reviewId: string, hidden: boolean) {
  const body = await api
    .put(`admin/reviews/${encodeURIComponent(reviewId)}`, { json: { hidden } })
    .json();
  return AdminReviewResponseSchema.parse(body);
}

/** Hide/Show: the switch moves at once (optimistic) and goes back should the server refuse. */
export function useSetReviewHidden(handlers: MutationHandlers<unknown>) {
  return useMutation({
    mutationFn: ({ review, hidden }: { review: AdminReview; hidden: boolean }) =>
      setReviewHidden(review._id, hidden),
    onMutate: async ({ review, hidden }, { client }) => {
      await client.cancelQueries({ queryKey: reviewKeys.admin() });
      const before = client.getQueriesData<{ reviews: AdminReview[] }>({
        queryKey: reviewKeys.admin(),
      });
      client.setQueriesData<{ success: true; reviews: AdminReview[]; total: number }>(
        { queryKey: reviewKeys.admin() },
        (data) =>
          data && {
            ...data,
            reviews: data.reviews.map((r) => (r._id === review._id ? { ...r, hidden } : r)),
          },
      );
      return { before };
    },
    onSuccess: async (answer, { review }, _result, { client }) => {
      await handlers.onSuccess?.(answer);
      await Promise.all([
        client.invalidateQueries({ queryKey: reviewKeys.admin() }),
        client.invalidateQueries({ queryKey: reviewKeys.ofProduct(review.productId) }),
        client.invalidateQueries({ queryKey: productKeys.detail(review.productId) }),
      ]);
    },
    onError: async (error, _vars, result, { client }) => {
      for (const [key, data] of result?.before ?? []) client.setQueryData(key, data);
      await handlers.onError?.(error);
    },
  });
}
