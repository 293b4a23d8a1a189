import {
  AVAILABILITY_VALUES,
  PRICE_BUCKETS,
  DEFAULT_SORT_KEY,
  SORT_KEYS,
  type Availability,
  type PriceBucket,
  type SortKey,
} from '../enums';

// What a listing's URL asks for, read without the filtering itself (filter-products.ts): the
// listing routes' validateSearch runs in every visitor's first load, home's too.

export interface ListingFilters {
  gender: string[];
  brand: string[];
  fragranceType: string[];
  scentType: string[];
  price: PriceBucket[];
  availability: Availability[];
}

export type FilterGroup = keyof ListingFilters;
export const FILTER_GROUPS: readonly FilterGroup[] = [
  'gender',
  'brand',
  'fragranceType',
  'scentType',
  'price',
  'availability',
];
// Search params may hold one value, a list, or junk. Free-text groups keep any non-empty string
// (options come from the data, so there is no fixed list); price and availability keep only
// known values. Nothing here ever fails. Plain functions, not schemas: the listing routes'
// validateSearch runs them in every visitor's first load, which carries no zod.
function toStringList(value: unknown): string[] {
  const list = Array.isArray(value)
    ? (value as unknown[])
    : value === undefined || value === null
      ? []
      : [value];
  const out: string[] = [];
  for (const item of list) {
    const text =
      typeof item === 'string'
        ? item.trim()
        : typeof item === 'number' || typeof item === 'boolean'
          ? String(item)
          : '';
    if (text.length > 0 && !out.includes(text)) out.push(text);
  }
  return out;
}

function knownValues<const T extends readonly string[]>(value: unknown, allowed: T): T[number][] {
  return toStringList(value).filter((v): v is T[number] => allowed.includes(v));
}

/** The filters a listing's URL search params name; every group is present, empty if unnamed. */
export function parseListingFilters(raw: Record<string, unknown>): ListingFilters {
  return {
    gender: toStringList(raw.gender),
    brand: toStringList(raw.brand),
    fragranceType: toStringList(raw.fragranceType),
    scentType: toStringList(raw.scentType),
    price: knownValues(raw.price, PRICE_BUCKETS),
    availability: knownValues(raw.availability, AVAILABILITY_VALUES),
  };
}

/** Filters plus sort and page: what a listing's URL search params ask for. */
export interface ListingSearch extends ListingFilters {
  sort: SortKey;
  page: number;
}

function toSortKey(value: unknown): SortKey {
  return typeof value === 'string' && (SORT_KEYS as readonly string[]).includes(value)
    ? (value as SortKey)
    : DEFAULT_SORT_KEY;
}

// A page is a whole number from 1 (`?page=3`, or 3 from a link); anything else, including a
// number too large to count exactly (`?page=1e20`), is page 1.
function toPage(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

/** A listing's URL search params read leniently: a bad sort is the default, a bad page is 1. */
export function parseListingSearch(raw: Record<string, unknown>): ListingSearch {
  return { ...parseListingFilters(raw), sort: toSortKey(raw.sort), page: toPage(raw.page) };
}
