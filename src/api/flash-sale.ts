import { queryOptions } from '@tanstack/react-query';
import type { Product } from '../../contract/schemas/product';
import { catalogueView } from './catalogue';
import type { InProcessApi } from './in-process-api';
import { getParsed } from './load-client';
import { productKeys } from './query-keys';

/**
 * The products on the Flash Sale now, in the admin's order (empty when none runs). The catalogue
 * does not carry that order: once the API has answered, the sale is worked out from the catalogue
 * in the order of that answer (prices, stock, a product gone or no longer on sale), and only a
 * product new to the sale, whose place is unknown, is asked of the API again. Offline, the saved
 * catalogue's products on sale, in its order. A server render's loader passes its `inProcessApi`.
 */
export const flashSaleProductsQueryOptions = (inProcessApi?: InProcessApi) =>
  queryOptions({
    queryKey: productKeys.flashSale(),
    queryFn: ({ signal, client, queryKey }) => {
      const shown = client.getQueryData<Product[]>(queryKey)?.map((product) => product._id);
      const place = (product: Product) => shown?.indexOf(product._id) ?? -1;
      return catalogueView(
        client,
        (copy) => {
          const onSale = copy.products.filter((product) => product.sale);
          if (!onSale.every((product) => place(product) >= 0)) return undefined;
          return onSale.sort((a, b) => place(a) - place(b));
        },
        async () => {
          const options = { signal, inProcessApi };
          const path = 'product/flash-sale';
          return (await getParsed(path, (s) => s.FlashSaleProductsResponseSchema, options))
            .products;
        },
        (copy) => copy.products.filter((product) => product.sale),
      );
    },
  });
