import type { QueryClient } from '@tanstack/react-query';
import { BREAKPOINT_MOBILE, HOME_BLOCK_PAGES, homeBlockSizes } from '../../../contract/constants';
import { flashSaleProductsQueryOptions } from '../../api/flash-sale';
import type { InProcessApi } from '../../api/in-process-api';
import { productPageQueryOptions } from '../../api/products';

/**
 * The home page's product blocks at a width: on the server (`inProcessApi`) the phone's it
 * renders for (see useBreakpointWidth), so its HTML holds products instead of skeletons; in the
 * browser the viewport's, asked for beside the page's code instead of after its first render.
 * A block that failed renders empty (and its failed query keeps such a page from being kept).
 */
export async function prefetchHomeBlocks(
  queryClient: QueryClient,
  { width = BREAKPOINT_MOBILE, inProcessApi }: { width?: number; inProcessApi?: InProcessApi },
): Promise<void> {
  const sizes = homeBlockSizes(width);
  const pages = [
    productPageQueryOptions(HOME_BLOCK_PAGES.newArrival, sizes.newArrival, inProcessApi),
    productPageQueryOptions(HOME_BLOCK_PAGES.bestSeller, sizes.bestSeller, inProcessApi),
    productPageQueryOptions(HOME_BLOCK_PAGES.allFeatured, sizes.allFeatured, inProcessApi),
  ];
  await Promise.all([
    ...pages.map((query) => queryClient.prefetchQuery(query)),
    queryClient.prefetchQuery(flashSaleProductsQueryOptions(inProcessApi)),
  ]);
}
