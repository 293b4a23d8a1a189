import { queryOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import {
  IDEMPOTENCY_KEY_HEADER,
  OrderResponseSchema,
  PaymentResponseSchema,
  PaymentRetryResponseSchema,
  type Order,
  type OrderResponse,
  type PaymentRequestBody,
  type PaymentResponse,
  type PaymentRetryResponse,
} from '../../contract/schemas/order';
import { PaymentMethodsResponseSchema } from '../../contract/schemas/payment';
import { api } from './client';
import type { MutationHandlers } from './mutation-handlers';
import { orderKeys, paymentKeys } from './account-query-keys';

/** GET payments/methods: what the store accepts now (public, kept for offline checkouts). */
export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.methods(),
    queryFn: async ({ signal }) =>
      PaymentMethodsResponseSchema.parse(await api.get('payments/methods', { signal }).json())
        .methods,
    // The store's gateway changes with a deploy, not while someone checks out.
    staleTime: 10 * 60_000,
  });

/**
 * POST product/payment for an order paid online, with the whole answer: where the shopper pays.
 * (Kept apart from orders.ts's placeOrder, which every first load carries for the order queue.)
 * The same idempotency key for every retry of one checkout attempt returns the first order and
 * its payment page instead of creating another.
 */
export async function placeOnlineOrder(
  body: PaymentRequestBody & { paymentMethod: 'paystack' },
  idempotencyKey: string,
): Promise<PaymentResponse> {
  const response = await api
    .post('product/payment', { json: body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } })
    .json();
  return PaymentResponseSchema.parse(response);
}

/**
 * GET payments/verify/:reference: the order after the server has asked the gateway how the
 * payment went. Asked once per return from the payment page (never again by itself: each call
 * goes to Paystack); under 'orders', so it is private to this user and never written to disk.
 */
export const verifiedOrderQueryOptions = (userId: string, reference: string) =>
  queryOptions({
    queryKey: orderKeys.verified(userId, reference),
    queryFn: async ({ signal }) =>
      OrderResponseSchema.parse(
        await api.get(`payments/verify/${encodeURIComponent(reference)}`, { signal }).json(),
      ).order,
    staleTime: Infinity,
    retry: false,
  });

/** POST payments/retry/:orderId ("Pay now"): a new attempt, with its own payment page. */
export async function retryPayment(orderId: string): Promise<PaymentRetryResponse> {
  const body = await api.post(`payments/retry/${encodeURIComponent(orderId)}`).json();
  return PaymentRetryResponseSchema.parse(body);
}

/** PUT payments/on-delivery/:orderId ("Pay on delivery instead"). */
export async function payOnDeliveryInstead(orderId: string): Promise<OrderResponse> {
  const body = await api.put(`payments/on-delivery/${encodeURIComponent(orderId)}`).json();
  return OrderResponseSchema.parse(body);
}

/** Refused (paid or expired meanwhile, in another tab): every orders view asks again. */
function refreshOrders(client: QueryClient) {
  void client.invalidateQueries({ queryKey: orderKeys.all });
}

/**
 * A changed order put in every view that holds it (the order page's verified order, the shopper's
 * list), so they agree without asking the gateway again; the shopper's list is then asked again.
 */
function showChangedOrder(client: QueryClient, order: Order) {
  client.setQueriesData<Order>({ queryKey: orderKeys.everyVerified() }, (kept) =>
    kept?._id === order._id ? order : kept,
  );
  client.setQueriesData<Order[]>({ queryKey: orderKeys.everyMine() }, (orders) =>
    orders?.map((kept) => (kept._id === order._id ? order : kept)),
  );
  void client.invalidateQueries({ queryKey: orderKeys.everyMine() });
}

/** "Pay now": a new attempt, with its own payment page. */
export function useRetryPayment(orderId: string, handlers: MutationHandlers<PaymentRetryResponse>) {
  return useMutation({
    mutationFn: () => retryPayment(orderId),
    onSuccess: handlers.onSuccess,
    onError: async (error, _none, _result, { client }) => {
      await handlers.onError?.(error);
      refreshOrders(client);
    },
  });
}

/** "Pay on delivery instead". */
export function usePayOnDeliveryInstead(
  orderId: string,
  handlers: MutationHandlers<OrderResponse>,
) {
  return useMutation({
    mutationFn: () => payOnDeliveryInstead(orderId),
    onSuccess: async (answer, _none, _result, { client }) => {
      await handlers.onSuccess?.(answer);
      showChangedOrder(client, answer.order);
    },
    onError: async (error, _none, _result, { client }) => {
      await handlers.onError?.(error);
      refreshOrders(client);
    },
  });
}
