import { replaceEqualDeep, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { sortProducts } from '../../../contract/rules/sort-products';
import type { Product } from '../../../contract/schemas/product';
import { listingPreviewQueryOptions } from '../../api/listing-preview';
import type { ListingKind } from '../../api/products';
import { useCatalogue } from '../../api/use-catalogue';
import { shopperShuffleSeed } from './shopper-shuffle-seed';

const NO_OPTIONS: FilterOptions = { gender: [], brand: [], fragranceType: [], scentType: [] };

/**
 * The listing page to show. Until the whole catalogue is in the browser, that is the preview
 * the server rendered (so hydration finds the same HTML), or undefined (skeleton cards). Then
 * the catalogue is filtered, sorted and paged here, each step memoised on its own inputs, so a
 * page change does not refilter and a sort change does not rebuild the option lists. Same steps
 * and same seed as the server's listingView, hence the same page: where the catalogue's page
 * equals the preview, the preview's own objects are kept (replaceEqualDeep, as the query cache
 * does between fetches), so the memoised cards and filter panels skip the switch. Without that
 * the switch redrew about 1,000 components of an unchanged page.
 */
export function useListingView(
  kind: ListingKind,
  search: ListingUrlSearch,
  catalogue: readonly Product[] | undefined,
): { view: ListingView<Product> | undefined; options: FilterOptions } {
  const { data: preview } = useQuery({
    ...listingPreviewQueryOptions(kind, search),
    enabled: false,
  });
  // The shopper's own order, the one the server's pages use too.
  const seed = catalogue && kind === 'all' ? shopperShuffleSeed() : undefined;

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

  const view = useMemo(
    () =>
      current && catalogueOptions
        ? replaceEqualDeep(preview, { ...current, options: catalogueOptions, seed })
        : preview,
    [current, catalogueOptions, seed, preview],
  );
  return { view, options: view?.options ?? NO_OPTIONS };
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
