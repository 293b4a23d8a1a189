import { createFileRoute } from '@tanstack/react-router';
import { toSearchParams } from '../../../../api/search-params';
import { stringSearch } from '../../../../app/string-search';
import { adminOrdersQueryOptions } from '../../../../api/admin-orders';
import { AdminOrders, ordersRequestOf } from '../../../../features/admin/admin-orders';
import { validateOrdersSearch } from '../../../../features/admin/admin-url-search';

const KEEP_SCREEN_WHILE_LOADING_MS = 60_000;

export const Route = createFileRoute('/dashboard/_admin/admin/orders')({
  staticData: { title: 'Manage orders' },
  // Search, status, payment, dates, sort and page live in the URL: a filtered view is a bookmark.
  // Checked with the API's schemas by the (lazily loaded) loader and screen.
  validateSearch: stringSearch(['q', 'status', 'payment', 'from', 'to', 'sort', 'page']),
  loaderDeps: ({ search }) => search,
  // The loader reads through the admin API module: split with the screen, so no shopper's first
  // load carries admin code.
  codeSplitGroupings: [['loader', 'component']],
  // A new search or page keeps this screen (its cards dimmed, the route progress bar running)
  // until the next page has loaded, instead of swapping it for the pending screen mid-typing.
  pendingMs: KEEP_SCREEN_WHILE_LOADING_MS,
  // prefetch never throws: a failed load shows the screen's own error state.
  loader: ({ context, deps }) =>
    context.queryClient.prefetchQuery(
      adminOrdersQueryOptions(context.userId, ordersRequestOf(validateOrdersSearch(deps))),
    ),
  component: OrdersPage,
});

function OrdersPage() {
  const search = validateOrdersSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <AdminOrders
      search={search}
      onSearch={(next, options) =>
        void navigate({ search: toSearchParams(next), replace: options?.replace })
      }
    />
  );
}
