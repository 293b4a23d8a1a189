import { describe, expect, it } from 'vitest';
import type { PaymentStatus, VerifiedPayment } from './payment-gateway';
import { paymentOutcome } from './payment-outcome';

function verified(status: PaymentStatus, amountKobo = 500000, currency = 'NGN'): VerifiedPayment {
  return { reference: 'fh-x', status, gatewayStatus: status, amountKobo, currency, paidAt: null };
}

describe('paymentOutcome', () => {
  it('pays only the exact amount in naira', () => {
    expect(paymentOutcome(verified('success'), 500000)).toBe('paid');
    expect(paymentOutcome(verified('success', 499999), 500000)).toBe('mismatch');
    expect(paymentOutcome(verified('success', 500000, 'GHS'), 500000)).toBe('mismatch');
  });

  it('keeps waiting while Paystack says abandoned or pending', () => {
    expect(paymentOutcome(verified('abandoned'), 500000)).toBe('waiting');
    expect(paymentOutcome(verified('pending'), 500000)).toBe('waiting');
  });

  it('reports declines and reversals', () => {
    expect(paymentOutcome(verified('failed'), 500000)).toBe('failed');
    expect(paymentOutcome(verified('reversed'), 500000)).toBe('reversed');
  });
});
