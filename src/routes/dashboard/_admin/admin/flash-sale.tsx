import { createFileRoute } from '@tanstack/react-router';
import { adminFlashSaleQueryOptions } from '../../../../api/admin-flash-sale';
import { catalogueQueryOptions } from '../../../../api/catalogue';
import { FlashSaleEditor } from '../../../../features/admin/flash-sale-editor';

export const Route = createFileRoute('/dashboard/_admin/admin/flash-sale')({
  staticData: { title: 'Flash Sale' },
  // Split with the screen: no shopper's first load carries admin code.
  codeSplitGroupings: [['loader', 'component']],
  // prefetch never throws: a failed load shows the screen's own error state.
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.prefetchQuery(adminFlashSaleQueryOptions(context.userId)),
      context.queryClient.prefetchQuery(catalogueQueryOptions()),
    ]),
  component: FlashSalePage,
});

function FlashSalePage() {
  const { userId } = Route.useRouteContext();
  return <FlashSaleEditor userId={userId} />;
}
