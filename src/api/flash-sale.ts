import { queryOptions } from '@tanstack/react-query';
import { FlashSaleProductsResponseSchema } from '../../contract/schemas/product';
import { getJson } from './load-client';

/** The products on the Flash Sale now, in the admin's order (empty when none runs). */
export const flashSaleProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'flash-sale'],
    queryFn: async ({ signal }) =>
      FlashSaleProductsResponseSchema.parse(await getJson('product/flash-sale', { signal }))
        .products,
  });
