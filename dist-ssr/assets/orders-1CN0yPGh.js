import { t as queryOptions } from "./queryOptions-BR3H30r7.js";
import { a as PaymentResponseSchema, i as OrdersResponseSchema, n as IDEMPOTENCY_KEY_HEADER } from "./order-C-qrm8-i.js";
import { t as api } from "./client-C7a1WBi8.js";
// src/api/orders.ts
/** The signed-in shopper's orders; keyed by their id, so no other user is ever shown them. */
var userOrdersQueryOptions = (userId) => queryOptions({
	queryKey: [
		"orders",
		"mine",
		userId
	],
	queryFn: async ({ signal }) => OrdersResponseSchema.parse(await api.get("orders", { signal }).json()).orders,
	staleTime: 5e3
});
/**
* POST product/payment. The same idempotency key for every retry of one checkout attempt means a
* double click or a resend returns the first order instead of creating another.
*/
async function placeOrder(body, idempotencyKey) {
	const response = await api.post("product/payment", {
		json: body,
		headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }
	}).json();
	return PaymentResponseSchema.parse(response).order;
}
export { userOrdersQueryOptions as n, placeOrder as t };

//# sourceMappingURL=orders-1CN0yPGh.js.map