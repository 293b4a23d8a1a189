import { clearOutbox, removeOtherUsersOrders } from './outbox-store';
import { clearOrderSyncQueue, mirrorSession } from './worker-queue';

// A phone may pass from one shopper to the next: their waiting orders (name, phone, address)
// must not stay on it, nor be sent with the next shopper's session.

/** Logout: no order of this shopper stays on the device, in the outbox or the worker's queue. */
export async function forgetOrdersOnDevice() {
  await Promise.all([clearOutbox(), clearOrderSyncQueue(), mirrorSession(null)]);
}

/** Someone signed in: the orders of anyone else go (a session that expired left them behind). */
export async function forgetOtherUsersOrders(userId: string) {
  await Promise.all([removeOtherUsersOrders(userId), clearOrderSyncQueue(userId)]);
}
