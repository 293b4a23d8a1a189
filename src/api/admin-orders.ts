import { queryOptions } from '@tanstack/react-query';
import {
  AllOrdersResponseSchema,
  OrderStatusUpdateResponseSchema,
  type OrderStatus,
  type OrderStatusUpdateResponse,
} from '../../contract/schemas/order';
import { api } from './client';

export const allOrdersQueryOptions = () =>
  queryOptions({
    queryKey: ['orders', 'all'],
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
