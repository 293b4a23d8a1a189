import { clear, del, entries, get, set } from 'idb-keyval';
import type { Quote } from '../../../contract/schemas/quote';
import { orderQueueDb, type QueuedOrder } from './order-queue-db';
import { payOnDelivery } from './pay-on-delivery';

/**
 * The order queue in IndexedDB: the one record of an order that has not been answered yet. It
 * outlives reloads, app updates and closed tabs; the query cache (cleared by every release) could
 * not.
 */

export async function findQueuedOrder(key: string): Promise<QueuedOrder | null> {
  return (await get<QueuedOrder>(key, orderQueueDb)) ?? null;
}

/** This shopper's waiting orders, oldest first (at most one in practice). */
export async function listQueuedOrders(userId?: string): Promise<QueuedOrder[]> {
  const all = (await entries<string, QueuedOrder>(orderQueueDb)).map(([, value]) => value);
  return all
    .filter((order) => userId === undefined || order.userId === userId)
    .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

/**
 * Keeps a checkout unless this shopper already has an order waiting: at most one waits at a time,
 * so confirming again (twice offline, a second tab) can never turn into a second order. Answers
 * the order that is waiting and whether it was already there. What is kept is paid on delivery.
 */
export async function queueCheckout(checkout: QueuedOrder) {
  const [waiting] = await listQueuedOrders(checkout.userId);
  if (waiting) return { queued: waiting, alreadyWaiting: true };
  const order = { ...checkout, body: payOnDelivery(checkout.body) };
  await set(order.key, order, orderQueueDb);
  return { queued: order, alreadyWaiting: false };
}

/** The server quoted another total: the order waits for the shopper's answer. */
export async function holdForNewTotal(key: string, quote: Quote): Promise<void> {
  const order = await findQueuedOrder(key);
  if (order) await set(key, { ...order, priceChanged: quote }, orderQueueDb);
}

/**
 * The shopper agreed to the quoted figures: the order carries them as its expected total and is
 * ready to be sent again (same key: the refused attempt kept nothing). Null when it is gone.
 */
export async function acceptNewTotal(key: string): Promise<QueuedOrder | null> {
  const order = await findQueuedOrder(key);
  if (!order?.priceChanged) return order;
  const { priceChanged: quote, ...rest } = order;
  const accepted = { ...rest, shown: quote, body: { ...rest.body, expectedTotal: quote.total } };
  await set(key, accepted, orderQueueDb);
  return accepted;
}

export async function removeQueuedOrder(key: string) {
  await del(key, orderQueueDb);
}

// A phone may pass from one shopper to the next: their waiting orders (name, phone, address)
// must not stay on it, nor be sent with the next shopper's session. The order queue is the only
// copy, so emptying it is all it takes.

/** Someone signed in: the orders of anyone else go (a session that expired left them behind). */
export async function removeOtherUsersOrders(userId: string) {
  for (const order of await listQueuedOrders()) {
    if (order.userId !== userId) await del(order.key, orderQueueDb);
  }
}

/** Logout: no order of this shopper stays on the device. */
export async function clearOrderQueue() {
  await clear(orderQueueDb);
}
