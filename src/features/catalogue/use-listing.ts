import { useMemo } from 'react';
import { LISTING_PAGE_SIZE } from '../../../contract/constants';
import type { SortKey } from '../../../contract/enums';
import {
  filterOptions,
  filterProducts,
  type ListingFilters,
} from '../../../contract/rules/filter-products';
import { paginate } from '../../../contract/rules/paginate';
import { sortProducts } from '../../../contract/rules/sort-products';
import type { Product } from '../../../contract/schemas/product';

/**
 * Filter, sort and page in the browser. Each step is memoised on its own inputs, so a page
 * change does not refilter and a sort change does not rebuild the option lists.
 */
export function useListing(
  products: readonly Product[] | undefined,
  filters: ListingFilters,
  sort: SortKey,
  page: number,
) {
  const options = useMemo(() => filterOptions(products ?? []), [products]);
  const filterKey = JSON.stringify(filters);
  const filtered = useMemo(
    () => (products ? filterProducts(products, filters) : undefined),
    // filterKey stands for `filters`, whose identity changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [products, filterKey],
  );
  const sorted = useMemo(
    () => (filtered ? sortProducts(filtered, sort) : undefined),
    [filtered, sort],
  );
  const current = useMemo(
    () => (sorted ? paginate(sorted, page, LISTING_PAGE_SIZE) : undefined),
    [sorted, page],
  );
  return { options, current };
}
