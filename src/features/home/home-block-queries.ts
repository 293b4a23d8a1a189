import type { QueryClient } from '@tanstack/react-query';
import { BREAKPOINT_MOBILE, HOME_BLOCK_PAGES, homeBlockSizes } from '../../../contract/constants';
import { flashSaleProductsQueryOptions } from '../../api/flash-sale';
import { productPageQueryOptions } from '../../api/products';

/**
 * The home page's product blocks at the width the server renders for (a phone: see
 * useBreakpointWidth), so its HTML holds products instead of skeletons. True when every block
 * loaded; a block that failed renders empty, and such a page is not kept.
 */
export async function prefetchHomeBlocks(queryClient: QueryClient): Promise<boolean> {
  const sizes = homeBlockSizes(BREAKPOINT_MOBILE);
  const pages = [
    productPageQueryOptions(HOME_BLOCK_PAGES.newArrival, sizes.newArrival),
    productPageQueryOptions(HOME_BLOCK_PAGES.bestSeller, sizes.bestSeller),
    productPageQueryOptions(HOME_BLOCK_PAGES.allFeatured, sizes.allFeatured),
  ];
  const flashSale = flashSaleProductsQueryOptions();
  await Promise.all([
    ...pages.map((query) => queryClient.prefetchQuery(query)),
    queryClient.prefetchQuery(flashSale),
  ]);
  const loaded = (key: readonly unknown[]) => queryClient.getQueryState(key)?.status === 'success';
  return pages.every((query) => loaded(query.queryKey)) && loaded(flashSale.queryKey);
}
