import { describe, it, expect } from 'vitest';
import { cartSubtotal, cartTotals, shippingFee } from './shipping';

describe('shippingFee', () => {
  it('charges 2000 under the threshold for a non-empty cart', () => {
    expect(shippingFee(299999.99, 1)).toBe(2000);
    expect(shippingFee(0, 1)).toBe(2000);
  });
  it('is free at exactly 300000 and above', () => {
    expect(shippingFee(300000, 1)).toBe(0);
    expect(shippingFee(450000, 3)).toBe(0);
  });
  it('is 0 for an empty cart', () => {
    expect(shippingFee(0, 0)).toBe(0);
  });
});

describe('cartTotals', () => {
  it('returns all zeros for an empty cart', () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, shipping: 0, total: 0, amountToFreeShipping: 0 });
  });
  it('gives free shipping when the subtotal is exactly 300000', () => {
    expect(cartTotals([{ price: 100000, addedQty: 3 }])).toEqual({
      subtotal: 300000,
      shipping: 0,
      total: 300000,
      amountToFreeShipping: 0,
    });
  });
  it('charges shipping at 299999.99', () => {
    expect(cartTotals([{ price: 299999.99, addedQty: 1 }])).toEqual({
      subtotal: 299999.99,
      shipping: 2000,
      total: 301999.99,
      amountToFreeShipping: 0.01,
    });
  });
  it('multiplies price by quantity across lines', () => {
    const totals = cartTotals([
      { price: 12500, addedQty: 2 },
      { price: 8000, addedQty: 1 },
    ]);
    expect(totals).toEqual({
      subtotal: 33000,
      shipping: 2000,
      total: 35000,
      amountToFreeShipping: 267000,
    });
  });
  it('does not let floating point drift dodge the threshold', () => {
    // 0.1 * 3 is 0.30000000000000004 in floating point.
    expect(cartSubtotal([{ price: 0.1, addedQty: 3 }])).toBe(0.3);
    expect(
      cartTotals([
        { price: 100000.1, addedQty: 1 },
        { price: 199999.9, addedQty: 1 },
      ]).shipping,
    ).toBe(0);
  });
});
