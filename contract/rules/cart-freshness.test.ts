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

describe('refreshCartLine and the Flash Sale', () => {
  const endsAt = '2025-05-10T23:00:00.000Z';
  const during = new Date('2025-05-10T22:00:00Z');
  const sale = { price: 8000, percentOff: 20, endsAt };
  const onSale = { ...line, sale: sale as typeof sale | null };
  const current = { _id: 'a', price: 10000, quantity: 5, isAvailable: true };

  it('tells the shopper the price they pay went up when the sale is over', () => {
    const result = refreshCartLine(onSale, { ...current, sale: null }, during);
    expect(result.line).toMatchObject({ price: 10000, sale: null });
    expect(result.notice).toEqual({ kind: 'changed', priceFrom: 8000, priceTo: 10000 });
  });

  it('tells the shopper when a product in the cart goes on sale', () => {
    const result = refreshCartLine(line, { ...current, sale }, during);
    expect(result.line).toMatchObject({ sale });
    expect(result.notice).toEqual({ kind: 'changed', priceFrom: 10000, priceTo: 8000 });
  });

  it('takes a renewed sale silently when the price paid stays the same', () => {
    const renewed = { ...sale, endsAt: '2025-05-11T23:00:00.000Z' };
    expect(refreshCartLine(onSale, { ...current, sale: renewed }, during)).toEqual({
      line: { ...onSale, sale: renewed },
      notice: null,
    });
    expect(refreshCartLine(onSale, { ...current, sale }, during)).toEqual({
      line: null,
      notice: null,
    });
  });
});
