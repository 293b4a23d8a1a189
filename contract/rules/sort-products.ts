import type { SortKey } from '../enums';
import { compareNames } from './compare-names';

export interface SortableProduct {
  readonly name: string;
  readonly price: number;
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

const COMPARATORS: Readonly<
  Record<Exclude<SortKey, 'BestSeller'>, (a: SortableProduct, b: SortableProduct) => number>
> = {
  'A-Z': byName,
  'Z-A': (a, b) => byName(b, a),
  LowToHigh: (a, b) => numberOf(a.price) - numberOf(b.price),
  HighToLow: (a, b) => numberOf(b.price) - numberOf(a.price),
  oldToNew: (a, b) => timeOf(a.createdAt) - timeOf(b.createdAt),
  newToOld: (a, b) => timeOf(b.createdAt) - timeOf(a.createdAt),
};

/**
 * Returns a new array. Array.prototype.sort is stable (ES2019), so ties keep
 * their input order. 'BestSeller' (and any unknown key) means the order the
 * list came in, which restores the unsorted list.
 */
export function sortProducts<T extends SortableProduct>(
  products: readonly T[],
  key: SortKey | string,
): T[] {
  const compare = Object.hasOwn(COMPARATORS, key)
    ? COMPARATORS[key as keyof typeof COMPARATORS]
    : undefined;
  const copy = [...products];
  return compare ? copy.sort(compare) : copy;
}
