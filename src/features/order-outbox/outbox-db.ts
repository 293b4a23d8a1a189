import { createStore } from 'idb-keyval';
import type { PaymentRequestBody } from '../../../contract/schemas/order';

/**
 * An order confirmed on this device, kept until the server has answered it. Its key is the
 * Idempotency-Key every attempt carries, so however often it is sent the server creates one order.
 */
export interface QueuedOrder {
  key: string;
  userId: string;
  body: PaymentRequestBody;
  queuedAt: string;
}

/** Orders waiting for the server, by Idempotency-Key: the only copy of a queued order. */
export const outboxDb = createStore('fragrancehub-outbox', 'orders');
