import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { LISTING_FETCH_LIMIT } from '../../contract/constants';
import { catalogueQueryOptions } from '../api/products';
import { currentPageAtom, listingSeenFiltersAtom } from '../features/catalogue/listing-page-atoms';
import { validateListingSearch, type ListingUrlSearch } from '../features/catalogue/listing-search';
import { ListingScreen } from '../features/catalogue/listing-screen';
import { shuffledOnce } from '../features/catalogue/shuffled-once';

export const Route = createFileRoute('/all-fragrances')({
  validateSearch: validateListingSearch,
  // Not awaited: the screen shows its skeleton cards while the catalogue arrives.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(catalogueQueryOptions(LISTING_FETCH_LIMIT));
  },
  component: AllFragrancesPage,
});

function AllFragrancesPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: ListingUrlSearch) => void navigate({ search: next, resetScroll: false }),
    [navigate],
  );
  const { data } = useQuery(catalogueQueryOptions(LISTING_FETCH_LIMIT));
  const products = useMemo(() => (data ? shuffledOnce(data) : undefined), [data]);
  return (
    <ListingScreen
      title="All Featured Fragrance"
      emptyText="No Product Found"
      products={products}
      search={search}
      onSearchChange={onSearchChange}
      pageAtom={currentPageAtom}
      seenFiltersAtom={listingSeenFiltersAtom}
    />
  );
}
