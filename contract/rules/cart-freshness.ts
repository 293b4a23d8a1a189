// Cart lines are snapshots of products taken when they were added. When the
// catalogue now says something different, the cart shows the current figures
// and tells the shopper what changed.

import { chargedPrice, type SaleTerms } from './sale-price';

export interface FreshnessProduct {
  readonly _id: string;
  readonly price: number;
  readonly quantity: number;
  readonly isAvailable: boolean;
  readonly sale?: SaleTerms | null;
}

export type FreshnessLine = FreshnessProduct & { readonly addedQty: number };

export type LineNotice =
  | { readonly kind: 'gone' }
  | {
      readonly kind: 'changed';
      readonly priceFrom?: number;
      readonly priceTo?: number;
      readonly stockFrom?: number;
      readonly stockTo?: number;
    };

export interface FreshnessResult<L> {
  /** The line with the current figures, or null when nothing changed (or the product is gone). */
  readonly line: L | null;
  readonly notice: LineNotice | null;
}

function sameSale(a: SaleTerms | null | undefined, b: SaleTerms | null | undefined): boolean {
  if (!a || !b) return !a === !b;
  return a.price === b.price && a.endsAt === b.endsAt;
}

/**
 * Compares a stored line with the catalogue's product (null: it no longer exists). The quantity
 * is clamped to the new stock (at least 1, so the shopper sees and removes the line themselves).
 * The price compared is the one charged at `now`, so a Flash Sale that ends (or starts) is news;
 * a sale renewed at the same price is taken silently.
 */
export function refreshCartLine<L extends FreshnessLine>(
  line: L,
  current: (FreshnessProduct & Omit<L, 'addedQty' | 'isAdded'>) | null,
  now: Date = new Date(),
): FreshnessResult<L> {
  if (current === null) return { line: null, notice: { kind: 'gone' } };
  const priceFrom = chargedPrice(line, now);
  const priceTo = chargedPrice(current, now);
  const priceChanged = priceFrom !== priceTo;
  const stockChanged = current.quantity !== line.quantity;
  const availabilityChanged = current.isAvailable !== line.isAvailable;
  const termsChanged = current.price !== line.price || !sameSale(line.sale, current.sale);
  if (!priceChanged && !stockChanged && !availabilityChanged && !termsChanged)
    return { line: null, notice: null };
  const addedQty = Math.max(1, Math.min(line.addedQty, current.quantity));
  const next = { ...line, ...current, addedQty } as L;
  if (!priceChanged && !stockChanged && !availabilityChanged) return { line: next, notice: null };
  return {
    line: next,
    notice: {
      kind: 'changed',
      ...(priceChanged ? { priceFrom, priceTo } : {}),
      ...(stockChanged ? { stockFrom: line.quantity, stockTo: current.quantity } : {}),
    },
  };
}

/** A line that can be ordered as it stands. */
export function isOrderable(line: FreshnessLine): boolean {
  return line.isAvailable && line.quantity >= line.addedQty && line.quantity > 0;
}
