import { createFileRoute } from '@tanstack/react-router';
import { productQueryOptions } from '../api/products';
import { ProductDetailScreen } from '../features/catalogue/product-detail-screen';

export const Route = createFileRoute('/detail/$id')({
  // Not awaited: offline, a product never saved would hold the navigation until the connection
  // returns. The screen shows the skeleton, then the product, a not-found or an offline state.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(productQueryOptions(params.id));
  },
  component: DetailPage,
});

function DetailPage() {
  const { id } = Route.useParams();
  return <ProductDetailScreen key={id} id={id} />;
}
