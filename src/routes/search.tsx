import { createFileRoute } from '@tanstack/react-router';
import { z } from '../../contract/zod';
import { searchProductsQueryOptions } from '../api/products';
import { SearchResultsScreen } from '../features/catalogue/search-results-screen';

const SearchParamsSchema = z.object({
  keyword: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string()).catch(''),
});

export const Route = createFileRoute('/search')({
  validateSearch: (raw: Record<string, unknown>) => SearchParamsSchema.parse(raw),
  loaderDeps: ({ search }) => ({ keyword: search.keyword }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(searchProductsQueryOptions(deps.keyword));
  },
  component: SearchPage,
});

function SearchPage() {
  const { keyword } = Route.useSearch();
  return <SearchResultsScreen keyword={keyword} />;
}
