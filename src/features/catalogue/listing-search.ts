import { DEFAULT_SORT_KEY, type SortKey } from '../../../contract/enums';
import {
  FILTER_GROUPS,
  parseListingSearch,
  type ListingFilters,
} from '../../../contract/rules/listing-search-params';
import type { ListingUrlSearch } from '../../../contract/rules/listing-view';

/** The two listing routes: links and GET forms point at the one they are on. */
export type ListingPath = '/all-fragrances' | '/new-arrivals';

/**
 * Accepts what the router's parser (src/app/search-params.ts) makes of a query string: a value
 * (`?brand=Dior`) or a list from repeated keys (`?brand=Dior&brand=Armaf`), as links and GET
 * forms write them.
 */
export function validateListingSearch(raw: Record<string, unknown>): ListingUrlSearch {
  // Junk never fails: a bad sort is the default, a bad page (`?page=0`, `?page=x`) is page 1.
  const { sort, page, ...filters } = parseListingSearch(raw);
  const out: ListingUrlSearch = {};
  for (const group of FILTER_GROUPS) {
    const values = filters[group];
    if (values.length > 0) Object.assign(out, { [group]: values });
  }
  if (sort !== DEFAULT_SORT_KEY) out.sort = sort;
  if (page > 1) out.page = page;
  return out;
}

/**
 * The search params for a set of filters and a sort (empty groups dropped). There is no page:
 * other filters or another order start again at page 1.
 */
export function toListingSearch(filters: ListingFilters, sort: SortKey): ListingUrlSearch {
  return validateListingSearch({ ...filters, sort });
}

/** The same filters and sort at another page (page 1 left out of the URL). */
export function withPage(search: ListingUrlSearch, page: number): ListingUrlSearch {
  const { page: _current, ...rest } = search;
  return page > 1 ? { ...rest, page } : rest;
}
