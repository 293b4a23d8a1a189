import { queryOptions } from '@tanstack/react-query';
import {
  IDEMPOTENCY_KEY_HEADER,
  OrdersResponseSchema,
  PaymentResponseSchema,
  type Order,
  type PaymentRequestBody,
  type PaymentResponse,
} from '../../contract/schemas/order';
import { api } from './client';

/** The signed-in shopper's orders; keyed by their id, so no other user is ever shown them. */
export const userOrdersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['orders', 'mine', userId],
    queryFn: async ({ signal }) =>
      OrdersResponseSchema.parse(await api.get('orders', { signal }).json()).orders,
    // An admin may change a status at any time: short, so each visit asks again, but long
    // enough that the route loader's fetch is not repeated on mount.
    staleTime: 5_000,
  });

/** One of the signed-in shopper's orders, read from their list (null: not theirs, or none). */
export const userOrderQueryOptions = (userId: string, orderId: string) =>
  queryOptions({
    ...userOrdersQueryOptions(userId),
    select: (orders: Order[]) => orders.find((order) => order._id === orderId) ?? null,
  });

/**
 * POST product/payment, with the whole answer: an online order also says where the shopper pays.
 * The same idempotency key for every retry of one checkout attempt means a double click or a
 * resend returns the first order (and its payment page) instead of creating another.
 */
export async function submitOrder(
  body: PaymentRequestBody,
  idempotencyKey: string,
): Promise<PaymentResponse> {
  const response = await api
    .post('product/payment', { json: body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } })
    .json();
  return PaymentResponseSchema.parse(response);
}

/** POST product/payment, answering the order only (the order outbox's sender). */
export async function placeOrder(body: PaymentRequestBody, idempotencyKey: string): Promise<Order> {
  return (await submitOrder(body, idempotencyKey)).order;
}
