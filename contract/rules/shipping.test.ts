import { describe, it, expect } from 'vitest';
import { DEMO_DELIVERY, homeZone } from './delivery';
import { cartSubtotalKobo, cartTotals, shippingFeeKobo } from './shipping';

/** The demo shop's home zone: Lagos, ₦2,000, free from ₦300,000. */
const LAGOS = homeZone(DEMO_DELIVERY);

describe('shippingFeeKobo', () => {
  it('charges ₦2,000 under the threshold for a non-empty cart', () => {
    expect(shippingFeeKobo(29_999_999, 1, LAGOS)).toBe(200_000);
    expect(shippingFeeKobo(0, 1, LAGOS)).toBe(200_000);
  });
  it('is free at exactly ₦300,000 and above', () => {
    expect(shippingFeeKobo(30_000_000, 1, LAGOS)).toBe(0);
    expect(shippingFeeKobo(45_000_000, 3, LAGOS)).toBe(0);
  });
  it('is 0 for an empty cart', () => {
    expect(shippingFeeKobo(0, 0, LAGOS)).toBe(0);
  });
});

describe('cartTotals', () => {
  it('returns all zeros for an empty cart', () => {
    expect(cartTotals([], LAGOS)).toEqual({
      subtotal: 0,
      shipping: 0,
      total: 0,
      amountToFreeShipping: 0,
    });
  });
  it('gives free shipping when the subtotal is exactly 300000', () => {
    expect(cartTotals([{ price: 100000, addedQty: 3 }], LAGOS)).toEqual({
      subtotal: 300000,
      shipping: 0,
      total: 300000,
      amountToFreeShipping: 0,
    });
  });
  it('charges shipping at 299999.99', () => {
    expect(cartTotals([{ price: 299999.99, addedQty: 1 }], LAGOS)).toEqual({
      subtotal: 299999.99,
      shipping: 2000,
      total: 301999.99,
      amountToFreeShipping: 0.01,
    });
  });
  it('multiplies price by quantity across lines', () => {
    const totals = cartTotals(
      [
        { price: 12500, addedQty: 2 },
        { price: 8000, addedQty: 1 },
      ],
      LAGOS,
    );
    expect(totals).toEqual({
      subtotal: 33000,
      shipping: 2000,
      total: 35000,
      amountToFreeShipping: 267000,
    });
  });
  it('does not let floating point drift dodge the threshold', () => {
    // 0.1 * 3 is 0.30000000000000004 in floating point.
    expect(cartSubtotalKobo([{ price: 0.1, addedQty: 3 }])).toBe(30);
    expect(cartTotals([{ price: 0.1, addedQty: 3 }], LAGOS).subtotal).toBe(0.3);
    expect(
      cartTotals(
        [
          { price: 100000.1, addedQty: 1 },
          { price: 199999.9, addedQty: 1 },
        ],
        LAGOS,
      ).shipping,
    ).toBe(0);
  });
});

describe('totals with a Flash Sale', () => {
  const sale = { price: 150000, percentOff: 25, endsAt: '2025-05-10T23:00:00.000Z' };
  const line = { price: 200000, addedQty: 2, sale };

  it('count the sale price while it lasts, and the shipping fee on what is charged', () => {
    const during = new Date('2025-05-10T22:00:00Z');
    expect(cartSubtotalKobo([line], during)).toBe(30_000_000);
    expect(cartTotals([line, { price: 1000, addedQty: 1 }], LAGOS, during)).toEqual({
      subtotal: 301000,
      shipping: 0,
      total: 301000,
      amountToFreeShipping: 0,
    });
    expect(cartTotals([{ ...line, addedQty: 1 }], LAGOS, during)).toMatchObject({
      subtotal: 150000,
      shipping: 2000,
      total: 152000,
    });
  });

  it('count the full price once it has ended', () => {
    const after = new Date('2025-05-10T23:00:00Z');
    expect(cartTotals([{ ...line, addedQty: 1 }], LAGOS, after)).toMatchObject({
      subtotal: 200000,
      shipping: 2000,
      total: 202000,
    });
  });
});

describe('a destination’s fee rule', () => {
  it('charges a never-free zone at any subtotal and tells no amount to free shipping', () => {
    expect(cartTotals([{ price: 400000, addedQty: 1 }], { fee: 5000, freeFrom: null })).toEqual({
      subtotal: 400000,
      shipping: 5000,
      total: 405000,
      amountToFreeShipping: 0,
    });
  });
});
