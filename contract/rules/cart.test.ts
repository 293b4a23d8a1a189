import { describe, it, expect } from 'vitest';
import {
  addToCart,
  canIncreaseQty,
  cartBadgeCount,
  decreaseQty,
  increaseQty,
  isInCart,
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
});
