import { atom } from 'jotai';
import { STORAGE_KEYS } from '../../contract/constants';
import {
  addToCart,
  cartBadgeCount,
  decreaseQty,
  increaseQty,
  isCartFull,
  lineQtyLimit,
  removeFromCart,
} from '../../contract/rules/cart';
import { refreshCartLine } from '../../contract/rules/cart-freshness';
import type { CartItem } from '../../contract/schemas/cart';
import type { Product } from '../../contract/schemas/product';
import { atomRestoredFromStorage } from './restored-storage';

// Every write below is a function of the cart as it is when applied: one made before the stored
// cart is restored waits for it (restored-storage.ts).
export const cartAtom = atomRestoredFromStorage(STORAGE_KEYS.cart, []);

export const cartCountAtom = atom((get) => cartBadgeCount(get(cartAtom)));

export const cartIdsAtom = atom((get) => new Set(get(cartAtom).map((item) => item._id)));

/**
 * Whether one product is in the cart: a card reading it redraws when that answer changes, not on
 * every change to the cart (useProductFlag makes one per product).
 */
export const inCartAtom = (id: string) => atom((get) => get(cartIdsAtom).has(id));

/** What became of an add: 'full' means one order can take no further product. */
export type AddToCartResult = 'added' | 'already-in-cart' | 'full';

/** The cart with `product` added, `quantity` units of it; unchanged when it cannot take it. */
function withProduct(cart: CartItem[], product: Product, quantity?: number): CartItem[] {
  if (addResult(cart, product) !== 'added') return cart;
  const next = addToCart(cart, product);
  const qty = Math.max(1, Math.min(Math.floor(quantity ?? 1), lineQtyLimit(product.quantity)));
  return qty === 1
    ? next
    : next.map((item) => (item._id === product._id ? { ...item, addedQty: qty } : item));
}

function addResult(cart: CartItem[], product: Product): AddToCartResult {
  // Already there: the chosen quantity must not overwrite the line either.
  if (cart.some((item) => item._id === product._id)) return 'already-in-cart';
  return isCartFull(cart) ? 'full' : 'added';
}

/**
 * Adding a product already in the cart does nothing (the spec's rule); nor does adding one more
 * product than an order may hold. The detail page passes the shopper's chosen quantity, kept
 * within the stock and the per-line cap. (The result is read off the cart as it stands: for a tap
 * made before the stored cart is restored, the rule is applied again once it is.)
 */
export const addToCartAtom = atom(
  null,
  (get, set, product: Product, quantity?: number): AddToCartResult => {
    const result = addResult(get(cartAtom), product);
    set(cartAtom, (cart) => withProduct(cart, product, quantity));
    return result;
  },
);

export const removeFromCartAtom = atom(null, (_get, set, id: string) => {
  set(cartAtom, (cart) => removeFromCart(cart, id));
});

export const increaseQtyAtom = atom(null, (_get, set, id: string) => {
  set(cartAtom, (cart) => increaseQty(cart, id));
});

export const decreaseQtyAtom = atom(null, (_get, set, id: string) => {
  set(cartAtom, (cart) => decreaseQty(cart, id));
});

export const clearCartAtom = atom(null, (_get, set) => {
  set(cartAtom, []);
});

/**
 * Brings a product's line up to the catalogue's figures (current price and stock). Applied to the
 * line as the store holds it now, not as a screen last drew it: a tap on plus that lands while the
 * catalogue arrives (the screen's effect still holding the line from before the tap) is kept.
 */
export const refreshCartLineAtom = atom(null, (_get, set, current: Product) => {
  set(cartAtom, (cart) =>
    cart.map((item) =>
      item._id === current._id ? (refreshCartLine(item, current).line ?? item) : item,
    ),
  );
});
