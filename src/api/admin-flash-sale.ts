import { queryOptions } from '@tanstack/react-query';
import {
  FlashSaleResponseSchema,
  type FlashSaleInput,
  type FlashSaleResponse,
} from '../../contract/schemas/flash-sale';
import { api } from './client';

/** The Flash Sale as the admin set it (null: none runs). */
export const adminFlashSaleQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['admin', 'flash-sale', userId],
    queryFn: async ({ signal }) =>
      FlashSaleResponseSchema.parse(await api.get('admin/flash-sale', { signal }).json()).flashSale,
    staleTime: 5_000,
  });

/** Replaces the sale; an empty product list ends it. */
export async function saveFlashSale(input: FlashSaleInput): Promise<FlashSaleResponse> {
  return FlashSaleResponseSchema.parse(await api.put('admin/flash-sale', { json: input }).json());
}
