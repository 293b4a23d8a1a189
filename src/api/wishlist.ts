import { queryOptions } from '@tanstack/react-query';
import type { WishlistOp } from '../../contract/rules/wishlist';
import { WishlistResponseSchema } from '../../contract/schemas/wishlist';
import { wishlistKeys } from './account-query-keys';
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
