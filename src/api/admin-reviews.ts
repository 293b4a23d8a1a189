import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import {
  AdminReviewListResponseSchema,
  AdminReviewResponseSchema,
  type AdminReview,
} from '../../contract/schemas/review';
import { api } from './client';
import type { MutationHandlers } from './mutation-handlers';
import { privateRoots, productKeys } from './query-keys';

// The admin's Reviews screen, apart from product-reviews.ts: each goes with its own screen's
// chunk and they share no file (one more file every first load would list to preload).

export const adminReviewKeys = {
  all: () => [privateRoots.admin, 'reviews'] as const,
  page: (userId: string, page: number) => [privateRoots.admin, 'reviews', userId, page] as const,
};

/** A product's reviews (product-reviews.ts's keys): a hidden one leaves its list. */
const productReviewsOf = (productId: string) => [privateRoots.reviews, 'product', productId];

/** Admin page size of the Reviews screen. */
export const ADMIN_REVIEWS_PAGE_SIZE = 10;

/** One page of the admin's Reviews screen: the newest first, hidden ones included. */
export const adminReviewsQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: adminReviewKeys.page(userId, page),
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
      await client.cancelQueries({ queryKey: adminReviewKeys.all() });
      const before = client.getQueriesData<{ reviews: AdminReview[] }>({
        queryKey: adminReviewKeys.all(),
      });
      client.setQueriesData<{ success: true; reviews: AdminReview[]; total: number }>(
        { queryKey: adminReviewKeys.all() },
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
        client.invalidateQueries({ queryKey: adminReviewKeys.all() }),
        client.invalidateQueries({ queryKey: productReviewsOf(review.productId) }),
        client.invalidateQueries({ queryKey: productKeys.detail(review.productId) }),
      ]);
    },
    onError: async (error, _vars, result, { client }) => {
      for (const [key, data] of result?.before ?? []) client.setQueryData(key, data);
      await handlers.onError?.(error);
    },
  });
}
