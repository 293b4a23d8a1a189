import { createFileRoute } from '@tanstack/react-router';
import { productBySlugQueryOptions } from '../../../../api/admin-products';
import { categoriesQueryOptions } from '../../../../api/categories';
import { UpdateProductScreen } from '../../../../features/admin/update-product-screen';

export const Route = createFileRoute('/dashboard/_admin/admin-product/update/$slug')({
  staticData: { title: 'Update product' },
  // The loader reads through the admin API module: split with the screen, so no shopper's first
  // load carries admin code.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.prefetchQuery(productBySlugQueryOptions(params.slug)),
      context.queryClient.prefetchQuery(categoriesQueryOptions()),
    ]),
  component: UpdateProductRoute,
});

function UpdateProductRoute() {
  const { slug } = Route.useParams();
  return <UpdateProductScreen key={slug} slug={slug} />;
}
