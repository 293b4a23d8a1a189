import { z } from '../zod';

// A quote is what an order costs as the server prices it (api-contract.md, "What the device
// shows is what the shop charges"). Naira on the wire, as every amount.

export const PRICE_CHANGED_CODE = 'PRICE_CHANGED';
export const PRICE_CHANGED_MESSAGE = 'The total has changed since you saw it';

const naira = () => z.number().check(z.minimum(0));

export const QuoteSchema = z.object({
  subtotal: naira(),
  /** What codes take off (none yet: 0). */
  discount: naira(),
  shippingFee: naira(),
  total: naira(),
});
export type Quote = z.infer<typeof QuoteSchema>;

/**
 * POST /product/payment's 409 when the `expectedTotal` sent differs from the server's total:
 * nothing was kept, and the shopper confirms the new figures before the order is sent again.
 */
export const PriceChangedAnswerSchema = z.object({
  error: z.string(),
  code: z.literal(PRICE_CHANGED_CODE),
  quote: QuoteSchema,
});
export type PriceChangedAnswer = z.infer<typeof PriceChangedAnswerSchema>;
