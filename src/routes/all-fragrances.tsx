import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { LISTING_FETCH_LIMIT } from '../../contract/constants';
import type { ListingUrlSearch } from '../../contract/rules/listing-view';
import { randomSeed } from '../../contract/rules/seeded-random';
import { catalogueQueryOptions, listingPreviewQueryOptions } from '../api/products';
import { currentPageAtom } from '../features/catalogue/listing-page-atoms';
import { validateListingSearch } from '../features/catalogue/listing-search';
import { ListingScreen } from '../features/catalogue/listing-screen';
import { pageHead } from '../app/page-head';

export const Route = createFileRoute('/all-fragrances')({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => ({ search }),
  head: ({ match }) =>
    pageHead({
      title: 'All Featured Fragrance',
      path: match.pathname,
      origin: match.context.origin,
    }),
  loader: async ({ context, deps: { search } }) => {
    const { serverCatalogue } = context;
    if (serverCatalogue) {
      // The server picks this load's order; its seed travels with the preview to the browser.
      const source = { catalogue: serverCatalogue, seed: randomSeed() };
      await context.queryClient.ensureQueryData(listingPreviewQueryOptions('all', search, source));
      return;
    }
    // Not awaited: the screen shows the server's preview or skeleton cards meanwhile.
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
  const { data, isError, refetch } = useQuery(catalogueQueryOptions(LISTING_FETCH_LIMIT));
  return (
    <ListingScreen
      kind="all"
      path="/all-fragrances"
      title="All Featured Fragrance"
      emptyText="No Product Found"
      catalogue={data}
      search={search}
      onSearchChange={onSearchChange}
      onRetry={isError && !data ? () => void refetch() : undefined}
      pageAtom={currentPageAtom}
    />
  );
}
