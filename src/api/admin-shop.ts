import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  AdminStatsResponseSchema,
  ShopSettingsResponseSchema,
  type ShopSettings,
  type ShopSettingsResponse,
} from '../../contract/schemas/admin';
import { api } from './client';
import type { MutationHandlers } from './mutation-handlers';
import { adminKeys } from './account-query-keys';
import { productKeys } from './query-keys';

/** The dashboard's figures (today, the last 7 days, orders per status, low stock). */
export const adminStatsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.statsOf(userId),
    queryFn: async ({ signal }) =>
      AdminStatsResponseSchema.parse(await api.get('admin/stats', { signal }).json()),
    staleTime: 5_000,
  });

export async function saveShopSettings(settings: ShopSettings): Promise<ShopSettingsResponse> {
  return ShopSettingsResponseSchema.parse(
    await api.put('admin/settings', { json: settings }).json(),
  );
}

export function useSaveShopSettings(handlers: MutationHandlers<ShopSettingsResponse>) {
  return useMutation({
    mutationFn: (settings: ShopSettings) => saveShopSettings(settings),
    onSuccess: async (answer, _settings, _result, { client }) => {
      await handlers.onSuccess?.(answer);
      // The low-stock threshold decides the admin's low-stock list and the dashboard's count.
      await Promise.all([
        client.invalidateQueries({ queryKey: productKeys.admin() }),
        client.invalidateQueries({ queryKey: adminKeys.stats() }),
      ]);
    },
    onError: handlers.onError,
  });
}
