import { queryOptions } from '@tanstack/react-query';
import { relatedProducts } from '../../contract/rules/related-products';
import { catalogueView } from './catalogue';
import { getParsed } from './load-client';
import { productIn } from './products';
import { productKeys } from './query-keys';

// Its own module: only the product page asks for related products, so their rule loads with it.

/** Related products. */
export const relatedProductsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productKeys.related(id),
    queryFn: ({ signal, client }) =>
      catalogueView(
        client,
        (copy) => {
          const product = productIn(copy, id);
          return product && relatedProducts(copy.products, product);
        },
        async () => {
          const path = `product/related/${encodeURIComponent(id)}`;
          const answer = await getParsed(path, (s) => s.RelatedProductsResponseSchema, { signal });
          return answer.relatedProducts;
        },
      ),
  });
