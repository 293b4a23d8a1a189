import { FREE_SHIPPING_THRESHOLD, SHIPPING_FEE } from '../constants';
import { koboToNaira, nairaToKobo, type Kobo } from './money';
import { chargedPrice, type SaleablePrice } from './sale-price';

// Worked in whole kobo (money.ts): a sum of prices in naira drifts (0.1 + 0.2), and a drift could
// push a subtotal just under the free-shipping threshold.

const FREE_FROM_KOBO = nairaToKobo(FREE_SHIPPING_THRESHOLD);
const FEE_KOBO = nairaToKobo(SHIPPING_FEE);

/** 2000 naira for a non-empty cart under 300000; free at exactly 300000 and above. */
export function shippingFeeKobo(subtotal: Kobo, itemCount: number): Kobo {
  if (itemCount <= 0) return 0;
  return subtotal >= FREE_FROM_KOBO ? 0 : FEE_KOBO;
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
 * What the lines cost at `now`, in kobo: a line on a Flash Sale at its sale price while the sale
 * lasts. `now` defaults to the caller's clock (a screen showing a cart); the server passes its own.
 */
export function cartSubtotalKobo(items: readonly CartLine[], now: Date = new Date()): Kobo {
  return items.reduce((sum, item) => sum + nairaToKobo(chargedPrice(item, now)) * item.addedQty, 0);
}

/** The cart's figures in naira, for screens; the shipping fee is decided on the charged subtotal. */
export function cartTotals(items: readonly CartLine[], now: Date = new Date()): CartTotals {
  if (items.length === 0) return { subtotal: 0, shipping: 0, total: 0, amountToFreeShipping: 0 };
  const subtotal = cartSubtotalKobo(items, now);
  const shipping = shippingFeeKobo(subtotal, items.length);
  return {
    subtotal: koboToNaira(subtotal),
    shipping: koboToNaira(shipping),
    total: koboToNaira(subtotal + shipping),
    amountToFreeShipping: koboToNaira(Math.max(0, FREE_FROM_KOBO - subtotal)),
  };
}
