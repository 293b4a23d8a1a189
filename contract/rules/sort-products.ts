import type { SortKey } from '../enums';
import { compareNames } from './compare-names';
import { chargedPrice, type SaleablePrice } from './sale-price';

export interface SortableProduct extends SaleablePrice {
  readonly name: string;
  readonly createdAt: string;
}

// Unparseable values sort as 0 rather than NaN, which would make the
// comparator inconsistent and the order engine-dependent.
function timeOf(iso: string): number {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
}

function numberOf(n: number): number {
  return Number.isNaN(n) ? 0 : n;
}

function byName(a: SortableProduct, b: SortableProduct): number {
  return compareNames(a.name, b.name);
}

type Comparator = (a: SortableProduct, b: SortableProduct) => number;

// The price sorts read the price the shopper pays at `now` (the sale price while a sale lasts),
// the one the card shows: a product on sale at 16,560 sorts before one at 19,100 even when its
// list price is higher.
function comparators(now: Date): Readonly<Record<Exclude<SortKey, 'BestSeller'>, Comparator>> {
  const paid = (p: SortableProduct) => numberOf(chargedPrice(p, now));
  return {
    'A-Z': byName,
    'Z-A': (a, b) => byName(b, a),
    LowToHigh: (a, b) => paid(a) - paid(b),
    HighToLow: (a, b) => paid(b) - paid(a),
    oldToNew: (a, b) => timeOf(a.createdAt) - timeOf(b.createdAt),
    newToOld: (a, b) => timeOf(b.createdAt) - timeOf(a.createdAt),
  };
}

/**
 * Returns a new array. Array.prototype.sort is stable (ES2019), so ties keep
 * their input order. 'BestSeller' (and any unknown key) means the order the
 * list came in, which restores the unsorted list.
 */
export function sortProducts<T extends SortableProduct>(
  products: readonly T[],
  key: SortKey | string,
  now: Date = new Date(),
): T[] {
  const table = comparators(now);
  const compare = Object.hasOwn(table, key) ? table[key as keyof typeof table] : undefined;
  const copy = [...products];
  return compare ? copy.sort(compare) : copy;
}
