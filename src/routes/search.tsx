import { createFileRoute } from '@tanstack/react-router';
import { searchProductsQueryOptions } from '../api/products';
import type { SearchPageRequest } from '../api/search-page';
import { pageHead } from '../app/page-head';
import { searchText } from '../app/string-search';
import { SearchResultsScreen } from '../features/catalogue/search-results-screen';

/** A page number from the URL: a whole number from 1, else absent (page 1). */
function pageParam(raw: unknown): number | undefined {
  const page = typeof raw === 'string' ? Number(raw) : raw;
  return typeof page === 'number' && Number.isInteger(page) && page > 1 ? page : undefined;
}

export const Route = createFileRoute('/search')({
  validateSearch: (raw: Record<string, unknown>) => {
    const page = pageParam(raw.page);
    const exact = raw.exact === true || raw.exact === 'true';
    return {
      keyword: searchText(raw.keyword),
      ...(page === undefined ? {} : { page }),
      ...(exact ? { exact: true } : {}),
    } as { keyword: string; page?: number; exact?: boolean };
  },
  loaderDeps: ({ search }) => ({
    keyword: search.keyword,
    page: search.page ?? 1,
    exact: search.exact ?? false,
  }),
  // The server's HTML holds the results (link previews, browsers without JavaScript); the
  // browser shows them as they arrive.
  loader: async ({ context, deps }) => {
    const query = searchProductsQueryOptions(deps, context.inProcessApi);
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
  const { keyword, page, exact } = Route.useSearch();
  const request: SearchPageRequest = { keyword, page: page ?? 1, exact: exact ?? false };
  return <SearchResultsScreen request={request} />;
}
