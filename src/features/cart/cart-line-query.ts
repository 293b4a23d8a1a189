import { queryOptions } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import { ProductResponseSchema, type Product } from '../../../contract/schemas/product';
import { api } from '../../api/client';

/**
 * The catalogue's current copy of a cart line's product; null when the product is gone (404).
 * Its own key: the catalogue's product queries may cache a different shape.
 */
export const cartLineProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['cart-line', id],
    queryFn: async ({ signal }): Promise<Product | null> => {
      try {
        return ProductResponseSchema.parse(
          await api.get(`product/${encodeURIComponent(id)}`, { signal }).json(),
        ).product;
      } catch (error) {
        if (error instanceof HTTPError && error.response.status === 404) return null;
        throw error;
      }
    },
    staleTime: 30_000,
  });
