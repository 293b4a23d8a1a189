import { FREE_SHIPPING_THRESHOLD, SHIPPING_FEE } from '../constants';
import { chargedPrice, type SaleablePrice } from './sale-price';

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

/** A line at its price, with the product's Flash Sale when it has one. */
export interface CartLine extends SaleablePrice {
  readonly addedQty: number;
}

export interface CartTotals {
  readonly subtotal: number;
  readonly shipping: number;
  readonly total: number;
  /** How much more to spend for free shipping; 0 when already free or the cart is empty. */
  readonly amountToFreeShipping: number;
}

/**
 * What the lines cost at `now`: a line on a Flash Sale at its sale price while the sale lasts.
 * `now` defaults to the caller's clock (a screen showing a cart); the server passes its own.
 */
export function cartSubtotal(items: readonly CartLine[], now: Date = new Date()): number {
  return roundMoney(items.reduce((sum, item) => sum + chargedPrice(item, now) * item.addedQty, 0));
}

/** The shipping fee is decided on the charged subtotal, the one the order will have. */
export function cartTotals(items: readonly CartLine[], now: Date = new Date()): CartTotals {
  if (items.length === 0) return { subtotal: 0, shipping: 0, total: 0, amountToFreeShipping: 0 };
  const subtotal = cartSubtotal(items, now);
  const shipping = shippingFee(subtotal, items.length);
  return {
    subtotal,
    shipping,
    total: roundMoney(subtotal + shipping),
    amountToFreeShipping: roundMoney(Math.max(0, FREE_SHIPPING_THRESHOLD - subtotal)),
  };
}
