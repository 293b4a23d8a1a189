import { createFileRoute } from '@tanstack/react-router';
import { deliveryOptionsQueryOptions } from '../api/delivery-options';
import { ShippingPage } from '../features/info/shipping-page';

export const Route = createFileRoute('/shipping')({
  staticData: { title: 'Shipping Information' },
  // Split with the page: the shopper's first load carries only this route's name.
  codeSplitGroupings: [['loader', 'component']],
  // prefetch never throws: a failed load shows the page's own error state.
  loader: ({ context }) =>
    context.queryClient.prefetchQuery(deliveryOptionsQueryOptions(context.inProcessApi)),
  component: ShippingPage,
});
