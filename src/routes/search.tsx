import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/page-head';
import { searchText } from '../app/string-search';
import { SearchResultsScreen } from '../features/catalogue/search-results-screen';

export const Route = createFileRoute('/search')({
  // A page past 1 and `exact` are kept only when they say something: page 1 has one URL.
  validateSearch: (
    raw: Record<string, unknown>,
  ): { keyword: string; page?: number; exact?: true } => {
    const page = Number(raw.page);
    return {
      keyword: searchText(raw.keyword),
      ...(Number.isInteger(page) && page > 1 && { page }),
      ...(raw.exact === true && { exact: true }),
    };
  },
  loaderDeps: ({ search }) => search,
  // The server's HTML holds the results (link previews, browsers without JavaScript). In the
  // browser the screen asks as it mounts: the search's code then comes with the screen, and no
  // page's route tree carries it (the condition leaves the browser's build).
  loader: async ({ context, deps }) => {
    if (!import.meta.env.SSR || !context.inProcessApi) return;
    const { searchProductsQueryOptions } = await import('../api/search-products');
    const request = { keyword: deps.keyword, page: deps.page ?? 1, exact: deps.exact ?? false };
    await context.queryClient.prefetchQuery(
      searchProductsQueryOptions(request, context.inProcessApi),
    );
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
  const { keyword, page, exact } = Route.useSearch();
  return <SearchResultsScreen request={{ keyword, page: page ?? 1, exact: exact ?? false }} />;
}
