import { queryOptions } from '@tanstack/react-query';
import { productPagePath } from '../../contract/product-page-path';
import { cataloguePage } from '../../contract/rules/catalogue-page';
import { catalogueView, type Catalogue } from './catalogue';
import type { InProcessApi } from './in-process-api';
import { getParsed } from './load-client';
import { productKeys } from './query-keys';

// Every product read is a view of the one catalogue when the browser holds it (catalogueView):
// only what the catalogue lacks is asked of the API. When the catalogue's version moves, these
// answers are stale (app/catalogue-follower.tsx) and are worked out again.
// The queries a server render's loaders run take its `inProcessApi` (the router context's) and
// read the API in the server's process through it; without it, the network. Same key either way.

/** One page of `product/all`: the home blocks each read a different page. */
export const productPageQueryOptions = (page: number, limit: number, inProcessApi?: InProcessApi) =>
  queryOptions({
    queryKey: productKeys.page(page, limit),
    queryFn: ({ signal, client }) =>
      catalogueView(
        client,
        (copy) => cataloguePage(copy.products, page, limit),
        async () => {
          const options = { signal, inProcessApi };
          const path = productPagePath(page, limit);
          return (await getParsed(path, (s) => s.ProductListResponseSchema, options)).products;
        },
      ),
  });

export const productIn = (copy: Catalogue, id: string) => copy.products.find((p) => p._id === id);

/** A product. */
export const productQueryOptions = (id: string, inProcessApi?: InProcessApi) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal, client }) =>
      catalogueView(
        client,
        (copy) => productIn(copy, id),
        async () => {
          const path = `product/${encodeURIComponent(id)}`;
          const options = { signal, inProcessApi };
          return (await getParsed(path, (s) => s.ProductResponseSchema, options)).product;
        },
      ),
  });

/** /all-fragrances (shuffled) or /new-arrivals (newest first, the catalogue's order). */
export type ListingKind = 'all' | 'new';
