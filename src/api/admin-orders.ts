import { queryOptions } from '@tanstack/react-query';
import {
  AllOrdersResponseSchema,
  OrderStatusUpdateResponseSchema,
  type OrderStatus,
  type OrderStatusUpdateResponse,
} from '../../contract/schemas/order';
import { api } from './client';

/** Every order, as the signed-in admin `userId` was shown them (keyed by user, like any private data). */
export const allOrdersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['orders', 'all', userId],
    queryFn: async ({ signal }) =>
      AllOrdersResponseSchema.parse(await api.get('orders/all', { signal }).json()).orders,
    // Shoppers place orders at any time: each visit asks again.
    staleTime: 5_000,
  });

export async function updateOrderStatus(
  id: string,
  status: OrderStatus,
): Promise<OrderStatusUpdateResponse> {
  const body = await api
    .put(`orders/status/${encodeURIComponent(id)}`, { json: { status } })
    .json();
  return OrderStatusUpdateResponseSchema.parse(body);
}
