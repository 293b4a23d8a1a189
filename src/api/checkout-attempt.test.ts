import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../contract/schemas/cart';
import type { DeliveryDetails } from '../../contract/schemas/order';
import { sampleProduct } from '../../contract/test-support/sample-product';
import { checkoutAttemptSignature, useCheckoutAttempt } from './checkout-attempt';

const shipping: DeliveryDetails = {
  deliveryMethod: 'door',
  fullName: 'Sisi Eko',
  phone: '+2348030001234',
  address: '1 Marina',
  region: 'Lagos',
  city: 'Lagos',
};

function cartOf(addedQty: number): CartItem[] {
  return [{ ...sampleProduct(), isAdded: true, addedQty }];
}

describe('one checkout attempt', () => {
  it('is the same lines, delivery details and way of paying, whatever else the cart holds', () => {
    const cart = cartOf(1);
    const same = { cartItems: cart, shipping, paymentMethod: 'on_delivery' } as const;
    // A cart line read back later (a queued order) may carry other fields, and keys in any order.
    const reread = {
      cartItems: cart.map((item) => ({ ...item, price: item.price + 1 })),
      shipping: { city: 'Lagos', ...shipping },
      paymentMethod: 'on_delivery',
    } as const;
    expect(checkoutAttemptSignature(reread)).toBe(checkoutAttemptSignature(same));
    for (const changed of [
      { ...same, cartItems: cartOf(2) },
      { ...same, shipping: { ...shipping, address: '2 Marina' } },
      { ...same, paymentMethod: 'paystack' as const },
    ]) {
      expect(checkoutAttemptSignature(changed)).not.toBe(checkoutAttemptSignature(same));
    }
  });

  it('keeps one Idempotency-Key until the attempt changes or ends', () => {
    const cart = cartOf(1);
    const { result } = renderHook(() => useCheckoutAttempt());
    const attempt = { cartItems: cart, shipping, paymentMethod: 'paystack' } as const;
    const key = result.current.keyFor(attempt);
    expect(result.current.keyFor({ ...attempt, cartItems: [...cart] })).toBe(key);
    const changed = result.current.keyFor({ ...attempt, shipping: { ...shipping, phone: '' } });
    expect(changed).not.toBe(key);
    result.current.end();
    expect(result.current.keyFor(attempt)).not.toBe(key);
  });
});
