import { queryOptions } from '@tanstack/react-query';
import type { InProcessApi } from './in-process-api';
import { getParsed } from './load-client';
import { productKeys } from './query-keys';

/**
 * The products on the Flash Sale now, in the admin's order (empty when none runs). A server
 * render's loader passes its `inProcessApi`.
 */
export const flashSaleProductsQueryOptions = (inProcessApi?: InProcessApi) =>
  queryOptions({
    queryKey: productKeys.flashSale(),
    queryFn: async ({ signal }) => {
      const path = 'product/flash-sale';
      const options = { signal, inProcessApi };
      return (await getParsed(path, (s) => s.FlashSaleProductsResponseSchema, options)).products;
    },
  });
