import { z } from '../../../contract/zod';
import { DEFAULT_SORT_KEY, SORT_KEYS, type SortKey } from '../../../contract/enums';
import {
  FILTER_GROUPS,
  ListingFiltersSchema,
  type ListingFilters,
} from '../../../contract/rules/filter-products';

/**
 * The listing's URL search params. Every key is optional so a link can name only what it sets
 * (`/all-fragrances?brand=Dior`); empty groups and the default sort are dropped to keep links
 * short. The page is not here: it lives in storage (`currentPage`), as the spec asks.
 */
export type ListingUrlSearch = Partial<ListingFilters> & { sort?: SortKey };

const SortParamSchema = z.preprocess(
  (value) =>
    typeof value === 'string' && (SORT_KEYS as readonly string[]).includes(value)
      ? value
      : DEFAULT_SORT_KEY,
  z.enum(SORT_KEYS),
);

export function validateListingSearch(raw: Record<string, unknown>): ListingUrlSearch {
  const filters = ListingFiltersSchema.parse(raw);
  const sort = SortParamSchema.parse(raw.sort);
  const out: ListingUrlSearch = {};
  for (const group of FILTER_GROUPS) {
    const values = filters[group];
    if (values.length > 0) Object.assign(out, { [group]: values });
  }
  if (sort !== DEFAULT_SORT_KEY) out.sort = sort;
  return out;
}

export function filtersOf(search: ListingUrlSearch): ListingFilters {
  return {
    gender: search.gender ?? [],
    brand: search.brand ?? [],
    fragranceType: search.fragranceType ?? [],
    scentType: search.scentType ?? [],
    price: search.price ?? [],
    availability: search.availability ?? [],
  };
}

export function sortOf(search: ListingUrlSearch): SortKey {
  return search.sort ?? DEFAULT_SORT_KEY;
}

/** The search params for a set of filters and a sort (empty groups dropped). */
export function toListingSearch(filters: ListingFilters, sort: SortKey): ListingUrlSearch {
  return validateListingSearch({ ...filters, sort });
}

/** A stable text for "which filters and sort are applied": a change means back to page 1. */
export function listingSignature(search: ListingUrlSearch): string {
  const filters = filtersOf(search);
  return JSON.stringify([...FILTER_GROUPS.map((g) => [...filters[g]].sort()), sortOf(search)]);
}

export const EMPTY_LISTING_SIGNATURE = listingSignature({});
