import { queryOptions } from '@tanstack/react-query';
import type { Product } from '../../contract/schemas/product';
import { currentCatalogue, heldCatalogue } from './catalogue';
import type { InProcessApi } from './in-process-api';
import { getParsed } from './load-client';
import { isNetworkFailure } from './network-failure';
import { productKeys } from './query-keys';

/**
 * The products on sale in the catalogue, in the order of the sale as last answered (the admin's
 * order, which the catalogue does not carry); null when one of them has no place in it yet.
 */
function onSaleInShownOrder(
  products: readonly Product[],
  shown: readonly Product[],
): Product[] | null {
  const place = new Map(shown.map((product, index) => [product._id, index]));
  const onSale = products.filter((product) => product.sale);
  if (onSale.some((product) => !place.has(product._id))) return null;
  return onSale.sort((a, b) => (place.get(a._id) ?? 0) - (place.get(b._id) ?? 0));
}

/**
 * The products on the Flash Sale now, in the admin's order (empty when none runs). Once the sale
 * has been answered, it is worked out again from the catalogue the browser holds (prices, stock,
 * a product gone or no longer on sale); only a product new to the sale, whose place the
 * catalogue cannot tell, is asked of the API again. Offline and never answered, the saved
 * catalogue's products on sale. A server render's loader passes its `inProcessApi`.
 */
export const flashSaleProductsQueryOptions = (inProcessApi?: InProcessApi) =>
  queryOptions({
    queryKey: productKeys.flashSale(),
    queryFn: async ({ signal, client, queryKey }) => {
      const shown = client.getQueryData<Product[]>(queryKey);
      const catalogue = shown && (await currentCatalogue(client));
      const fromCatalogue = catalogue && onSaleInShownOrder(catalogue.products, shown);
      if (fromCatalogue) return fromCatalogue;
      try {
        const path = 'product/flash-sale';
        const options = { signal, inProcessApi };
        return (await getParsed(path, (s) => s.FlashSaleProductsResponseSchema, options)).products;
      } catch (error) {
        // Offline with a saved catalogue: its products on sale, in the catalogue's order.
        const held = isNetworkFailure(error) ? await heldCatalogue(client) : undefined;
        if (!held) throw error;
        return held.products.filter((product) => product.sale);
      }
    },
  });
