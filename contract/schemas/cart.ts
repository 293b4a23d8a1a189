import { MAX_UNITS_PER_LINE } from '../constants';
import { z } from '../zod';
import { ProductSchema } from './product';

/** A cart entry: the product as it was when added, plus cart bookkeeping. */
export const CartItemSchema = z.extend(ProductSchema, {
  isAdded: z.literal(true),
  addedQty: z.int().check(z.minimum(1)),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartSchema = z.array(CartItemSchema);
export type Cart = z.infer<typeof CartSchema>;

export const CART_LINE_MESSAGES = {
  idRequired: 'Each cart item needs an _id',
  quantityInvalid: 'Item quantity must be a whole number of 1 or more',
  quantityTooLarge: `At most ${MAX_UNITS_PER_LINE} of one product per order`,
} as const;

/**
 * Server-side view of a posted cart entry. Clients send whole products, but
 * the server prices orders from its own data, so only the id and quantity are
 * read and everything else is stripped.
 */
export const CartLineInputSchema = z.object({
  _id: z
    .string({ error: CART_LINE_MESSAGES.idRequired })
    .check(z.minLength(1, { error: CART_LINE_MESSAGES.idRequired })),
  addedQty: z
    .int({ error: CART_LINE_MESSAGES.quantityInvalid })
    .check(
      z.minimum(1, { error: CART_LINE_MESSAGES.quantityInvalid }),
      z.maximum(MAX_UNITS_PER_LINE, { error: CART_LINE_MESSAGES.quantityTooLarge }),
    ),
});
export type CartLineInput = z.infer<typeof CartLineInputSchema>;
