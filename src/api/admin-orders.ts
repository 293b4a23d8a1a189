import {
  keepPreviousData,
  queryOptions,
  useMutation,
  type QueryClient,
} from '@tanstack/react-query';
import {
  AdminOrdersResponseSchema,
  type AdminOrderFilters,
  type AdminPaging,
} from '../../contract/schemas/admin';
import {
  AllOrdersResponseSchema,
  OrderResponseSchema,
  OrderStatusUpdateResponseSchema,
  type OrderResponse,
  type OrderStatusUpdateRequest,
  type OrderStatusUpdateResponse,
} from '../../contract/schemas/order';
import { UNPAID_MOVE_MESSAGE } from '../../contract/rules/order-status-moves';
import type { z } from '../../contract/zod';
import type { MarkPaidRequestSchema } from '../../contract/schemas/payment';
import { toSearchParams } from './search-params';
import { serverErrorText } from './error-message';
import { isHTTPError } from './http-errors';
import { api } from './client';
import type { MutationHandlers } from './mutation-handlers';
import { adminKeys, orderKeys } from './account-query-keys';

/** Every order, as the signed-in admin `userId` was shown them (keyed by user, like any private data). */
export const allOrdersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: orderKeys.every(userId),
    queryFn: async ({ signal }) =>
      AllOrdersResponseSchema.parse(await api.get('orders/all', { signal }).json()).orders,
    // Shoppers place orders at any time: each visit asks again.
    staleTime: 5_000,
  });

export type AdminOrdersRequest = Partial<AdminOrderFilters> & AdminPaging;

/** One server page of GET admin/orders under the admin's filters, with the count per status. */
export const adminOrdersQueryOptions = (userId: string, request: AdminOrdersRequest) =>
  queryOptions({
    queryKey: orderKeys.admin(userId, request),
    queryFn: async ({ signal }) =>
      AdminOrdersResponseSchema.parse(
        await api.get('admin/orders', { searchParams: toSearchParams(request), signal }).json(),
      ),
    staleTime: 5_000,
    // Another page or filter keeps the cards on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export async function updateOrderStatus(
  id: string,
  request: OrderStatusUpdateRequest,
): Promise<OrderStatusUpdateResponse> {
  const body = await api.put(`orders/status/${encodeURIComponent(id)}`, { json: request }).json();
  return OrderStatusUpdateResponseSchema.parse(body);
}

/** Whether a failed status change is the server asking to confirm an unpaid order first. */
export async function isUnpaidMoveRefusal(error: unknown): Promise<boolean> {
  return (
    isHTTPError(error) &&
    error.response.status === 409 &&
    (await serverErrorText(error)) === UNPAID_MOVE_MESSAGE
  );
}

/** PUT orders/payment/:id: the courier handed over the money for a pay-on-delivery order. */
export async function markOrderPaid(id: string): Promise<OrderResponse> {
  const request: z.input<typeof MarkPaidRequestSchema> = { paymentStatus: true };
  const body = await api.put(`orders/payment/${encodeURIComponent(id)}`, { json: request }).json();
  return OrderResponseSchema.parse(body);
}

/**
 * What the admin's change to an order makes stale: every orders view (the admin's pages and
 * counts, the shopper's own list) and the dashboard's figures.
 */
function invalidateAfterOrderChange(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: orderKeys.all }),
    client.invalidateQueries({ queryKey: adminKeys.stats() }),
  ]);
}

export function useUpdateOrderStatus(
  id: string,
  handlers: MutationHandlers<OrderStatusUpdateResponse>,
) {
  return useMutation({
    mutationFn: (request: OrderStatusUpdateRequest) => updateOrderStatus(id, request),
    onSuccess: async (answer, _request, _result, { client }) => {
      await handlers.onSuccess?.(answer);
      await invalidateAfterOrderChange(client);
    },
    onError: handlers.onError,
  });
}

export function useMarkOrderPaid(id: string, handlers: MutationHandlers<OrderResponse>) {
  return useMutation({
    mutationFn: () => markOrderPaid(id),
    onSuccess: async (answer, _none, _result, { client }) => {
      await handlers.onSuccess?.(answer);
      await invalidateAfterOrderChange(client);
    },
    onError: handlers.onError,
  });
}
