import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { productPagePath } from '../../contract/product-page-path';
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
      ProductListResponseSchema.parse(await api.get(productPagePath(page, limit), { signal }).json())
        .products,
  });

/** The whole catalogue in one call: the listings filter, sort and page it in the browser. */
export const catalogueQueryOptions = (limit: number) => productPageQueryOptions(1, limit);

/** `product/all` without parameters (the API's default page): Flash Sale reads items 5 to 8. */
export const unpagedProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'all', 'unpaged'],
    queryFn: async ({ signal }) =>
      ProductListResponseSchema.parse(await api.get('product/all', { signal }).json()).products,
  });

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
