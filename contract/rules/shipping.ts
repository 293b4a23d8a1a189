import { koboToNaira, nairaToKobo, type Kobo } from './money';
import { chargedPrice, type SaleablePrice } from './sale-price';

// Worked in whole kobo (money.ts): a sum of prices in naira drifts (0.1 + 0.2), and a drift could
// push a subtotal just under the free-shipping threshold.

/**
 * What a destination charges (naira, as a zone or pickup point states it): `fee`, and nothing once
 * the subtotal reaches `freeFrom` (null: never free). contract/rules/delivery.ts picks the rule of
 * a zone or pickup point, or the shop's home zone before a destination is known; every side
 * prices with this one function, and always with the shop's own settings (the device keeps them
 * with its catalogue): there is no built-in fee.
 */
export interface FeeRule {
  readonly fee: number;
  readonly freeFrom: number | null;
}

/** The rule's fee for a non-empty cart at `subtotal`; free from `freeFrom` on. */
export function shippingFeeKobo(subtotal: Kobo, itemCount: number, rule: FeeRule): Kobo {
  if (itemCount <= 0) return 0;
  if (rule.freeFrom !== null && subtotal >= nairaToKobo(rule.freeFrom)) return 0;
  return nairaToKobo(rule.fee);
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

/**
 * The cart's figures in naira, for screens; the shipping fee is decided on the charged subtotal
 * by the destination's rule (the shop's home zone until one is chosen).
 */
export function cartTotals(
  items: readonly CartLine[],
  rule: FeeRule,
  now: Date = new Date(),
): CartTotals {
  if (items.length === 0) return { subtotal: 0, shipping: 0, total: 0, amountToFreeShipping: 0 };
  const subtotal = cartSubtotalKobo(items, now);
  const shipping = shippingFeeKobo(subtotal, items.length, rule);
  const freeFrom = rule.freeFrom === null ? null : nairaToKobo(rule.freeFrom);
  return {
    subtotal: koboToNaira(subtotal),
    shipping: koboToNaira(shipping),
    total: koboToNaira(subtotal + shipping),
    amountToFreeShipping: freeFrom === null ? 0 : koboToNaira(Math.max(0, freeFrom - subtotal)),
  };
}
