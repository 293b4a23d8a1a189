import { createFileRoute } from '@tanstack/react-router';
import { productQueryOptions } from '../api/products';
import { ProductDetailScreen } from '../features/catalogue/product-detail-screen';
import { ProductDetailSkeleton } from '../features/catalogue/product-detail-skeleton';

export const Route = createFileRoute('/detail/$id')({
  // A failed load (404, offline) is shown by the screen's own state, not the router's error page.
  loader: async ({ context, params }) => {
    await context.queryClient.ensureQueryData(productQueryOptions(params.id)).catch(() => null);
  },
  pendingComponent: ProductDetailSkeleton,
  component: DetailPage,
});

function DetailPage() {
  const { id } = Route.useParams();
  return <ProductDetailScreen key={id} id={id} />;
}
