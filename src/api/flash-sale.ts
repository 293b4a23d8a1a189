import { queryOptions } from '@tanstack/react-query';
import { FlashSaleProductsResponseSchema } from '../../contract/schemas/product';
import { loadApi } from './load-client';

/** The products on the Flash Sale now, in the admin's order (empty when none runs). */
export const flashSaleProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'flash-sale'],
    queryFn: async ({ signal }) => {
      const api = await loadApi();
      return FlashSaleProductsResponseSchema.parse(
        await api.get('product/flash-sale', { signal }).json(),
      ).products;
    },
  });
