import { createStore } from 'idb-keyval';
import type { PaymentRequestBody } from '../../../contract/schemas/order';

// What the page and the service worker (src/sw.ts) both read: keep this module free of anything
// but IndexedDB, so the worker's bundle stays small.

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

/** Orders waiting for the server, by Idempotency-Key. */
export const outboxDb = createStore('fragrancehub-outbox', 'orders');

/**
 * The signed-in session, mirrored for the service worker: it sends a queued order only for the
 * user who placed it, with that user's current token (the queue itself never stores one).
 */
export interface MirroredSession {
  userId: string;
  token: string;
}

export const sessionDb = createStore('fragrancehub-session', 'session');
export const MIRRORED_SESSION_KEY = 'current';

/** Workbox's background-sync queue of payments that failed for want of a connection. */
export const ORDER_SYNC_QUEUE = 'order-outbox';

/** The metadata each entry of that queue carries: whose order it is, and which one. */
export interface OrderSyncMetadata {
  userId: string;
  key: string;
}

/** Asks the worker to drop every queued payment; it answers on the message's port. */
export const CLEAR_ORDER_QUEUE = 'fragrancehub:clear-order-queue';
