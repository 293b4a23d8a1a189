import { FREE_SHIPPING_THRESHOLD, SHIPPING_FEE } from '../constants';

// Sums are kept in kobo precision so 0.1 + 0.2 style drift cannot push a
// subtotal just under the free-shipping threshold.
function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** 2000 for a non-empty cart under 300000; free at exactly 300000 and above. */
export function shippingFee(subtotal: number, itemCount: number): number {
  if (itemCount <= 0) return 0;
  return subtotal >= FREE_SHIPPING_THRESHOLD ? 0 : SHIPPING_FEE;
}

export interface CartLine {
  readonly price: number;
  readonly addedQty: number;
}

export interface CartTotals {
  readonly subtotal: number;
  readonly shipping: number;
  readonly total: number;
  /** How much more to spend for free shipping; 0 when already free or the cart is empty. */
  readonly amountToFreeShipping: number;
}

export function cartSubtotal(items: readonly CartLine[]): number {
  return roundMoney(items.reduce((sum, item) => sum + item.price * item.addedQty, 0));
}

export function cartTotals(items: readonly CartLine[]): CartTotals {
  if (items.length === 0) return { subtotal: 0, shipping: 0, total: 0, amountToFreeShipping: 0 };
  const subtotal = cartSubtotal(items);
  const shipping = shippingFee(subtotal, items.length);
  return {
    subtotal,
    shipping,
    total: roundMoney(subtotal + shipping),
    amountToFreeShipping: roundMoney(Math.max(0, FREE_SHIPPING_THRESHOLD - subtotal)),
  };
}
