import { createFileRoute } from '@tanstack/react-router';
import { adminDeliveryQueryOptions } from '../../../../api/delivery';
import { DeliveryEditor } from '../../../../features/admin/delivery-editor';

export const Route = createFileRoute('/dashboard/_admin/admin/delivery')({
  staticData: { title: 'Delivery settings' },
  // Split with the screen: no shopper's first load carries admin code.
  codeSplitGroupings: [['loader', 'component']],
  // prefetch never throws: a failed load shows the screen's own error state.
  loader: ({ context }) =>
    context.queryClient.prefetchQuery(adminDeliveryQueryOptions(context.userId)),
  component: DeliveryPage,
});

function DeliveryPage() {
  const { userId } = Route.useRouteContext();
  return <DeliveryEditor userId={userId} />;
}
