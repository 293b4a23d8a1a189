// The Flash Sale's money rules, the same on every side: the server prices orders with them and
// the app shows (and totals) what the server will charge.

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

/**
 * price × (100 − percentOff) / 100, rounded to the kobo (half a kobo up). Worked in whole kobo so
 * binary fractions cannot tip a half: 1.01 × 0.5 is 0.50499… in floating point.
 */
export function salePrice(price: number, percentOff: number): number {
  const kobo = Math.round(price * 100);
  return Math.round((kobo * (100 - percentOff)) / 100) / 100;
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
