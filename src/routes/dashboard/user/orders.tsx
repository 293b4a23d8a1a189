import { createFileRoute } from '@tanstack/react-router';
import { userOrdersQueryOptions } from '../../../api/orders';
import { UserOrders } from '../../../features/account/user-orders';

export const Route = createFileRoute('/dashboard/user/orders')({
  staticData: { title: 'Your orders' },
  // prefetch never throws: a failed load shows the screen's own error state.
  loader: ({ context }) =>
    context.queryClient.prefetchQuery(userOrdersQueryOptions(context.userId)),
  component: UserOrders,
});
