import { createStore, del, entries, get, set } from 'idb-keyval';
import { HTTPError } from 'ky';
import type { CartItem } from '../../contract/schemas/cart';
import { apiErrorMessage } from '../../contract/schemas/errors';
import {
  IDEMPOTENCY_KEY_HEADER,
  PaymentResponseSchema,
  type Order,
  type PaymentRequestBody,
} from '../../contract/schemas/order';
import { api } from './client';
import { isNetworkFailure } from './network-failure';

/**
 * Orders confirmed without a connection wait here (IndexedDB) with their Idempotency-Key, so
 * however often they are re-sent (retries, two tabs, a reload mid-request) the server creates one.
 */
export interface QueuedOrder {
  key: string;
  userId: string;
  body: PaymentRequestBody;
  queuedAt: string;
}

export type OutboxOutcome =
  | { kind: 'placed'; queued: QueuedOrder; order: Order }
  | { kind: 'refused'; queued: QueuedOrder; reason: string }
  | { kind: 'offline'; queued: QueuedOrder };

const outbox = createStore('fragrancehub-outbox', 'orders');

export async function queueOrder(order: QueuedOrder) {
  await set(order.key, order, outbox);
}

/** Which products in which quantities: the same signature is the same checkout attempt. */
export function cartSignature(cart: readonly CartItem[]) {
  return cart.map((item) => `${item._id}:${item.addedQty}`).join(',');
}

export async function findQueuedOrder(key: string): Promise<QueuedOrder | null> {
  return (await get<QueuedOrder>(key, outbox)) ?? null;
}

/**
 * Queues a checkout unless this shopper already has an order waiting: at most one waits at a
 * time, so confirming again (twice offline, a second tab) can never turn into a second order.
 * Answers the order that is waiting and whether it was already there.
 */
export async function queueCheckout(order: QueuedOrder) {
  const [waiting] = await listQueuedOrders(order.userId);
  if (waiting) return { queued: waiting, alreadyWaiting: true };
  await queueOrder(order);
  return { queued: order, alreadyWaiting: false };
}

export async function listQueuedOrders(userId?: string): Promise<QueuedOrder[]> {
  const all = (await entries<string, QueuedOrder>(outbox)).map(([, value]) => value);
  return all
    .filter((order) => userId === undefined || order.userId === userId)
    .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

/** Sends one order; the same key always yields the same server order. */
export async function sendOrder(body: PaymentRequestBody, idempotencyKey: string) {
  const response = await api
    .post('product/payment', { json: body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } })
    .json();
  return PaymentResponseSchema.parse(response).order;
}

export async function refusalReason(error: unknown) {
  if (error instanceof HTTPError) {
    const body: unknown = await error.response.json().catch(() => null);
    return apiErrorMessage(body);
  }
  return null;
}

let flushing: Promise<OutboxOutcome[]> | null = null;

/**
 * Tries every queued order for this shopper once. Placed and refused orders leave the outbox;
 * orders that still cannot reach the server stay for the next attempt. Concurrent calls share one
 * run, so an 'online' event and a start-up flush never send the same order twice at once.
 */
export function flushOrderOutbox(userId: string): Promise<OutboxOutcome[]> {
  flushing ??= (async () => {
    const outcomes: OutboxOutcome[] = [];
    for (const queued of await listQueuedOrders(userId)) {
      try {
        const order = await sendOrder(queued.body, queued.key);
        await del(queued.key, outbox);
        outcomes.push({ kind: 'placed', queued, order });
      } catch (error) {
        if (isNetworkFailure(error)) {
          outcomes.push({ kind: 'offline', queued });
          continue;
        }
        if (error instanceof HTTPError && error.response.status === 401) {
          // The session ended: keep the order until the shopper signs in again.
          outcomes.push({ kind: 'offline', queued });
          continue;
        }
        await del(queued.key, outbox);
        outcomes.push({
          kind: 'refused',
          queued,
          reason: (await refusalReason(error)) ?? 'The order could not be placed.',
        });
      }
    }
    return outcomes;
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}
