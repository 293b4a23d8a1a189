import { PAYMENT_CURRENCY, type VerifiedPayment } from './payment-gateway';

/**
 * What a verify answer means for an order awaiting `expectedKobo`.
 * - `paid`: success, the exact amount, in naira.
 * - `mismatch`: success but another amount or currency: leave it unpaid and flag it for the admin.
 * - `failed`: declined.
 * - `reversed`: paid once, since refunded or reversed at the gateway.
 * - `waiting`: nothing final yet (`pending`, and `abandoned`, which Paystack also answers while
 *   the shopper is still on its page): the order's payment window decides.
 */
export type PaymentOutcome = 'paid' | 'mismatch' | 'failed' | 'reversed' | 'waiting';

export function paymentOutcome(verified: VerifiedPayment, expectedKobo: number): PaymentOutcome {
  switch (verified.status) {
    case 'success':
      return verified.amountKobo === expectedKobo && verified.currency === PAYMENT_CURRENCY
        ? 'paid'
        : 'mismatch';
    case 'failed':
      return 'failed';
    case 'reversed':
      return 'reversed';
    case 'abandoned':
    case 'pending':
      return 'waiting';
  }
}
