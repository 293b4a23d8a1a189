import { z } from '../zod';
import { IsoDateTimeSchema } from './product';

export const STOCK_ALERT_MESSAGES = {
  subscribed: "We will e-mail you when it's back",
  cancelled: 'Alert cancelled',
  inStock: 'This product is in stock: add it to your cart',
} as const;

export const StockAlertResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

/** GET /stock-alerts (an addition for the account page): the shopper's alerts, newest first. */
export const StockAlertListResponseSchema = z.object({
  success: z.literal(true),
  alerts: z.array(
    z.object({ productId: z.string(), productName: z.string(), createdAt: IsoDateTimeSchema }),
  ),
});
export type StockAlertListResponse = z.infer<typeof StockAlertListResponseSchema>;
