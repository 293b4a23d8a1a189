import { queryOptions } from '@tanstack/react-query';
import { getParsed } from './load-client';

/** The products on the Flash Sale now, in the admin's order (empty when none runs). */
export const flashSaleProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'flash-sale'],
    queryFn: async ({ signal }) => {
      const path = 'product/flash-sale';
      return (await getParsed(path, (s) => s.FlashSaleProductsResponseSchema, { signal })).products;
    },
  });
