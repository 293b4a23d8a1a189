import { CatchBoundary } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useAfterHydration } from '../../state/after-hydration';
import { ReviewsSkeleton } from './reviews-skeleton';

// Its own chunk, fetched when a product page is drawn: no first load carries the reviews' code.
const ProductReviews = lazy(() =>
  import('./product-reviews').then((module) => ({ default: module.ProductReviews })),
);

/**
 * Where the product page shows its Reviews. Drawn in the browser only: the list says whether
 * this visitor may review, which the server's shared HTML cannot know. A skeleton until then.
 */
export function ProductReviewsSlot({ productId }: { productId: string }) {
  const inBrowser = useAfterHydration();
  if (!inBrowser) return <ReviewsSkeleton />;
  return (
    <CatchBoundary getResetKey={() => productId} errorComponent={() => null}>
      <Suspense fallback={<ReviewsSkeleton />}>
        <ProductReviews productId={productId} />
      </Suspense>
    </CatchBoundary>
  );
}
