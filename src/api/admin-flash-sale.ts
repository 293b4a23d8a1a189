import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  FlashSaleResponseSchema,
  type FlashSaleInput,
  type FlashSaleResponse,
} from '../../contract/schemas/flash-sale';
import { api } from './client';
import type { MutationHandlers } from './mutation-handlers';
import { adminKeys } from './account-query-keys';

/** The Flash Sale as the admin set it (null: none runs). */
export const adminFlashSaleQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.flashSaleOf(userId),
    queryFn: async ({ signal }) =>
      FlashSaleResponseSchema.parse(await api.get('admin/flash-sale', { signal }).json()).flashSale,
    staleTime: 5_000,
  });

/** Replaces the sale; an empty product list ends it. */
export async function saveFlashSale(input: FlashSaleInput): Promise<FlashSaleResponse> {
  return FlashSaleResponseSchema.parse(await api.put('admin/flash-sale', { json: input }).json());
}

export function useSaveFlashSale(handlers: MutationHandlers<FlashSaleResponse>) {
  return useMutation({
    mutationFn: (input: FlashSaleInput) => saveFlashSale(input),
    onSuccess: async (answer, _input, _result, { client }) => {
      await handlers.onSuccess?.(answer);
      // The admin's view; the catalogue's version refreshes the storefront's prices.
      await client.invalidateQueries({ queryKey: adminKeys.flashSale() });
    },
    onError: handlers.onError,
  });
}
