import { queryOptions } from '@tanstack/react-query';
import {
  AdminStatsResponseSchema,
  ShopSettingsResponseSchema,
  type ShopSettings,
  type ShopSettingsResponse,
} from '../../contract/schemas/admin';
import { api } from './client';

/** The dashboard's figures (today, the last 7 days, orders per status, low stock). */
export const adminStatsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['admin', 'stats', userId],
    queryFn: async ({ signal }) =>
      AdminStatsResponseSchema.parse(await api.get('admin/stats', { signal }).json()),
    staleTime: 5_000,
  });

export async function saveShopSettings(settings: ShopSettings): Promise<ShopSettingsResponse> {
  return ShopSettingsResponseSchema.parse(
    await api.put('admin/settings', { json: settings }).json(),
  );
}
