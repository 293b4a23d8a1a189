import { z } from '../zod';

export const WISHLIST_MAX = 200;

export const WISHLIST_MESSAGES = {
  full: `A wishlist holds at most ${WISHLIST_MAX} products`,
} as const;

/** GET/PUT/DELETE /wishlist: the product ids, newest first. */
export const WishlistResponseSchema = z.object({
  success: z.literal(true),
  productIds: z.array(z.string()),
});
export type WishlistResponse = z.infer<typeof WishlistResponseSchema>;
