import { createFileRoute } from '@tanstack/react-router';
import { stringSearch } from '../../../../app/string-search';
import { adminProductsQueryOptions } from '../../../../api/admin-products';
import { validateLowStockSearch } from '../../../../features/admin/admin-url-search';
import { LowStock, lowStockRequest } from '../../../../features/admin/low-stock';

export const Route = createFileRoute('/dashboard/_admin/admin/low-stock')({
  staticData: { title: 'Low stock' },
  validateSearch: stringSearch(['page']),
  loaderDeps: ({ search }) => search,
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) =>
    context.queryClient.prefetchQuery(
      adminProductsQueryOptions(lowStockRequest(validateLowStockSearch(deps).page ?? 1)),
    ),
  component: LowStockPage,
});

function LowStockPage() {
  const { page = 1 } = validateLowStockSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <LowStock
      page={page}
      onPage={(next) => void navigate({ search: next > 1 ? { page: String(next) } : {} })}
    />
  );
}
