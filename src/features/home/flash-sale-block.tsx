import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { BLOCK_SKELETON_COUNT } from '../../../contract/constants';
import type { Product } from '../../../contract/schemas/product';
import { flashSaleProductsQueryOptions } from '../../api/flash-sale';
import { FlashSaleCountdown } from './flash-sale-countdown';
import { ProductBlock } from './product-block';

/** The sale's end: every product on it ends together; the earliest, should they ever differ. */
function saleEnd(products: readonly Product[] | undefined): string | undefined {
  const ends = (products ?? []).flatMap((p) => (p.sale ? [p.sale.endsAt] : []));
  return ends.sort((a, b) => Date.parse(a) - Date.parse(b))[0];
}

/**
 * The products the shop has on its Flash Sale (each card shows its sale price and percentage),
 * with a countdown to the sale's end. When it ends the list is asked for again: the server has by
 * then renewed the sale or ended it. No sale, no block.
 */
export function FlashSaleBlock() {
  const queryClient = useQueryClient();
  const query = flashSaleProductsQueryOptions();
  const { data, isError } = useQuery(query);
  // Deferred as the other blocks are (home-product-blocks.tsx).
  const products = useDeferredValue(isError ? [] : data);
  const refetch = () => void queryClient.invalidateQueries({ queryKey: query.queryKey });
  if (products?.length === 0) return null;
  return (
    <ProductBlock
      id="flash-sale-title"
      title="Flash Sale"
      products={products}
      skeletonCount={BLOCK_SKELETON_COUNT}
      aside={<FlashSaleCountdown endsAt={saleEnd(products)} onEnd={refetch} />}
    />
  );
}
