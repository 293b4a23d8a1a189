import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  IDEMPOTENCY_KEY_HEADER,
  OrdersResponseSchema,
  PaymentResponseSchema,
  type Order,
  type PaymentRequestBody,
} from '../../contract/schemas/order';
import { api } from './client';
import { orderKeys } from './account-query-keys';

/** The signed-in shopper's orders; keyed by their id, so no other user is ever shown them. */
export const userOrdersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: orderKeys.mine(userId),
    queryFn: async ({ signal }) =>
      OrdersResponseSchema.parse(await api.get('orders', { signal }).json()).orders,
    // An admin may change a status at any time: short, so each visit asks again, but long
    // enough that the route loader's fetch is not repeated on mount.
    staleTime: 5_000,
  });

/**
 * What a placed order (or one refused) makes stale, whichever way it was sent: every order list.
 * Stock needs no key here: every write brings the catalogue up to date (app/catalogue-follower).
 */
export function invalidateAfterOrder(client: QueryClient) {
  void client.invalidateQueries({ queryKey: orderKeys.all });
}

/**
 * POST product/payment. The same idempotency key for every retry of one checkout attempt means a
 * double click or a resend returns the first order instead of creating another.
 */
export async function placeOrder(body: PaymentRequestBody, idempotencyKey: string): Promise<Order> {
  const response = await api
    .post('product/payment', { json: body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } })
    .json();
  return PaymentResponseSchema.parse(response).order;
}
