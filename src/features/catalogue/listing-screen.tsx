import './listing-styles';
import { Box, Button, Container, Flex, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSetAtom, type WritableAtom } from 'jotai';
import type { RESET } from 'jotai/utils';
import { useCallback, useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { LISTING_SKELETON_COUNT } from '../../../contract/constants';
import { emptyFilters } from '../../../contract/rules/filter-products';
import {
  type FilterGroup,
  type ListingFilters,
} from '../../../contract/rules/listing-search-params';
import { filtersOf, sortOf, type ListingUrlSearch } from '../../../contract/rules/listing-view';
import type { Product } from '../../../contract/schemas/product';
import type { ListingKind } from '../../api/products';
import { LISTING_EAGER_IMAGES, ProductGrid } from '../../components/product/product-grid';
import { FilterChips } from './filter-chips';
import { FilterPanel } from './filter-panel';
import { ListingGetForm } from './listing-get-form';
import { toListingSearch, withPage, type ListingPath } from './listing-search';
import { MobileFilters } from './mobile-filters';
import { SortSelect } from './sort-select';
import { useListingView } from './use-listing';

type StoredAtom<T> = WritableAtom<T, [T | typeof RESET | ((prev: T) => T)], void>;

export interface ListingScreenProps {
  kind: ListingKind;
  path: ListingPath;
  title: string;
  emptyText: string;
  /** The whole catalogue; undefined while it loads (the server's preview is shown meanwhile). */
  catalogue: readonly Product[] | undefined;
  search: ListingUrlSearch;
  onSearchChange: (next: ListingUrlSearch) => void;
  /** The storage key the page shown is mirrored to (written, never read). */
  pageAtom: StoredAtom<number>;
  /** Set when the catalogue could not be loaded (and nothing is saved): shows the error. */
  onRetry?: () => void;
  footer?: ReactNode;
}

export const LISTING_LOAD_FAILED =
  'The products could not be loaded. Check your connection and try again.';

type EdgeControl = 'first' | 'previous' | 'next' | 'last';

/** One object for every render, so the memoised grid skips renders that change nothing. */
const LISTING_COLS = { base: 2, md: 3, lg: 4 } as const;

export function ListingScreen({
  kind,
  path,
  title,
  emptyText,
  catalogue,
  search,
  onSearchChange,
  pageAtom,
  onRetry,
  footer,
}: ListingScreenProps) {
  // Stable while only the page changes, so the memoised filter panels skip re-rendering.
  const filterKey = JSON.stringify(filtersOf(search));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- filterKey stands for the filters
  const filters = useMemo(() => filtersOf(search), [filterKey]);
  const sort = sortOf(search);
  // The whole catalogue arrives after hydration: the screen switches from the server's preview to
  // the catalogue's own page in a render the browser may interrupt, not in one long task (on a
  // throttled phone about 270 ms of the listing's blocking time). Until then the preview stays.
  const deferredCatalogue = useDeferredValue(catalogue);
  const { view, options: latestOptions } = useListingView(kind, search, deferredCatalogue);
  // The filter panels are most of the screen's elements: when the catalogue arrives, the grid is
  // drawn first and the panels' options follow in a render the browser may interrupt.
  const options = useDeferredValue(latestOptions);

  const setStoredPage = useSetAtom(pageAtom);
  const shownPage = view?.page;
  useEffect(() => {
    if (shownPage !== undefined) setStoredPage(shownPage);
  }, [shownPage, setStoredPage]);

  const setFilters = useCallback(
    (next: ListingFilters) => onSearchChange(toListingSearch(next, sort)),
    [onSearchChange, sort],
  );
  const setGroup = useCallback(
    (group: FilterGroup, values: string[]) => setFilters({ ...filters, [group]: values }),
    [filters, setFilters],
  );
  const clear = useCallback(() => setFilters(emptyFilters()), [setFilters]);

  // Page items and arrows are links (`?page=N`), so they work without JavaScript; with it, the
  // router navigates without a reload and this only brings the top of the list into view.
  const pageLink = (page: number) => ({
    component: Link,
    to: path,
    search: withPage(search, page),
    resetScroll: false,
    // Pagination marks the current page itself. The router's own test would also call the
    // page-1 link (no `page` in its search) current on every page: its search is contained in
    // theirs.
    activeOptions: { exact: true, includeSearch: true },
  });
  const edgeLink = (control: EdgeControl) => {
    if (!view) return {};
    const target = {
      first: 1,
      previous: view.page - 1,
      next: view.page + 1,
      last: view.totalPages,
    }[control];
    // A disabled arrow (previous on page 1) stays a disabled button.
    return target >= 1 && target <= view.totalPages && target !== view.page ? pageLink(target) : {};
  };
  const scrollToListTop = () =>
    document.getElementById('listing-top')?.scrollIntoView({ block: 'start' });

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
          <ListingGetForm path={path} keepSort={sort} submitLabel="Apply filters">
            <FilterPanel
              options={options}
              filters={filters}
              onChange={setGroup}
              idPrefix="desktop"
            />
          </ListingGetForm>
        </Box>
        <Stack gap="md" style={{ flex: 1, minWidth: 0 }} id="listing-top">
          <Title order={1} size="h2">
            {title}
          </Title>
          <Group justify="space-between" align="flex-end" gap="sm">
            <Text c="dimmed" aria-live="polite">
              {view
                ? `Showing ${view.items.length} of ${view.total} Products`
                : 'Loading products…'}
            </Text>
            <Group gap="sm" align="flex-end" wrap="nowrap">
              <MobileFilters
                options={options}
                filters={filters}
                onChange={setGroup}
                onClear={clear}
              />
              <ListingGetForm path={path} keepFilters={filters} submitLabel="Sort">
                <SortSelect
                  value={sort}
                  onChange={(next) => onSearchChange(toListingSearch(filters, next))}
                />
              </ListingGetForm>
            </Group>
          </Group>
          <FilterChips path={path} filters={filters} sort={sort} />
          {!view && onRetry ? (
            <Stack align="center" py="xl" gap="sm" role="alert">
              <Text size="lg" fw={600}>
                {LISTING_LOAD_FAILED}
              </Text>
              <Button onClick={onRetry}>Retry</Button>
            </Stack>
          ) : view && view.total === 0 ? (
            <Text ta="center" py="xl" size="lg" fw={600}>
              {emptyText}
            </Text>
          ) : (
            <ProductGrid
              eagerCount={LISTING_EAGER_IMAGES}
              products={view?.items}
              skeletonCount={LISTING_SKELETON_COUNT}
              cols={LISTING_COLS}
              label={title}
            />
          )}
          {view && view.totalPages > 1 && (
            <Group justify="center" mt="md">
              <Pagination
                total={view.totalPages}
                value={view.page}
                onChange={scrollToListTop}
                aria-label="Pages"
                getItemProps={(p) => ({ 'aria-label': `Page ${p}`, ...pageLink(p) })}
                getControlProps={(control) => ({
                  'aria-label': `${control} page`,
                  ...edgeLink(control),
                })}
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
