import { LISTING_PAGE_SIZE } from '../constants';
import { DEFAULT_SORT_KEY, type SortKey } from '../enums';
import {
  filterOptions,
  filterProducts,
  type FilterOptions,
  type FilterableProduct,
} from './filter-products';
import { type ListingFilters } from './listing-search-params';
import { paginate } from './paginate';
import { seededRandom } from './seeded-random';
import { shuffle } from './shuffle';
import type { SortableProduct } from './sort-products';
import { sortProducts } from './sort-products';

export type ListableProduct = FilterableProduct & SortableProduct;

/**
 * A listing's URL search params. Every key is optional so a link names only what it sets
 * (`/all-fragrances?brand=Dior`); empty groups, the default sort and page 1 are left out.
 */
export type ListingUrlSearch = Partial<ListingFilters> & { sort?: SortKey; page?: number };

/** What one listing page shows: its products, the counts and the options of the whole catalogue. */
export interface ListingView<T> {
  readonly items: T[];
  /** Products matching the filters (all pages). */
  readonly total: number;
  readonly totalPages: number;
  /** The page shown, clamped to 1..totalPages. */
  readonly page: number;
  /** Filter options of the whole catalogue, not of the filtered list. */
  readonly options: FilterOptions;
  /** The shuffle's seed, or undefined when the catalogue keeps its own order. */
  readonly seed: number | undefined;
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

export function pageOf(search: ListingUrlSearch): number {
  return search.page ?? 1;
}

/**
 * The catalogue in the order the listing starts from: shuffled by the seed, or as it came
 * (undefined seed). 'Best Seller' sorting restores this order, so it is part of the view.
 */
export function listingOrder<T>(catalogue: readonly T[], seed: number | undefined): readonly T[] {
  return seed === undefined ? catalogue : shuffle(catalogue, seededRandom(seed));
}

/**
 * One page of a listing, computed the same way on the server (for its HTML) and in the browser
 * (once the whole catalogue is there): the same catalogue and seed give the same page.
 */
export function listingView<T extends ListableProduct>(
  catalogue: readonly T[],
  filters: ListingFilters,
  sort: SortKey,
  page: number,
  seed: number | undefined,
): ListingView<T> {
  const shown = paginate(
    sortProducts(filterProducts(listingOrder(catalogue, seed), filters), sort),
    page,
    LISTING_PAGE_SIZE,
  );
  return { ...shown, options: filterOptions(catalogue), seed };
}
