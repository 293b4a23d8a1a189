import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { LISTING_PAGE_SIZE } from '../../../contract/constants';
import {
  filterOptions,
  filterProducts,
  type FilterOptions,
} from '../../../contract/rules/filter-products';
import {
  filtersOf,
  listingOrder,
  pageOf,
  sortOf,
  type ListingUrlSearch,
  type ListingView,
} from '../../../contract/rules/listing-view';
import { paginate } from '../../../contract/rules/paginate';
import { randomSeed } from '../../../contract/rules/seeded-random';
import { sortProducts } from '../../../contract/rules/sort-products';
import type { Product } from '../../../contract/schemas/product';
import { listingPreviewQueryOptions, type ListingKind } from '../../api/products';
import { listingPreviewKeys } from '../../api/query-keys';
import { useCatalogue } from '../../api/use-catalogue';

const NO_OPTIONS: FilterOptions = { gender: [], brand: [], fragranceType: [], scentType: [] };

// Keyed by the fetched array itself: one load keeps one order however often the screen renders
// or remounts (and whichever filters it shows); a refetch that brings new data (a new array,
// since the query shares unchanged data structurally) is shuffled afresh.
const seedByLoad = new WeakMap<readonly Product[], number>();

/** The seed the server shuffled with, if this page load began with a server-rendered listing. */
function serverSeed(queryClient: QueryClient): number | undefined {
  for (const [, view] of queryClient.getQueriesData<ListingView<Product>>({
    queryKey: listingPreviewKeys.ofKind('all'),
  })) {
    if (view?.seed !== undefined) return view.seed;
  }
  return undefined;
}

function seedForLoad(catalogue: readonly Product[], queryClient: QueryClient): number {
  let seed = seedByLoad.get(catalogue);
  if (seed === undefined) {
    // The server's seed keeps the order its HTML showed; without one, a fresh order per load.
    seed = serverSeed(queryClient) ?? randomSeed();
    seedByLoad.set(catalogue, seed);
  }
  return seed;
}

/**
 * The listing page to show. Until the whole catalogue is in the browser, that is the preview
 * the server rendered (so hydration finds the same HTML), or undefined (skeleton cards). Then
 * the catalogue is filtered, sorted and paged here, each step memoised on its own inputs, so a
 * page change does not refilter and a sort change does not rebuild the option lists. Same steps
 * and same seed as the server's listingView, hence the same page.
 */
export function useListingView(
  kind: ListingKind,
  search: ListingUrlSearch,
  catalogue: readonly Product[] | undefined,
): { view: ListingView<Product> | undefined; options: FilterOptions } {
  const queryClient = useQueryClient();
  const { data: preview } = useQuery({
    ...listingPreviewQueryOptions(kind, search),
    enabled: false,
  });
  const seed = catalogue && kind === 'all' ? seedForLoad(catalogue, queryClient) : undefined;

  const ordered = useMemo(() => catalogue && listingOrder(catalogue, seed), [catalogue, seed]);
  const catalogueOptions = useMemo(() => catalogue && filterOptions(catalogue), [catalogue]);
  const filterKey = JSON.stringify(filtersOf(search));
  const filtered = useMemo(
    () => ordered && filterProducts(ordered, filtersOf(search)),
    // filterKey stands for the filters of `search`, whose identity changes with the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ordered, filterKey],
  );
  const sort = sortOf(search);
  const sorted = useMemo(() => filtered && sortProducts(filtered, sort), [filtered, sort]);
  const page = pageOf(search);
  const current = useMemo(
    () => sorted && paginate(sorted, page, LISTING_PAGE_SIZE),
    [sorted, page],
  );

  if (current && catalogueOptions) {
    return { view: { ...current, options: catalogueOptions, seed }, options: catalogueOptions };
  }
  return { view: preview, options: preview?.options ?? NO_OPTIONS };
}

/**
 * The catalogue a listing filters. With Data Saver on and no copy kept, a page the server
 * rendered shows its preview alone; a page with no preview (drawn by the browser alone: offline,
 * mock mode) has nothing else to show, so it asks for the catalogue after all.
 */
export function useListingCatalogue(kind: ListingKind, search: ListingUrlSearch) {
  const queryClient = useQueryClient();
  const hasPreview =
    queryClient.getQueryData(listingPreviewQueryOptions(kind, search).queryKey) !== undefined;
  return useCatalogue({ needed: !hasPreview });
}
