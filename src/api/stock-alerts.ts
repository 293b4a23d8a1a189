import { queryOptions } from '@tanstack/react-query';
import {
  StockAlertListResponseSchema,
  StockAlertResponseSchema,
} from '../../contract/schemas/stock-alert';
import { stockAlertKeys } from './account-query-keys';
import { api } from './client';

/** GET /stock-alerts: the shopper's back-in-stock alerts, newest first. */
export const stockAlertsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: stockAlertKeys.mine(userId),
    queryFn: async ({ signal }) =>
      StockAlertListResponseSchema.parse(await api.get('stock-alerts', { signal }).json()).alerts,
    staleTime: 5_000,
  });

/** POST (subscribe) or DELETE (cancel) /product/:id/stock-alert: the server's message. */
export async function setStockAlert(productId: string, subscribed: boolean): Promise<string> {
  const path = `product/${encodeURIComponent(productId)}/stock-alert`;
  const response = subscribed ? api.post(path) : api.delete(path);
  return StockAlertResponseSchema.parse(await response.json()).message;
}
