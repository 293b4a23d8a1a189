import { FILTER_GROUPS, type FilterGroup, type ListingFilters } from './listing-search-params';
import { compareNames } from './compare-names';
import { matchesPriceBucket } from './price-bucket';
import { chargedPrice, type SaleablePrice } from './sale-price';

export type TextFilterGroup = 'gender' | 'brand' | 'fragranceType' | 'scentType';

export const TEXT_FILTER_GROUPS: readonly TextFilterGroup[] = [
  'gender',
  'brand',
  'fragranceType',
  'scentType',
];

export const EMPTY_FILTERS: Readonly<ListingFilters> = Object.freeze({
  gender: [],
  brand: [],
  fragranceType: [],
  scentType: [],
  price: [],
  availability: [],
});

export function emptyFilters(): ListingFilters {
  return { gender: [], brand: [], fragranceType: [], scentType: [], price: [], availability: [] };
}

/** Minimal product shape the filters read. */
export interface FilterableProduct extends SaleablePrice {
  readonly gender: string;
  readonly brand: string;
  readonly fragranceType: string;
  readonly scentType: string;
  readonly isAvailable: boolean;
}

function normalise(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * Header brand links and product data spell some brands differently. Keys and
 * values are normalised (trimmed, lowercased). Selecting a key also matches
 * the listed spellings: 'Lattafa' (nav) and 'Lataffa' (product form) are one
 * brand, so that alias goes both ways; 'Giorgio Armani' also matches products
 * filed as plain 'Armani', but not the other way round, since the nav lists
 * 'Armani' as its own entry.
 */
export const BRAND_ALIASES: Readonly<Record<string, readonly string[]>> = {
  lattafa: ['lataffa'],
  lataffa: ['lattafa'],
  'giorgio armani': ['armani'],
};

/** Whether a selected brand (from the filter or nav) matches a product's brand. */
export function brandMatches(selected: string, productBrand: string): boolean {
  const wanted = normalise(selected);
  const actual = normalise(productBrand);
  if (wanted === actual) return true;
  return Object.hasOwn(BRAND_ALIASES, wanted) && (BRAND_ALIASES[wanted] ?? []).includes(actual);
}

function textMatches(
  selected: readonly string[],
  value: string,
  equal: (a: string, b: string) => boolean,
): boolean {
  return selected.length === 0 || selected.some((s) => equal(s, value));
}

const sameText = (a: string, b: string): boolean => normalise(a) === normalise(b);

/**
 * Within a group any selected value may match (OR); every group must match (AND). Price buckets
 * read the price the shopper pays at `now` (the sale price while a sale lasts), as shown.
 */
export function productMatchesFilters(
  product: FilterableProduct,
  filters: ListingFilters,
  now: Date = new Date(),
): boolean {
  return (
    textMatches(filters.gender, product.gender, sameText) &&
    textMatches(filters.brand, product.brand, brandMatches) &&
    textMatches(filters.fragranceType, product.fragranceType, sameText) &&
    textMatches(filters.scentType, product.scentType, sameText) &&
    (filters.price.length === 0 ||
      filters.price.some((bucket) => matchesPriceBucket(chargedPrice(product, now), bucket))) &&
    (filters.availability.length === 0 ||
      filters.availability.some((a) => product.isAvailable === (a === 'true')))
  );
}

/** Returns a new array in the input order. */
export function filterProducts<T extends FilterableProduct>(
  products: readonly T[],
  filters: ListingFilters,
  now: Date = new Date(),
): T[] {
  return products.filter((product) => productMatchesFilters(product, filters, now));
}

export function countSelected(filters: ListingFilters): number {
  return FILTER_GROUPS.reduce((sum, group) => sum + filters[group].length, 0);
}

/** Adds the value if absent, removes it if present; returns new filters. */
export function toggleFilterValue<G extends FilterGroup>(
  filters: ListingFilters,
  group: G,
  value: ListingFilters[G][number],
): ListingFilters {
  const current: readonly string[] = filters[group];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...filters, [group]: next };
}

export type FilterOptions = Record<TextFilterGroup, string[]>;

function distinctSorted(values: Iterable<string>): string[] {
  const byKey = new Map<string, string>();
  for (const raw of values) {
    const value = raw.trim();
    // Matching is case-insensitive, so 'Male' and 'male' are one option; the
    // first spelling seen is the one shown.
    const key = normalise(value);
    if (value.length > 0 && !byKey.has(key)) byKey.set(key, value);
  }
  return [...byKey.values()].sort(compareNames);
}

/**
 * Option lists for the text filter groups, derived from the loaded products. Catalogues repeat
 * a handful of spellings across thousands of products: the exact strings are collected first
 * (insertion order keeps 'first spelling seen'), so trimming and lowercasing run once per
 * spelling rather than once per product.
 */
export function filterOptions(products: readonly FilterableProduct[]): FilterOptions {
  const seen: Record<TextFilterGroup, Set<string>> = {
    gender: new Set(),
    brand: new Set(),
    fragranceType: new Set(),
    scentType: new Set(),
  };
  for (const product of products) {
    for (const group of TEXT_FILTER_GROUPS) seen[group].add(product[group]);
  }
  return {
    gender: distinctSorted(seen.gender),
    brand: distinctSorted(seen.brand),
    fragranceType: distinctSorted(seen.fragranceType),
    scentType: distinctSorted(seen.scentType),
  };
}
