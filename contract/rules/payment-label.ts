import type { OrderPayment } from '../schemas/order';
import type { PaymentState } from '../schemas/payment';

const LABELS: Record<PaymentState, string> = {
  paid: 'Paid',
  pending: 'Awaiting payment',
  failed: 'Payment failed',
  on_delivery: 'Pay on delivery',
  expired: 'Payment expired',
  refunded: 'Refunded',
};

/** The state of an order's money as shoppers, the admin and e-mails name it. */
export function paymentStateOf(payment: OrderPayment): PaymentState {
  // Orders from before payments carry only paymentStatus.
  return payment.state ?? (payment.paymentStatus ? 'paid' : 'failed');
}

export function paymentLabel(payment: OrderPayment): string {
  return LABELS[paymentStateOf(payment)];
}

/** How the order is paid, in words. */
export function paymentMethodLabel(payment: OrderPayment): string {
  return payment.method === 'paystack' ? 'Online (Paystack)' : 'On delivery';
}

const IN_WORDS: Record<PaymentState, string> = {
  paid: 'Paid: your payment has arrived',
  pending: 'Waiting for your payment',
  failed: 'Payment failed: pay now or on delivery',
  on_delivery: 'Pay on delivery: cash or transfer to the courier',
  expired: 'Not paid in time: the order was cancelled',
  refunded: 'Refunded',
};

/** Where the order's money is, as a sentence for the shopper (confirmation page, receipt). */
export function paymentInWords(payment: OrderPayment): string {
  return IN_WORDS[paymentStateOf(payment)];
}
