import type { DeliveryMethod } from '../../../contract/enums';
import { destinationRule, homeZone, type Destination } from '../../../contract/rules/delivery';
import { formatNaira } from '../../../contract/rules/currency';
import { cartTotals, type CartLine, type CartTotals } from '../../../contract/rules/shipping';
import type { DeliveryOptionsResponse } from '../../../contract/schemas/delivery';
import type { Quote } from '../../../contract/schemas/quote';

/** What the checkout shows: the figures and the shipping line's words. */
export interface ShownTotals {
  readonly totals: CartTotals;
  readonly shipping: string;
}

export const CHOOSE_PICKUP_POINT = 'Choose a pickup point';

/**
 * The checkout's figures, priced only by the shop's own rules (the device keeps them with its
 * catalogue); null while it has none. A chosen destination prices by its rule; door delivery to a
 * state not yet chosen by the home zone, in the spec's words; pickup before a point is chosen
 * charges nothing yet and says so, rather than show a fee no point has.
 */
export function shownTotals(
  items: readonly CartLine[],
  delivery: DeliveryOptionsResponse | undefined,
  destination: Destination | null,
  method: DeliveryMethod,
): ShownTotals | null {
  if (!delivery) return null;
  if (destination) {
    const totals = cartTotals(items, destinationRule(destination));
    return { totals, shipping: totals.shipping > 0 ? formatNaira(totals.shipping) : 'Free' };
  }
  if (method === 'pickup') {
    return {
      totals: cartTotals(items, { fee: 0, freeFrom: null }),
      shipping: CHOOSE_PICKUP_POINT,
    };
  }
  const home = homeZone(delivery);
  const totals = cartTotals(items, home);
  return {
    totals,
    shipping:
      totals.shipping > 0 ? formatNaira(totals.shipping) : `Free shipping (${home.name} only)`,
  };
}

/** The figures shown, as the quote the shopper agrees to (its total is the order's expectedTotal). */
export function shownQuote({ totals }: ShownTotals): Quote {
  return {
    subtotal: totals.subtotal,
    discount: 0,
    shippingFee: totals.shipping,
    total: totals.total,
  };
}
