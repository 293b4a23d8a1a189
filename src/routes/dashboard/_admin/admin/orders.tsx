import { createFileRoute } from '@tanstack/react-router';
import { allOrdersQueryOptions } from '../../../../api/admin-orders';
import { AdminOrders } from '../../../../features/admin/admin-orders';

export const Route = createFileRoute('/dashboard/_admin/admin/orders')({
  // The loader reads through the admin API module: split with the screen, so no shopper's first
  // load carries admin code.
  codeSplitGroupings: [['loader', 'component']],
  // prefetch never throws: a failed load shows the screen's own error state.
  loader: ({ context }) => context.queryClient.prefetchQuery(allOrdersQueryOptions(context.userId)),
  component: AdminOrders,
});
