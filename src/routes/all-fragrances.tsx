import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { ListingUrlSearch } from '../../contract/rules/listing-view';
import { loadListing } from '../features/catalogue/listing-loader';
import { useListingCatalogue } from '../features/catalogue/use-listing';
import { currentPageAtom } from '../features/catalogue/listing-page-atoms';
import { validateListingSearch } from '../features/catalogue/listing-search';
import { ListingScreen } from '../features/catalogue/listing-screen';
import { pageHead } from '../app/page-head';

/**
 * How many orders of the page the server keeps per search: the spec shuffles the listing on each
 * load, and a few seeds taken in turn keep that feel while each is rendered once per version.
 */
const SHUFFLE_VARIANTS = 4;

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
  // The page depends on its search, the catalogue and its shuffle only: the server keeps a few
  // shuffled orders per search and catalogue version.
  staticData: { keptPage: { variants: SHUFFLE_VARIANTS } },
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
