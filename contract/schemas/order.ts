import { MAX_LINES_PER_ORDER } from '../constants';
import { z } from '../zod';
import { ORDER_STATUSES } from '../enums';
import { DeliveryMethodSchema, OrderStatusSchema } from './enums';
import { CartLineInputSchema, type CartItem } from './cart';
import { IsoDateTimeSchema, ProductSchema } from './product';
import {
  PaymentMethodSchema,
  PaymentRedirectSchema,
  PaymentStateSchema,
  type PaymentMethod,
} from './payment';

export { OrderStatusSchema } from './enums';
export type { OrderStatus } from '../enums';

const DETAIL_MAX = 200;
const detailText = () => z.optional(z.string().check(z.trim(), z.maxLength(DETAIL_MAX)));

/** Checkout delivery details, sent with a payment and echoed on the order. */
export const DeliveryDetailsSchema = z.object({
  deliveryMethod: z.optional(DeliveryMethodSchema),
  fullName: detailText(),
  phone: detailText(),
  address: detailText(),
  region: detailText(),
  city: detailText(),
  /** Pickup: the chosen point's `_id` (GET /delivery/options). */
  pickupPointId: detailText(),
});
export type DeliveryDetails = z.infer<typeof DeliveryDetailsSchema>;

export const OrderBuyerSchema = z.object({
  _id: z.string().check(z.minLength(1)),
  name: z.string(),
  email: z.string(),
});
export type OrderBuyer = z.infer<typeof OrderBuyerSchema>;

// paymentStatus is true exactly when the money arrived. The other fields came with payments (turn
// 3): optional here, so orders kept by older installs still parse.
export const OrderPaymentSchema = z.looseObject({
  paymentStatus: z.boolean(),
  method: z.optional(PaymentMethodSchema),
  state: z.optional(PaymentStateSchema),
  reference: z.optional(z.nullable(z.string())),
  paidAt: z.optional(z.nullable(IsoDateTimeSchema)),
  /** Naira received (null until paid). */
  amountPaid: z.optional(z.nullable(z.number())),
  /** Set when money arrived that does not match the order (the admin looks into it). */
  flag: z.optional(z.nullable(z.string())),
});
export type OrderPayment = z.infer<typeof OrderPaymentSchema>;

/** A product copied into the order when it was placed, with the ordered quantity. */
export const OrderProductSchema = z.extend(ProductSchema, {
  addedQty: z.int().check(z.minimum(1)),
});
export type OrderProduct = z.infer<typeof OrderProductSchema>;

/** Who made an order event: the buyer, an admin (with `name`), the payment gateway or the shop. */
export const ORDER_ACTORS = ['buyer', 'admin', 'gateway', 'system'] as const;

/** One event of an order's history: `Placed`, a status the admin set, or a payment state. */
export const OrderHistoryEntrySchema = z.object({
  status: z.string(),
  at: IsoDateTimeSchema,
  by: z.enum(ORDER_ACTORS),
  /** The admin's name as it was when they acted (admins only). */
  name: z.optional(z.string()),
  /** Why, when the change says (e.g. "Confirmed unpaid", "Not paid in time"). */
  reason: z.optional(z.string()),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntrySchema>;

/**
 * Where the order goes and when it should arrive: the zone (door delivery) or the pickup point
 * (with its address), the fee charged, and the estimated window as YYYY-MM-DD days counted from
 * the day the order was placed, in Africa/Lagos.
 */
export const OrderDeliverySchema = z.object({
  method: DeliveryMethodSchema,
  zone: z.optional(z.string()),
  pickupPoint: z.optional(z.string()),
  pickupAddress: z.optional(z.string()),
  fee: z.number().check(z.minimum(0)),
  estimatedFrom: z.string(),
  estimatedTo: z.string(),
});
export type OrderDelivery = z.infer<typeof OrderDeliverySchema>;

export const OrderSchema = z.object({
  _id: z.string().check(z.minLength(1)),
  status: OrderStatusSchema,
  buyer: OrderBuyerSchema,
  createdAt: IsoDateTimeSchema,
  updatedAt: z.optional(IsoDateTimeSchema),
  payment: OrderPaymentSchema,
  products: z.array(OrderProductSchema),
  totalAmount: z.number().check(z.minimum(0)),
  shippingFee: z.number().check(z.minimum(0)),
  shipping: z.optional(DeliveryDetailsSchema),
  // Since turn 4; optional so orders kept by older installs still parse.
  history: z.optional(z.array(OrderHistoryEntrySchema)),
  delivery: z.optional(OrderDeliverySchema),
});
export type Order = z.infer<typeof OrderSchema>;

/** GET /orders: the caller's own orders, newest first. */
export const OrdersResponseSchema = z.object({
  success: z.literal(true),
  orders: z.array(OrderSchema),
});
export type OrdersResponse = z.infer<typeof OrdersResponseSchema>;

/** GET /orders/all (admin). Paging fields are additions and optional. */
export const AllOrdersResponseSchema = z.object({
  success: z.literal(true),
  orders: z.array(OrderSchema),
  orderCount: z.int().check(z.minimum(0)),
  currentPage: z.optional(z.int()),
  totalPages: z.optional(z.int()),
});
export type AllOrdersResponse = z.infer<typeof AllOrdersResponseSchema>;

export const ORDER_STATUS_INVALID_MESSAGE = `Status must be one of: ${ORDER_STATUSES.join(', ')}`;

export const OrderStatusUpdateRequestSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: ORDER_STATUS_INVALID_MESSAGE }),
  /** The admin ships or delivers a Paystack order whose money has not arrived (else 409). */
  confirmUnpaid: z.optional(z.boolean({ error: 'confirmUnpaid must be true or false' })),
});
export type OrderStatusUpdateRequest = z.infer<typeof OrderStatusUpdateRequestSchema>;

/** message is `Order status changed to "<status>"` (see orderStatusChangedMessage). */
export const OrderStatusUpdateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: OrderSchema,
});
export type OrderStatusUpdateResponse = z.infer<typeof OrderStatusUpdateResponseSchema>;

export const PAYMENT_MESSAGES = {
  cartEmpty: 'Cart is empty',
  tooManyLines: `An order may hold at most ${MAX_LINES_PER_ORDER} different products`,
  cartInvalid: 'cartItems must be a list of cart items',
} as const;

/**
 * Server-side parse of POST /product/payment. paymentRef is opaque (this
 * client sends `true`). Cart lines keep only _id and addedQty: prices always
 * come from the server's own data.
 */
export const PaymentRequestSchema = z.object({
  paymentRef: z.optional(z.unknown()),
  /** Absent (older clients): pay on delivery. paymentRef never marks anything paid. */
  paymentMethod: z.optional(PaymentMethodSchema),
  cartItems: z
    .array(CartLineInputSchema, { error: PAYMENT_MESSAGES.cartInvalid })
    .check(
      z.minLength(1, { error: PAYMENT_MESSAGES.cartEmpty }),
      z.maxLength(MAX_LINES_PER_ORDER, { error: PAYMENT_MESSAGES.tooManyLines }),
    ),
  shipping: z.optional(DeliveryDetailsSchema),
  /**
   * The total the shopper was shown (naira). When the server's differs, nothing is kept and the
   * answer is 409 PRICE_CHANGED with the new quote (contract/schemas/quote.ts). Older clients
   * send none and are priced as before.
   */
  expectedTotal: z.optional(z.number().check(z.minimum(0))),
});
export type PaymentRequest = z.output<typeof PaymentRequestSchema>;

/** What the client sends: whole cart entries. */
export interface PaymentRequestBody {
  paymentRef: unknown;
  paymentMethod?: PaymentMethod;
  cartItems: CartItem[];
  shipping?: DeliveryDetails;
  expectedTotal?: number;
}

/** 201 answer; message is ORDER_CREATED_MESSAGE. */
export const PaymentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: OrderSchema,
  /** For an online payment: where the shopper pays. */
  payment: z.optional(PaymentRedirectSchema),
});
export type PaymentResponse = z.infer<typeof PaymentResponseSchema>;

/** Header that makes a payment retry return the first order instead of a new one. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** GET /payments/verify/:reference, PUT /payments/on-delivery/:id: the order as it stands. */
export const OrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.optional(z.string()),
  order: OrderSchema,
});
export type OrderResponse = z.infer<typeof OrderResponseSchema>;

/** POST /payments/retry/:id: a new attempt for the same order, with its own reference. */
export const PaymentRetryResponseSchema = z.extend(OrderResponseSchema, {
  payment: PaymentRedirectSchema,
});
export type PaymentRetryResponse = z.infer<typeof PaymentRetryResponseSchema>;
