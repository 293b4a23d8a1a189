import { queryOptions } from '@tanstack/react-query';
import { withAbsoluteImages } from '../../contract/image-origin';
import { productPagePath } from '../../contract/product-page-path';
import {
  filtersOf,
  listingView,
  pageOf,
  sortOf,
  type ListingUrlSearch,
  type ListingView,
} from '../../contract/rules/listing-view';
import { cataloguePage } from '../../contract/rules/catalogue-page';
import { relatedProducts } from '../../contract/rules/related-products';
import type { Product } from '../../contract/schemas/product';
import { catalogueView, type Catalogue } from './catalogue';
import type { InProcessApi } from './in-process-api';
import { getParsed } from './load-client';
import { listingPreviewKeys, productKeys } from './query-keys';

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

const productIn = (copy: Catalogue, id: string) => copy.products.find((p) => p._id === id);

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

/** /all-fragrances (shuffled) or /new-arrivals (newest first, the catalogue's order). */
export type ListingKind = 'all' | 'new';

/** Where a server render takes the preview from; absent in the browser, which never runs it. */
export interface ListingPreviewSource {
  /**
   * Its catalogue: the same products, in the same order, as the browser's copy (so the browser,
   * once it has its copy, computes the same page from the same seed).
   */
  inProcessApi: InProcessApi;
  /** The shuffle's seed; undefined keeps the catalogue's order. */
  seed: number | undefined;
}

/**
 * One page of a listing, computed by the server so its HTML shows products, and sent with the
 * page so the browser's first render matches that HTML until the whole catalogue has arrived.
 * The key leaves out the source and the seed: the browser finds the preview by kind and search
 * alone. Only a server render runs the queryFn; in the browser the query is read, never fetched.
 */
export const listingPreviewQueryOptions = (
  kind: ListingKind,
  search: ListingUrlSearch,
  source?: ListingPreviewSource,
) =>
  queryOptions({
    queryKey: listingPreviewKeys.of(kind, search),
    queryFn: async (): Promise<ListingView<Product>> => {
      if (!source) throw new Error('A listing preview is computed by the server only');
      const { inProcessApi, seed } = source;
      const catalogue = await inProcessApi.catalogue();
      const view = listingView(catalogue, filtersOf(search), sortOf(search), pageOf(search), seed);
      // Image URLs absolute for the page's origin, as in the API's answers.
      const items = view.items.map((p) => withAbsoluteImages(p, inProcessApi.origin));
      return { ...view, items };
    },
    // Made once per server render; the browser replaces it with its own view of the catalogue.
    staleTime: Infinity,
  });
