import { clear, del, entries, get, set } from 'idb-keyval';
import type { CartItem } from '../../../contract/schemas/cart';
import { outboxDb, type QueuedOrder } from './outbox-db';

/**
 * The outbox in IndexedDB: the one record of an order that has not been answered yet. It outlives
 * reloads, app updates and closed tabs; the query cache (cleared by every release) could not.
 */

/** Which products in which quantities: the same signature is the same checkout attempt. */
export function cartSignature(cart: readonly CartItem[]) {
  return cart.map((item) => `${item._id}:${item.addedQty}`).join(',');
}

export async function findQueuedOrder(key: string): Promise<QueuedOrder | null> {
  return (await get<QueuedOrder>(key, outboxDb)) ?? null;
}

/** This shopper's waiting orders, oldest first (at most one in practice). */
export async function listQueuedOrders(userId?: string): Promise<QueuedOrder[]> {
  const all = (await entries<string, QueuedOrder>(outboxDb)).map(([, value]) => value);
  return all
    .filter((order) => userId === undefined || order.userId === userId)
    .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

/**
 * Keeps a checkout unless this shopper already has an order waiting: at most one waits at a time,
 * so confirming again (twice offline, a second tab) can never turn into a second order. Answers
 * the order that is waiting and whether it was already there.
 */
export async function queueCheckout(order: QueuedOrder) {
  const [waiting] = await listQueuedOrders(order.userId);
  if (waiting) return { queued: waiting, alreadyWaiting: true };
  await set(order.key, order, outboxDb);
  return { queued: order, alreadyWaiting: false };
}

export async function removeQueuedOrder(key: string) {
  await del(key, outboxDb);
}

/** A shared device changed hands: orders of anyone but the signed-in user go. */
export async function removeOtherUsersOrders(userId: string) {
  for (const order of await listQueuedOrders()) {
    if (order.userId !== userId) await del(order.key, outboxDb);
  }
}

export async function clearOutbox() {
  await clear(outboxDb);
}
