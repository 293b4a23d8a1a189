import { createFileRoute } from '@tanstack/react-router';
import { searchProductsQueryOptions } from '../api/products';
import { pageHead } from '../app/page-head';
import { searchText } from '../app/string-search';
import { SearchResultsScreen } from '../features/catalogue/search-results-screen';

export const Route = createFileRoute('/search')({
  validateSearch: (raw: Record<string, unknown>) => ({ keyword: searchText(raw.keyword) }),
  loaderDeps: ({ search }) => ({ keyword: search.keyword }),
  // The server's HTML holds the results (link previews, browsers without JavaScript); the
  // browser shows them as they arrive.
  loader: async ({ context, deps }) => {
    const query = searchProductsQueryOptions(deps.keyword, context.inProcessApi);
    if (context.inProcessApi) await context.queryClient.prefetchQuery(query);
    else void context.queryClient.prefetchQuery(query);
  },
  head: ({ match }) =>
    pageHead({
      title: match.search.keyword ? `Search results for “${match.search.keyword}”` : 'Search',
      path: match.pathname,
      origin: match.context.origin,
    }),
  component: SearchPage,
});

function SearchPage() {
  const { keyword } = Route.useSearch();
  return <SearchResultsScreen keyword={keyword} />;
}
