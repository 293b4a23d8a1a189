import { createFileRoute, notFound } from '@tanstack/react-router';
import { isHTTPError } from '../api/http-errors';
import { productQueryOptions } from '../api/products';
import { pageHead, productHead } from '../app/page-head';
import { ProductDetailScreen, ProductNotFound } from '../features/catalogue/product-detail-screen';
import { ProductReviewsSlot } from '../features/reviews/product-reviews-slot';

export const Route = createFileRoute('/detail/$id')({
  loader: async ({ context, params }) => {
    const query = productQueryOptions(params.id, context.inProcessApi);
    // Offline in the browser, a product never saved would hold the navigation until the
    // connection returns: the screen shows its skeleton, then the product or an offline state.
    if (!context.inProcessApi && !navigator.onLine) {
      void context.queryClient.prefetchQuery(query);
      return { product: context.queryClient.getQueryData(query.queryKey) };
    }
    try {
      return { product: await context.queryClient.ensureQueryData(query) };
    } catch (error) {
      // An unknown product is the 404 page (and HTTP 404 from the server).
      if (isHTTPError(error) && error.response.status === 404) throw notFound();
      // Any other failure: the screen shows it with Retry.
      return { product: undefined };
    }
  },
  head: ({ loaderData, match, params }) =>
    loaderData?.product
      ? productHead(loaderData.product, match.context.origin)
      : pageHead({
          title: match.status === 'notFound' ? 'Product not found' : 'Product',
          path: `/detail/${encodeURIComponent(params.id)}`,
          origin: match.context.origin,
          noindex: match.status === 'notFound',
        }),
  // A product that loaded is the same page for everyone until the catalogue changes.
  staticData: { keptPage: { variants: 1 } },
  component: DetailPage,
  notFoundComponent: () => <ProductNotFound reason="missing" />,
});

function DetailPage() {
  const { id } = Route.useParams();
  return <ProductDetailScreen key={id} id={id} reviews={<ProductReviewsSlot productId={id} />} />;
}
