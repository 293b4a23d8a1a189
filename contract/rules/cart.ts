// Cart transitions (spec section 4). All return a new array and leave the
// input untouched, so they drop straight into state setters.

export interface CartProduct {
  readonly _id: string;
  readonly quantity: number;
}

export type CartEntry<P extends CartProduct> = P & { isAdded: true; addedQty: number };

/** Adding a product already in the cart is ignored (no quantity bump). */
export function addToCart<P extends CartProduct>(
  cart: readonly CartEntry<P>[],
  product: P,
): CartEntry<P>[] {
  if (cart.some((item) => item._id === product._id)) return [...cart];
  return [...cart, { ...product, isAdded: true, addedQty: 1 }];
}

export function removeFromCart<P extends CartProduct>(
  cart: readonly CartEntry<P>[],
  id: string,
): CartEntry<P>[] {
  return cart.filter((item) => item._id !== id);
}

/** The plus control is disabled once the quantity equals the stock. */
export function canIncreaseQty(item: {
  readonly addedQty: number;
  readonly quantity: number;
}): boolean {
  return item.addedQty < item.quantity;
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
