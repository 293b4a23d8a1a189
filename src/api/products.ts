import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { LISTING_FETCH_LIMIT, NEW_ARRIVALS_FETCH_LIMIT } from '../../contract/constants';
import { productPagePath } from '../../contract/product-page-path';
import {
  filtersOf,
  listingView,
  pageOf,
  sortOf,
  type ListingUrlSearch,
  type ListingView,
} from '../../contract/rules/listing-view';
import { searchProducts } from '../../contract/rules/search-products';
import {
  ProductListResponseSchema,
  ProductResponseSchema,
  ProductSearchResponseSchema,
  RelatedProductsResponseSchema,
  type Product,
} from '../../contract/schemas/product';
import { api } from './client';
import { isNetworkFailure } from './network-failure';

/** One page of `product/all`: the home blocks each read a different page. */
export const productPageQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: ['products', 'all', { page, limit }],
    queryFn: async ({ signal }) =>
      ProductListResponseSchema.parse(
        await api.get(productPagePath(page, limit), { signal }).json(),
      ).products,
  });

/** The whole catalogue in one call: the listings filter, sort and page it in the browser. */
export const catalogueQueryOptions = (limit: number) => productPageQueryOptions(1, limit);

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: async ({ signal }) =>
      ProductResponseSchema.parse(
        await api.get(`product/${encodeURIComponent(id)}`, { signal }).json(),
      ).product,
  });

export const relatedProductsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['products', 'related', id],
    queryFn: async ({ signal }) =>
      RelatedProductsResponseSchema.parse(
        await api.get(`product/related/${encodeURIComponent(id)}`, { signal }).json(),
      ).relatedProducts,
  });

/** The largest catalogue list already in the cache (restored from IndexedDB after a cold start). */
function savedCatalogue(client: QueryClient): Product[] | undefined {
  const lists = client
    .getQueriesData<Product[]>({ queryKey: ['products', 'all'] })
    .map(([, data]) => data)
    .filter((data): data is Product[] => Array.isArray(data));
  return lists.sort((a, b) => b.length - a.length)[0];
}

/**
 * An empty keyword lists everything (the API answers `product/search/` with all products).
 * Offline, a search never run before is answered from the saved catalogue with the same rule.
 */
export const searchProductsQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: ['products', 'search', keyword],
    queryFn: async ({ signal, client }) => {
      try {
        return ProductSearchResponseSchema.parse(
          await api.get(`product/search/${encodeURIComponent(keyword)}`, { signal }).json(),
        ).products;
      } catch (error) {
        const saved = isNetworkFailure(error) ? savedCatalogue(client) : undefined;
        if (!saved) throw error;
        return searchProducts(saved, keyword);
      }
    },
  });

/**
 * The whole catalogue as the server reads it for rendering: the same products, in the same order,
 * as `product/all?page=1&limit={limit}` answers (so the browser, once it has fetched that list,
 * computes the same page from the same seed).
 */
export type ServerCatalogue = (limit: number) => Promise<readonly Product[]>;

/** /all-fragrances (shuffled) or /new-arrivals (newest first, as the API sends it). */
export type ListingKind = 'all' | 'new';

export const LISTING_KIND_FETCH_LIMIT: Readonly<Record<ListingKind, number>> = {
  all: LISTING_FETCH_LIMIT,
  new: NEW_ARRIVALS_FETCH_LIMIT,
};

/** Where a server render takes the preview from; absent in the browser, which never runs it. */
export interface ListingPreviewSource {
  catalogue: ServerCatalogue;
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
    queryKey: ['listing-preview', kind, search] as const,
    queryFn: async (): Promise<ListingView<Product>> => {
      if (!source) throw new Error('A listing preview is computed by the server only');
      const catalogue = await source.catalogue(LISTING_KIND_FETCH_LIMIT[kind]);
      return listingView(catalogue, filtersOf(search), sortOf(search), pageOf(search), source.seed);
    },
    // Made once per server render; the browser replaces it with its own view of the catalogue.
    staleTime: Infinity,
  });
