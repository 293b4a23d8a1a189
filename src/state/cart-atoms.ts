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
import { StoredCartSchema } from '../../contract/schemas/storage';
import type { Product } from '../../contract/schemas/product';
import { atomWithValidatedStorage } from './validated-storage';

export const cartAtom = atomWithValidatedStorage<CartItem[]>(
  STORAGE_KEYS.cart,
  StoredCartSchema,
  [],
);

export const cartCountAtom = atom((get) => cartBadgeCount(get(cartAtom)));

export const cartIdsAtom = atom((get) => new Set(get(cartAtom).map((item) => item._id)));

/** What became of an add: 'full' means one order can take no further product. */
export type AddToCartResult = 'added' | 'already-in-cart' | 'full';

/**
 * Adding a product already in the cart does nothing (the spec's rule); nor does adding one more
 * product than an order may hold. The detail page passes the shopper's chosen quantity, kept
 * within the stock and the per-line cap.
 */
export const addToCartAtom = atom(
  null,
  (get, set, product: Product, quantity?: number): AddToCartResult => {
    const cart = get(cartAtom);
    // Already there: the chosen quantity must not overwrite the line either.
    if (cart.some((item) => item._id === product._id)) return 'already-in-cart';
    if (isCartFull(cart)) return 'full';
    const next = addToCart(cart, product);
    const qty = Math.max(1, Math.min(Math.floor(quantity ?? 1), lineQtyLimit(product.quantity)));
    set(
      cartAtom,
      qty === 1
        ? next
        : next.map((item) => (item._id === product._id ? { ...item, addedQty: qty } : item)),
    );
    return 'added';
  },
);

export const removeFromCartAtom = atom(null, (get, set, id: string) => {
  set(cartAtom, removeFromCart(get(cartAtom), id));
});

export const increaseQtyAtom = atom(null, (get, set, id: string) => {
  set(cartAtom, increaseQty(get(cartAtom), id));
});

export const decreaseQtyAtom = atom(null, (get, set, id: string) => {
  set(cartAtom, decreaseQty(get(cartAtom), id));
});

export const clearCartAtom = atom(null, (_get, set) => {
  set(cartAtom, []);
});

/**
 * Brings a product's line up to the catalogue's figures (current price and stock). Applied to the
 * line as the store holds it now, not as a screen last drew it: a tap on plus that lands while the
 * catalogue arrives (the screen's effect still holding the line from before the tap) is kept.
 */
export const refreshCartLineAtom = atom(null, (get, set, current: Product) => {
  set(
    cartAtom,
    get(cartAtom).map((item) =>
      item._id === current._id ? (refreshCartLine(item, current).line ?? item) : item,
    ),
  );
});
