import { C as boolean, D as object, E as number, S as array, T as looseObject, a as DeliveryMethodSchema, j as unknown, k as string, l as ORDER_STATUSES, u as OrderStatusSchema, w as literal, x as _enum } from "./enums-wP262MW5.js";
import { C as IsoDateTimeSchema, k as ProductSchema, x as CartLineInputSchema } from "./auth-atoms-DYCAUkaS.js";
// contract/schemas/order.ts
var DETAIL_MAX = 200;
var detailText = () => string().trim().max(DETAIL_MAX).optional();
/** Checkout delivery details, sent with a payment and echoed on the order. */
var DeliveryDetailsSchema = object({
	deliveryMethod: DeliveryMethodSchema.optional(),
	fullName: detailText(),
	phone: detailText(),
	address: detailText(),
	region: detailText(),
	city: detailText()
});
var OrderBuyerSchema = object({
	_id: string().min(1),
	name: string(),
	email: string()
});
var OrderPaymentSchema = looseObject({ paymentStatus: boolean() });
/** A product copied into the order when it was placed, with the ordered quantity. */
var OrderProductSchema = ProductSchema.extend({ addedQty: number().int().min(1) });
var OrderSchema = object({
	_id: string().min(1),
	status: OrderStatusSchema,
	buyer: OrderBuyerSchema,
	createdAt: IsoDateTimeSchema,
	updatedAt: IsoDateTimeSchema.optional(),
	payment: OrderPaymentSchema,
	products: array(OrderProductSchema),
	totalAmount: number().min(0),
	shippingFee: number().min(0),
	shipping: DeliveryDetailsSchema.optional()
});
/** GET /orders: the caller's own orders, newest first. */
var OrdersResponseSchema = object({
	success: literal(true),
	orders: array(OrderSchema)
});
/** GET /orders/all (admin). Paging fields are additions and optional. */
var AllOrdersResponseSchema = object({
	success: literal(true),
	orders: array(OrderSchema),
	orderCount: number().int().min(0),
	currentPage: number().int().optional(),
	totalPages: number().int().optional()
});
var ORDER_STATUS_INVALID_MESSAGE = `Status must be one of: ${ORDER_STATUSES.join(", ")}`;
object({ status: _enum(ORDER_STATUSES, { error: ORDER_STATUS_INVALID_MESSAGE }) });
/** message is `Order status changed to "<status>"` (see orderStatusChangedMessage). */
var OrderStatusUpdateResponseSchema = object({
	success: literal(true),
	message: string(),
	order: OrderSchema
});
var PAYMENT_MESSAGES = {
	cartEmpty: "Cart is empty",
	tooManyLines: `An order may hold at most 50 different products`,
	cartInvalid: "cartItems must be a list of cart items"
};
object({
	paymentRef: unknown(),
	cartItems: array(CartLineInputSchema, { error: PAYMENT_MESSAGES.cartInvalid }).min(1, { error: PAYMENT_MESSAGES.cartEmpty }).max(50, { error: PAYMENT_MESSAGES.tooManyLines }),
	shipping: DeliveryDetailsSchema.optional()
});
/** 201 answer; message is ORDER_CREATED_MESSAGE. */
var PaymentResponseSchema = object({
	success: literal(true),
	message: string(),
	order: OrderSchema
});
/** Header that makes a payment retry return the first order instead of a new one. */
var IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export { PaymentResponseSchema as a, OrdersResponseSchema as i, IDEMPOTENCY_KEY_HEADER as n, OrderStatusUpdateResponseSchema as r, AllOrdersResponseSchema as t };

//# sourceMappingURL=order-C-qrm8-i.js.map