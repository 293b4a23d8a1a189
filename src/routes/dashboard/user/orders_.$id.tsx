import { shortOrderNumber } from '../../../../contract/rules/order-number';
import { createFileRoute } from '@tanstack/react-router';
import { userOrdersQueryOptions } from '../../../api/orders';
import { UserOrderPage } from '../../../features/account/user-order-page';
import { RateYourOrder } from '../../../features/reviews/rate-your-order';

// One of the shopper's orders (not nested in the list's route: its own page).
export const Route = createFileRoute('/dashboard/user/orders_/$id')({
  staticData: { title: (p) => `Order ${shortOrderNumber(p.id ?? '')}` },
  loader: ({ context }) =>
    context.queryClient.prefetchQuery(userOrdersQueryOptions(context.userId)),
  component: OrderRoute,
});

function OrderRoute() {
  const { id } = Route.useParams();
  return <UserOrderPage orderId={id} below={(order) => <RateYourOrder order={order} />} />;
}
