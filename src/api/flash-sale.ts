import { queryOptions } from '@tanstack/react-query';
import type { InProcessApi } from './in-process-api';
import { getParsed } from './load-client';

/**
 * The products on the Flash Sale now, in the admin's order (empty when none runs). A server
 * render's loader passes its `inProcessApi`.
 */
export const flashSaleProductsQueryOptions = (inProcessApi?: InProcessApi) =>
  queryOptions({
    queryKey: ['products', 'flash-sale'],
    queryFn: async ({ signal }) => {
      const path = 'product/flash-sale';
      const options = { signal, inProcessApi };
      return (await getParsed(path, (s) => s.FlashSaleProductsResponseSchema, options)).products;
    },
  });
