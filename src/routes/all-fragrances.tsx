import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { ListingUrlSearch } from '../../contract/rules/listing-view';
import { SHUFFLE_SEEDS } from '../../contract/rules/shopper-shuffle';
import { loadListing } from '../features/catalogue/listing-loader';
import { useListingCatalogue } from '../features/catalogue/use-listing';
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
  loader: ({ context, deps, location, preload }) =>
    loadListing('all', { context, deps, location, preload }),
  // The page depends on its search, the catalogue and its shuffle only: the server keeps one
  // rendering per shopper's order (contract/rules/shopper-shuffle.ts), search and version.
  staticData: { keptPage: { variants: SHUFFLE_SEEDS.length } },
  component: AllFragrancesPage,
});

function AllFragrancesPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: ListingUrlSearch) => void navigate({ search: next, resetScroll: false }),
    [navigate],
  );
  const { products, isError, refetch } = useListingCatalogue('all', search);
  return (
    <ListingScreen
      kind="all"
      path="/all-fragrances"
      title="All Featured Fragrance"
      emptyText="No Product Found"
      catalogue={products}
      search={search}
      onSearchChange={onSearchChange}
      onRetry={isError ? refetch : undefined}
      pageAtom={currentPageAtom}
    />
  );
}
