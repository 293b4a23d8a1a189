import { queryOptions } from '@tanstack/react-query';
import {
  ProductListResponseSchema,
  ProductResponseSchema,
  ProductSearchResponseSchema,
  RelatedProductsResponseSchema,
} from '../../contract/schemas/product';
import { api } from './client';

/** The whole catalogue in one call: the listings filter, sort and page it in the browser. */
export const catalogueQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: ['products', 'all', { page: 1, limit }],
    queryFn: async ({ signal }) =>
      ProductListResponseSchema.parse(
        await api.get('product/all', { searchParams: { page: 1, limit }, signal }).json(),
      ).products,
  });

/** One page of `product/all`: the home blocks each read a different page. */
export const productPageQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: ['products', 'all', { page, limit }],
    queryFn: async ({ signal }) =>
      ProductListResponseSchema.parse(
        await api.get('product/all', { searchParams: { page, limit }, signal }).json(),
      ).products,
  });

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

/** An empty keyword lists everything (the API answers `product/search/` with all products). */
export const searchProductsQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: ['products', 'search', keyword],
    queryFn: async ({ signal }) =>
      ProductSearchResponseSchema.parse(
        await api.get(`product/search/${encodeURIComponent(keyword)}`, { signal }).json(),
      ).products,
  });
