import { z } from '../zod';

// The wire contract's "Payments" section: two ways to pay, and the state of an order's money.

export const PAYMENT_METHODS = ['paystack', 'on_delivery'] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, {
  error: 'paymentMethod must be "paystack" or "on_delivery"',
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/**
 * `pending`: waiting for Paystack; `failed`: the last attempt failed (the order still waits, and
 * may be paid again or switched to delivery); `on_delivery`: to be paid to the courier;
 * `expired`: not paid in time, cancelled and restocked; `refunded`: paid, then cancelled.
 */
export const PAYMENT_STATES = [
  'pending',
  'paid',
  'failed',
  'on_delivery',
  'expired',
  'refunded',
] as const;
export const PaymentStateSchema = z.enum(PAYMENT_STATES);
export type PaymentState = z.infer<typeof PaymentStateSchema>;

/** States in which the shopper may still pay online or switch to paying on delivery. */
export const AWAITING_ONLINE_PAYMENT: ReadonlySet<PaymentState> = new Set(['pending', 'failed']);

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  paystack: 'Pay online with Paystack (card, bank transfer, USSD)',
  on_delivery: 'Pay on delivery (cash or transfer to the courier)',
};

/** GET /payments/methods */
export const PaymentMethodsResponseSchema = z.object({
  success: z.literal(true),
  methods: z.array(z.object({ id: PaymentMethodSchema, label: z.string() })),
});
export type PaymentMethodsResponse = z.infer<typeof PaymentMethodsResponseSchema>;

/** Where the shopper goes to pay (Paystack's page, or the test gateway's). */
export const PaymentRedirectSchema = z.object({
  authorizationUrl: z.string().check(z.minLength(1)),
  reference: z.string().check(z.minLength(1)),
});
export type PaymentRedirect = z.infer<typeof PaymentRedirectSchema>;

/** PUT /orders/payment/:id (admin): money received for a pay-on-delivery order. */
export const MarkPaidRequestSchema = z.object({
  paymentStatus: z.literal(true, { error: 'paymentStatus must be true' }),
});

export const PAYMENT_API_MESSAGES = {
  gatewayDown: 'Online payment is unavailable right now. Please try again, or pay on delivery.',
  methodUnavailable: 'This payment method is not available',
  notAwaiting: 'This order is not waiting for an online payment',
  notOnDelivery: 'Only a pay-on-delivery order can be marked as paid here',
  markedPaid: 'Payment recorded',
  switchedToDelivery: 'You will pay on delivery',
  tooManyTries: 'Too many payment tries. Please wait a little and try again.',
  referenceUnknown: 'Payment not found',
} as const;
