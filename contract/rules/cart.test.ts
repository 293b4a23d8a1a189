import { describe, it, expect } from 'vitest';
import { MAX_LINES_PER_ORDER, MAX_UNITS_PER_LINE } from '../constants';
import {
  addToCart,
  canIncreaseQty,
  cartBadgeCount,
  decreaseQty,
  increaseQty,
  isAtLineCap,
  isCartFull,
  isInCart,
  lineQtyLimit,
  removeFromCart,
  type CartEntry,
} from './cart';

interface P {
  _id: string;
  quantity: number;
  price: number;
}

const a: P = { _id: 'a', quantity: 2, price: 100 };
const b: P = { _id: 'b', quantity: 5, price: 200 };

describe('cart transitions', () => {
  it('adds with quantity 1 and ignores a repeat add', () => {
    const once = addToCart<P>([], a);
    expect(once).toEqual([{ ...a, isAdded: true, addedQty: 1 }]);
    const twice = addToCart(increaseQty(once, 'a'), a);
    expect(twice).toEqual([{ ...a, isAdded: true, addedQty: 2 }]);
  });
  it('removes by id', () => {
    const cart = addToCart(addToCart<P>([], a), b);
    expect(removeFromCart(cart, 'a').map((i) => i._id)).toEqual(['b']);
  });
  it('increases up to the stock quantity only', () => {
    let cart: CartEntry<P>[] = addToCart<P>([], a);
    cart = increaseQty(cart, 'a');
    expect(cart[0]?.addedQty).toBe(2);
    expect(cart[0] && canIncreaseQty(cart[0])).toBe(false);
    cart = increaseQty(cart, 'a');
    expect(cart[0]?.addedQty).toBe(2);
  });
  it('decreases but never below 1', () => {
    let cart: CartEntry<P>[] = increaseQty(addToCart<P>([], b), 'b');
    cart = decreaseQty(cart, 'b');
    expect(cart[0]?.addedQty).toBe(1);
    cart = decreaseQty(cart, 'b');
    expect(cart[0]?.addedQty).toBe(1);
  });
  it('leaves the input untouched', () => {
    const cart = addToCart<P>([], b);
    increaseQty(cart, 'b');
    expect(cart[0]?.addedQty).toBe(1);
  });
  it('counts distinct items for the badge', () => {
    const cart = increaseQty(addToCart(addToCart<P>([], a), b), 'b');
    expect(cartBadgeCount(cart)).toBe(2);
    expect(isInCart(cart, 'b')).toBe(true);
    expect(isInCart(cart, 'z')).toBe(false);
  });
  it('stops a line at the per-order cap even when more is in stock', () => {
    const plenty: P = { _id: 'c', quantity: MAX_UNITS_PER_LINE + 5, price: 10 };
    let cart: CartEntry<P>[] = addToCart<P>([], plenty);
    for (let i = 0; i < MAX_UNITS_PER_LINE + 3; i += 1) cart = increaseQty(cart, 'c');
    expect(cart[0]?.addedQty).toBe(MAX_UNITS_PER_LINE);
    expect(cart[0] && canIncreaseQty(cart[0])).toBe(false);
    expect(cart[0] && isAtLineCap(cart[0])).toBe(true);
    expect(lineQtyLimit(plenty.quantity)).toBe(MAX_UNITS_PER_LINE);
    expect(lineQtyLimit(3)).toBe(3);
  });
  it('does not call it the cap when the stock is what stops the line', () => {
    expect(isAtLineCap({ addedQty: MAX_UNITS_PER_LINE, quantity: MAX_UNITS_PER_LINE })).toBe(false);
    expect(isAtLineCap({ addedQty: 2, quantity: 2 })).toBe(false);
  });
  it('refuses a new product once the cart holds as many lines as one order may', () => {
    let cart: CartEntry<P>[] = [];
    for (let i = 0; i < MAX_LINES_PER_ORDER + 1; i += 1) {
      cart = addToCart(cart, { _id: `p${i}`, quantity: 1, price: 1 });
    }
    expect(cart).toHaveLength(MAX_LINES_PER_ORDER);
    expect(isCartFull(cart)).toBe(true);
    expect(cart.some((item) => item._id === `p${MAX_LINES_PER_ORDER}`)).toBe(false);
  });
});
