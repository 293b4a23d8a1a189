import { describe, expect, it } from 'vitest';
import { isOrderable, refreshCartLine } from './cart-freshness';

const line = { _id: 'a', price: 10000, quantity: 5, isAvailable: true, addedQty: 3, isAdded: true };

describe('refreshCartLine', () => {
  it('leaves an unchanged line alone', () => {
    expect(
      refreshCartLine(line, { _id: 'a', price: 10000, quantity: 5, isAvailable: true }),
    ).toEqual({ line: null, notice: null });
  });

  it('takes the new price and says what it was', () => {
    const result = refreshCartLine(line, {
      _id: 'a',
      price: 12000,
      quantity: 5,
      isAvailable: true,
    });
    expect(result.line).toMatchObject({ price: 12000, addedQty: 3, isAdded: true });
    expect(result.notice).toEqual({ kind: 'changed', priceFrom: 10000, priceTo: 12000 });
  });

  it('clamps the quantity to a lower stock, never below 1', () => {
    expect(
      refreshCartLine(line, { _id: 'a', price: 10000, quantity: 2, isAvailable: true }).line,
    ).toMatchObject({ quantity: 2, addedQty: 2 });
    const soldOut = refreshCartLine(line, {
      _id: 'a',
      price: 10000,
      quantity: 0,
      isAvailable: false,
    });
    expect(soldOut.line).toMatchObject({ quantity: 0, addedQty: 1, isAvailable: false });
    expect(soldOut.notice).toEqual({ kind: 'changed', stockFrom: 5, stockTo: 0 });
  });

  it('flags a product that no longer exists', () => {
    expect(refreshCartLine(line, null)).toEqual({ line: null, notice: { kind: 'gone' } });
  });
});

describe('isOrderable', () => {
  it('needs availability and enough stock', () => {
    expect(isOrderable(line)).toBe(true);
    expect(isOrderable({ ...line, quantity: 2 })).toBe(false);
    expect(isOrderable({ ...line, isAvailable: false })).toBe(false);
    expect(isOrderable({ ...line, quantity: 0, addedQty: 1 })).toBe(false);
  });
});
