import { z } from '../zod';
import { IsoDateTimeSchema } from './product';

/** Alerts one account may hold at once: each is an e-mail the shop may send for it. */
export const MAX_STOCK_ALERTS = 50;

export const STOCK_ALERT_MESSAGES = {
  subscribed: "We will e-mail you when it's back",
  subscribedUnverified:
    "We will e-mail you when it's back once you confirm your e-mail address (see your profile)",
  tooMany: `You can wait for at most ${MAX_STOCK_ALERTS} products at once: cancel an alert first`,
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
