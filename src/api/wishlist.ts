import { queryOptions } from '@tanstack/react-query';
import type { WishlistOp } from '../../contract/rules/wishlist';
import {
  StockAlertListResponseSchema,
  StockAlertResponseSchema,
} from '../../contract/schemas/stock-alert';
import { WishlistResponseSchema } from '../../contract/schemas/wishlist';
import { stockAlertKeys, wishlistKeys } from './account-query-keys';
import { api } from './client';

/** GET /wishlist: the account's product ids, newest first. */
export const wishlistQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: wishlistKeys.mine(userId),
    queryFn: async ({ signal }) =>
      WishlistResponseSchema.parse(await api.get('wishlist', { signal }).json()).productIds,
    staleTime: 5_000,
  });

/** PUT or DELETE /wishlist/:productId: the account's list as it stands after the change. */
export async function sendWishlistOp({ id, op }: WishlistOp): Promise<string[]> {
  const path = `wishlist/${encodeURIComponent(id)}`;
  const response = op === 'put' ? api.put(path) : api.delete(path);
  return WishlistResponseSchema.parse(await response.json()).productIds;
}

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
