import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { ListingUrlSearch } from '../../contract/rules/listing-view';
import { loadListing } from '../features/catalogue/listing-loader';
import { useListingCatalogue } from '../features/catalogue/use-listing';
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
  loader: ({ context, deps, location, preload }) =>
    loadListing('new', { context, deps, location, preload }),
  // The page depends on its search and the catalogue only: the server keeps it per version.
  staticData: { keptPage: { variants: 1 } },
  component: NewArrivalsPage,
});

// New arrivals keep the catalogue's newest-first order (no shuffle): it is what the page is about.
function NewArrivalsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: ListingUrlSearch) => void navigate({ search: next, resetScroll: false }),
    [navigate],
  );
  const { products, isError, refetch } = useListingCatalogue('new', search);
  return (
    <ListingScreen
      kind="new"
      path="/new-arrivals"
      title="New Arrivals"
      emptyText="No Products Found"
      catalogue={products}
      search={search}
      onSearchChange={onSearchChange}
      onRetry={isError ? refetch : undefined}
      pageAtom={currentPageChAtom}
      footer={<RecentlyViewedStrip />}
    />
  );
}
