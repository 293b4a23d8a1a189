// The Flash Sale's money rules, the same on every side: the server prices orders with them and
// the app shows (and totals) what the server will charge.

import { koboToNaira, nairaToKobo, type Kobo } from './money';

/** What a product carries while it is on sale (the wire's `sale`). */
export interface SaleTerms {
  readonly price: number;
  readonly endsAt: string;
}

export interface SaleablePrice {
  readonly price: number;
  /** null: not on sale; absent: a product kept by an older install. */
  readonly sale?: SaleTerms | null;
}

/** priceKobo × (100 − percentOff) / 100, to the nearest kobo (half a kobo up). */
export function salePriceKobo(priceKobo: Kobo, percentOff: number): Kobo {
  return Math.round((priceKobo * (100 - percentOff)) / 100);
}

/** salePriceKobo for a price in naira (as the wire carries it). */
export function salePrice(price: number, percentOff: number): number {
  return koboToNaira(salePriceKobo(nairaToKobo(price), percentOff));
}

/** The product's sale while `now` is before its end; null otherwise. */
export function activeSale<S extends SaleTerms>(
  product: { readonly price: number; readonly sale?: S | null },
  now: Date,
): S | null {
  const sale = product.sale;
  if (!sale) return null;
  // An unreadable end is no sale: charging the full price is the honest mistake.
  const end = Date.parse(sale.endsAt);
  return Number.isFinite(end) && now.getTime() < end ? sale : null;
}

/** The price one unit costs at `now`: the sale price while the sale lasts. */
export function chargedPrice(product: SaleablePrice, now: Date): number {
  return activeSale(product, now)?.price ?? product.price;
}
