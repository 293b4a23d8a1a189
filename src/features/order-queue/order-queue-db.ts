import { createStore } from 'idb-keyval';
import type { PaymentRequestBody } from '../../../contract/schemas/order';
import type { Quote } from '../../../contract/schemas/quote';

/**
 * An order confirmed on this device, kept until the server has answered it. Its key is the
 * Idempotency-Key every attempt carries, so however often it is sent the server creates one order.
 */
export interface QueuedOrder {
  key: string;
  userId: string;
  body: PaymentRequestBody;
  queuedAt: string;
  /** The figures the shopper was shown and agreed to (`body.expectedTotal` is their total). */
  shown?: Quote;
  /**
   * The server refused the order at that total (PRICE_CHANGED) and quoted this instead: the order
   * waits, unsent, until the shopper confirms the new figures or cancels it.
   */
  priceChanged?: Quote;
}

/**
 * Orders waiting for the server, by Idempotency-Key: the only copy of a queued order. The database
 * keeps the name it was first created under ("outbox"): renaming it would lose the orders that
 * devices already hold.
 */
export const orderQueueDb = createStore('fragrancehub-outbox', 'orders');
