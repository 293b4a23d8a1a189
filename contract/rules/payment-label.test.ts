import { describe, expect, it } from 'vitest';
import { paymentLabel, paymentMethodLabel } from './payment-label';

describe('payment labels', () => {
  it('say whether money has arrived, for every state', () => {
    expect(paymentLabel({ paymentStatus: true, state: 'paid' })).toBe('Paid');
    expect(paymentLabel({ paymentStatus: false, state: 'pending' })).toBe('Awaiting payment');
    expect(paymentLabel({ paymentStatus: false, state: 'on_delivery' })).toBe('Pay on delivery');
    expect(paymentLabel({ paymentStatus: false, state: 'expired' })).toBe('Payment expired');
    expect(paymentLabel({ paymentStatus: false, state: 'refunded' })).toBe('Refunded');
    expect(paymentLabel({ paymentStatus: false, state: 'failed' })).toBe('Payment failed');
  });

  it('read orders from before payments by paymentStatus alone', () => {
    expect(paymentLabel({ paymentStatus: true })).toBe('Paid');
    expect(paymentLabel({ paymentStatus: false })).toBe('Payment failed');
    expect(paymentMethodLabel({ paymentStatus: true })).toBe('On delivery');
    expect(paymentMethodLabel({ paymentStatus: false, method: 'paystack' })).toBe(
      'Online (Paystack)',
    );
  });
});
