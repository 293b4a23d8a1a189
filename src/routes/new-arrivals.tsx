import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { NEW_ARRIVALS_FETCH_LIMIT } from '../../contract/constants';
import type { ListingUrlSearch } from '../../contract/rules/listing-view';
import { catalogueQueryOptions, listingPreviewQueryOptions } from '../api/products';
import { RecentlyViewedStrip } from '../components/product/recently-viewed-strip';
import { currentPageChAtom } from '../features/catalogue/listing-page-atoms';
import { validateListingSearch } from '../features/catalogue/listing-search';
import { ListingScreen } from '../features/catalogue/listing-screen';
import { pageHead } from '../app/page-head';

export const Route = createFileRoute('/new-arrivals')({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => ({ search }),
  head: ({ match }) =>
    pageHead({ title: 'New Arrivals', path: match.pathname, origin: match.context.origin }),
  loader: async ({ context, deps: { search } }) => {
    const { serverCatalogue } = context;
    if (serverCatalogue) {
      // No seed: new arrivals keep the API's newest-first order.
      const source = { catalogue: serverCatalogue, seed: undefined };
      await context.queryClient.ensureQueryData(listingPreviewQueryOptions('new', search, source));
      return;
    }
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
  const { data, isError, refetch } = useQuery(catalogueQueryOptions(NEW_ARRIVALS_FETCH_LIMIT));
  return (
    <ListingScreen
      kind="new"
      path="/new-arrivals"
      title="New Arrivals"
      emptyText="No Products Found"
      catalogue={data}
      search={search}
      onSearchChange={onSearchChange}
      onRetry={isError && !data ? () => void refetch() : undefined}
      pageAtom={currentPageChAtom}
      footer={<RecentlyViewedStrip />}
    />
  );
}
