import { Box, Container, Flex, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import type { WritableAtom } from 'jotai';
import type { RESET } from 'jotai/utils';
import { useCallback, useDeferredValue, useMemo, type ReactNode } from 'react';
import { LISTING_SKELETON_COUNT } from '../../../contract/constants';
import {
  emptyFilters,
  toggleFilterValue,
  type FilterGroup,
  type ListingFilters,
} from '../../../contract/rules/filter-products';
import type { Product } from '../../../contract/schemas/product';
import { LISTING_EAGER_IMAGES, ProductGrid } from '../../components/product/product-grid';
import { FilterChips } from './filter-chips';
import { FilterPanel } from './filter-panel';
import {
  filtersOf,
  listingSignature,
  sortOf,
  toListingSearch,
  type ListingUrlSearch,
} from './listing-search';
import { MobileFilters } from './mobile-filters';
import { SortSelect } from './sort-select';
import { useListing } from './use-listing';
import { useListingPage } from './use-listing-page';

type StoredAtom<T> = WritableAtom<T, [T | typeof RESET | ((prev: T) => T)], void>;

export interface ListingScreenProps {
  title: string;
  emptyText: string;
  /** Undefined while the catalogue loads. */
  products: readonly Product[] | undefined;
  search: ListingUrlSearch;
  onSearchChange: (next: ListingUrlSearch) => void;
  pageAtom: StoredAtom<number>;
  /** Which filters and sort the stored page belongs to (see useListingPage). */
  seenFiltersAtom: StoredAtom<string>;
  footer?: ReactNode;
}

export function ListingScreen({
  title,
  emptyText,
  products,
  search,
  onSearchChange,
  pageAtom,
  seenFiltersAtom,
  footer,
}: ListingScreenProps) {
  // Stable while only the page changes, so the memoised filter panels skip re-rendering.
  const filters = useMemo(() => filtersOf(search), [search]);
  const sort = sortOf(search);
  const [page, setPage] = useListingPage(pageAtom, seenFiltersAtom, listingSignature(search));
  const { options: latestOptions, current } = useListing(products, filters, sort, page);
  // The filter panels are most of the screen's elements: when the catalogue arrives, the grid is
  // drawn first and the panels' options follow in a render the browser may interrupt.
  const options = useDeferredValue(latestOptions);

  const setFilters = useCallback(
    (next: ListingFilters) => onSearchChange(toListingSearch(next, sort)),
    [onSearchChange, sort],
  );
  const setGroup = useCallback(
    (group: FilterGroup, values: string[]) => setFilters({ ...filters, [group]: values }),
    [filters, setFilters],
  );
  const removeValue = (group: FilterGroup, value: string) =>
    setFilters(toggleFilterValue(filters, group, value as never));
  const clear = useCallback(() => setFilters(emptyFilters()), [setFilters]);

  const changePage = (next: number) => {
    setPage(next);
    document.getElementById('listing-top')?.scrollIntoView({ block: 'start' });
  };

  return (
    <Container size="xl" py="md">
      <Flex gap="xl" align="flex-start">
        <Box
          component="aside"
          aria-label="Filters"
          w={260}
          visibleFrom="sm"
          style={{ flexShrink: 0 }}
        >
          <Title order={2} size="h4" mb="xs">
            Filters
          </Title>
          <FilterPanel options={options} filters={filters} onChange={setGroup} idPrefix="desktop" />
        </Box>
        <Stack gap="md" style={{ flex: 1, minWidth: 0 }} id="listing-top">
          <Title order={1} size="h2">
            {title}
          </Title>
          <Group justify="space-between" align="flex-end" gap="sm">
            <Text c="dimmed" aria-live="polite">
              {current
                ? `Showing ${current.items.length} of ${current.total} Products`
                : 'Loading products…'}
            </Text>
            <Group gap="sm" align="flex-end" wrap="nowrap">
              <MobileFilters
                options={options}
                filters={filters}
                onChange={setGroup}
                onClear={clear}
              />
              <SortSelect
                value={sort}
                onChange={(next) => onSearchChange(toListingSearch(filters, next))}
              />
            </Group>
          </Group>
          <FilterChips filters={filters} onRemove={removeValue} onClear={clear} />
          {current && current.total === 0 ? (
            <Text ta="center" py="xl" size="lg" fw={600}>
              {emptyText}
            </Text>
          ) : (
            <ProductGrid
              eagerCount={LISTING_EAGER_IMAGES}
              products={current?.items}
              skeletonCount={LISTING_SKELETON_COUNT}
              cols={{ base: 2, md: 3, lg: 4 }}
              label={title}
            />
          )}
          {current && current.totalPages > 1 && (
            <Group justify="center" mt="md">
              <Pagination
                total={current.totalPages}
                value={current.page}
                onChange={changePage}
                aria-label="Pages"
                getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                siblings={1}
              />
            </Group>
          )}
          {footer}
        </Stack>
      </Flex>
    </Container>
  );
}
