import { createFileRoute } from '@tanstack/react-router';
import { userOrdersQueryOptions } from '../../../api/orders';
import { UserOrders } from '../../../features/account/user-orders';

// The spec lists /dashboard/user/order next to /orders; both show the shopper's orders.
export const Route = createFileRoute('/dashboard/user/order')({
  staticData: { title: 'Your orders' },
  loader: ({ context }) =>
    context.queryClient.prefetchQuery(userOrdersQueryOptions(context.userId)),
  component: UserOrders,
});
