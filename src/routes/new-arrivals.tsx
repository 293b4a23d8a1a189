import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { NEW_ARRIVALS_FETCH_LIMIT } from '../../contract/constants';
import { catalogueQueryOptions } from '../api/products';
import { RecentlyViewedStrip } from '../components/product/recently-viewed-strip';
import {
  currentPageChAtom,
  newArrivalsSeenFiltersAtom,
} from '../features/catalogue/listing-page-atoms';
import { validateListingSearch, type ListingUrlSearch } from '../features/catalogue/listing-search';
import { ListingScreen } from '../features/catalogue/listing-screen';

export const Route = createFileRoute('/new-arrivals')({
  validateSearch: validateListingSearch,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(catalogueQueryOptions(NEW_ARRIVALS_FETCH_LIMIT));
  },
  component: NewArrivalsPage,
});

// New arrivals keep the API's newest-first order (no shuffle): it is what the page is about.
function NewArrivalsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: ListingUrlSearch) => void navigate({ search: next, resetScroll: false }),
    [navigate],
  );
  const { data } = useQuery(catalogueQueryOptions(NEW_ARRIVALS_FETCH_LIMIT));
  return (
    <ListingScreen
      title="New Arrivals"
      emptyText="No Products Found"
      products={data}
      search={search}
      onSearchChange={onSearchChange}
      pageAtom={currentPageChAtom}
      seenFiltersAtom={newArrivalsSeenFiltersAtom}
      footer={<RecentlyViewedStrip />}
    />
  );
}
