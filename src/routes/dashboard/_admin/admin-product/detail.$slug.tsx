import { createFileRoute } from '@tanstack/react-router';
import { productBySlugQueryOptions } from '../../../../api/admin-products';
import { AdminProductDetail } from '../../../../features/admin/admin-product-detail';

export const Route = createFileRoute('/dashboard/_admin/admin-product/detail/$slug')({
  staticData: { title: 'Product details' },
  // The loader reads through the admin API module: split with the screen, so no shopper's first
  // load carries admin code.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    context.queryClient.prefetchQuery(productBySlugQueryOptions(params.slug)),
  component: ProductDetailRoute,
});

function ProductDetailRoute() {
  const { slug } = Route.useParams();
  return <AdminProductDetail key={slug} slug={slug} />;
}
