import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import {
  BLOCK_SKELETON_COUNT,
  HOME_BLOCK_PAGES,
  homeBlockSizes,
  isMobileWidth,
  isTabletWidth,
} from '../../../contract/constants';
import { productPageQueryOptions } from '../../api/products';
import { useBreakpointWidth } from '../../components/layout/use-breakpoint-width';
import { ProductBlock } from './product-block';

/** New Arrival and BestSeller show 2, 3 or 4 placeholders by width (spec section 8). */
function pagedSkeletonCount(width: number): number {
  if (isMobileWidth(width)) return 2;
  if (isTabletWidth(width)) return 3;
  return 4;
}

function usePage(page: number, limit: number) {
  // The server's HTML holds the phone-sized blocks: on a wider screen they stay until the
  // blocks for its width arrive, instead of turning back into skeletons.
  const { data, isError } = useQuery({
    ...productPageQueryOptions(page, limit),
    placeholderData: keepPreviousData,
  });
  // Deferred: when the catalogue arrives and the blocks become views of it, their cards are
  // redrawn in a background render that yields to the shopper's taps, not in one long task.
  return useDeferredValue(isError ? [] : data);
}

export function NewArrivalBlock() {
  const width = useBreakpointWidth();
  const products = usePage(HOME_BLOCK_PAGES.newArrival, homeBlockSizes(width).newArrival);
  return (
    <ProductBlock
      id="new-arrival-title"
      title="New Arrival"
      products={products}
      skeletonCount={pagedSkeletonCount(width)}
      viewAll="/new-arrivals"
    />
  );
}

export function BestSellerBlock() {
  const width = useBreakpointWidth();
  const products = usePage(HOME_BLOCK_PAGES.bestSeller, homeBlockSizes(width).bestSeller);
  return (
    <ProductBlock
      id="best-seller-title"
      title="BestSeller"
      products={products}
      skeletonCount={pagedSkeletonCount(width)}
      viewAll="/new-arrivals"
    />
  );
}

export function AllFeaturedBlock() {
  const width = useBreakpointWidth();
  const products = usePage(HOME_BLOCK_PAGES.allFeatured, homeBlockSizes(width).allFeatured);
  return (
    <ProductBlock
      id="all-featured-title"
      title="All Featured Fragrance"
      products={products}
      skeletonCount={BLOCK_SKELETON_COUNT}
      viewAll="/all-fragrances"
    />
  );
}
