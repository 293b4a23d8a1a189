import { createFileRoute } from '@tanstack/react-router';
import { productBySlugQueryOptions } from '../../../../api/admin-products';
import { AdminProductDetail } from '../../../../features/admin/admin-product-detail';

export const Route = createFileRoute('/dashboard/_admin/admin-product/detail/$slug')({
  loader: ({ context, params }) =>
    context.queryClient.prefetchQuery(productBySlugQueryOptions(params.slug)),
  component: ProductDetailRoute,
});

function ProductDetailRoute() {
  const { slug } = Route.useParams();
  return <AdminProductDetail key={slug} slug={slug} />;
}
