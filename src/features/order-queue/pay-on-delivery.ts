import type { PaymentRequestBody } from '../../../contract/schemas/order';

/**
 * A queued order is paid on delivery, whatever the checkout handed over. It may be sent hours
 * later, with the shopper elsewhere in the app: nobody would be there to pay on Paystack's page,
 * and an unpaid online order holds its stock until it expires. Pay on delivery needs nothing
 * from the shopper when it goes out, and the Idempotency-Key still makes every attempt one order.
 */
export function payOnDelivery(body: PaymentRequestBody): PaymentRequestBody {
  return { ...body, paymentMethod: 'on_delivery' };
}
