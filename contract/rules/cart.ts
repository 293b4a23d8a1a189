// Cart transitions (spec section 4). All return a new array and leave the
// input untouched, so they drop straight into state setters.

import { MAX_LINES_PER_ORDER, MAX_UNITS_PER_LINE } from '../constants';

export interface CartProduct {
  readonly _id: string;
  readonly quantity: number;
}

export type CartEntry<P extends CartProduct> = P & { isAdded: true; addedQty: number };

/**
 * Adding a product already in the cart is ignored (no quantity bump); so is a new product once the
 * cart holds as many lines as one order may (the server refuses more).
 */
export function addToCart<P extends CartProduct>(
  cart: readonly CartEntry<P>[],
  product: P,
): CartEntry<P>[] {
  if (cart.some((item) => item._id === product._id) || isCartFull(cart)) return [...cart];
  return [...cart, { ...product, isAdded: true, addedQty: 1 }];
}

/** No further distinct product fits in one order. */
export function isCartFull(cart: readonly unknown[]): boolean {
  return cart.length >= MAX_LINES_PER_ORDER;
}

/** The most units of one product a line may hold: its stock, and never more than the order cap. */
export function lineQtyLimit(stock: number): number {
  return Math.min(stock, MAX_UNITS_PER_LINE);
}

/**
 * The order cap, not the stock, is what keeps this line from growing: the shopper is told why the
 * plus control stopped although more is in stock.
 */
export function isAtLineCap(item: {
  readonly addedQty: number;
  readonly quantity: number;
}): boolean {
  return item.addedQty >= MAX_UNITS_PER_LINE && item.quantity > MAX_UNITS_PER_LINE;
}

export function removeFromCart<P extends CartProduct>(
  cart: readonly CartEntry<P>[],
  id: string,
): CartEntry<P>[] {
  return cart.filter((item) => item._id !== id);
}

/** The plus control is disabled once the quantity equals the stock or the per-line cap. */
export function canIncreaseQty(item: {
  readonly addedQty: number;
  readonly quantity: number;
}): boolean {
  return item.addedQty < lineQtyLimit(item.quantity);
}

export function increaseQty<P extends CartProduct>(
  cart: readonly CartEntry<P>[],
  id: string,
): CartEntry<P>[] {
  return cart.map((item) =>
    item._id === id && canIncreaseQty(item) ? { ...item, addedQty: item.addedQty + 1 } : item,
  );
}

export function decreaseQty<P extends CartProduct>(
  cart: readonly CartEntry<P>[],
  id: string,
): CartEntry<P>[] {
  return cart.map((item) =>
    item._id === id && item.addedQty > 1 ? { ...item, addedQty: item.addedQty - 1 } : item,
  );
}

export function isInCart(cart: readonly { readonly _id: string }[], id: string): boolean {
  return cart.some((item) => item._id === id);
}

/** The header badge counts distinct items, not units. */
export function cartBadgeCount(cart: readonly unknown[]): number {
  return cart.length;
}
