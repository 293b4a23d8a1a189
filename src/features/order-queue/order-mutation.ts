import { showToast } from '../../app/toast';
import {
  MutationObserver,
  type MutationObserverResult,
  type QueryClient,
} from '@tanstack/react-query';
import { isHTTPError } from '../../api/http-errors';
import { ORDER_CREATED_MESSAGE, ORDER_FAILED_MESSAGE } from '../../../contract/messages';
import type { Order } from '../../../contract/schemas/order';
import type { Quote } from '../../../contract/schemas/quote';
import { priceChangedQuote } from '../../api/price-changed';
import { serverErrorText } from '../../api/error-message';
import { isNetworkFailure } from '../../api/network-failure';
import { invalidateAfterOrder, placeOrder } from '../../api/orders';
import { appStore } from '../../state/app-store';
import { sessionUserAtom } from '../../state/auth-atoms';
import { removeFromCartAtom } from '../../state/cart-atoms';
import { storedStateRestored } from '../../state/restored-storage';
import type { QueuedOrder } from './order-queue-db';
import { queuedOrderKeys } from '../../api/account-query-keys';
import { findQueuedOrder, holdForNewTotal, removeQueuedOrder } from './order-queue-store';
import { payOnDelivery } from './pay-on-delivery';

/**
 * Every order, from the checkout's first attempt to the last retry after a day offline, is one
 * TanStack mutation under this key, run by the defaults below: one sender, one place that settles
 * it (what an order makes stale is api/orders.ts's, as for an order paid online). The order queue
 * (IndexedDB) is its durable record.
 */
export const ORDER_MUTATION_ROOT = 'order';
export const orderMutationKey = (key: string) => [ORDER_MUTATION_ROOT, key] as const;

/** The server answered no (stock ran out, a rule broken): the order is dropped, the reason shown. */
export class OrderRefusedError extends Error {
  constructor(readonly reason: string | null) {
    super(reason ?? ORDER_FAILED_MESSAGE);
    this.name = 'OrderRefusedError';
  }
}

/**
 * Not sent, but not refused either: the session ended (401), someone else is signed in now, or
 * the order left the order queue (cancelled at logout, or answered in another tab). A kept order
 * is sent again when its owner signs back in.
 */
export class OrderOnHoldError extends Error {
  constructor() {
    super('The order waits for its owner to sign in');
    this.name = 'OrderOnHoldError';
  }
}

/**
 * The server quoted another total than the one the shopper agreed to (a fee, a price or a sale
 * changed while the order waited): nothing was kept, and the order waits for the shopper.
 */
export class OrderPriceChangedError extends Error {
  constructor(readonly quote: Quote) {
    super('The total has changed since the order was confirmed');
    this.name = 'OrderPriceChangedError';
  }
}

/** The toast that sends the shopper to the order page to answer. */
export const NEW_TOTAL_MESSAGE =
  'The total of your order has changed. Open the order to confirm the new total.';

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 60_000;

/**
 * The one sender. Only an order still waiting, for the user signed in now, goes out, with the
 * session's own token, and paid on delivery (an order kept by an older version may not say so).
 */
async function sendQueuedOrder(order: QueuedOrder): Promise<Order> {
  // A page's stored session is restored after its first paint: an order resumed sooner waits.
  await storedStateRestored;
  if (appStore.get(sessionUserAtom)?._id !== order.userId) throw new OrderOnHoldError();
  if (!(await findQueuedOrder(order.key))) throw new OrderOnHoldError();
  try {
    return await placeOrder(payOnDelivery(order.body), order.key);
  } catch (error) {
    if (isNetworkFailure(error)) throw error;
    if (isHTTPError(error) && error.response.status === 401) throw new OrderOnHoldError();
    const quote = await priceChangedQuote(error);
    if (quote) throw new OrderPriceChangedError(quote);
    throw new OrderRefusedError(await serverErrorText(error));
  }
}

/** An order answered: it has left the queue, and the order lists may hold it. */
function invalidateAfterAnswer(client: QueryClient) {
  invalidateAfterOrder(client);
  void client.invalidateQueries({ queryKey: queuedOrderKeys.all });
}

export function refusalMessage(error: OrderRefusedError) {
  return error.reason ? `${ORDER_FAILED_MESSAGE}: ${error.reason}` : ORDER_FAILED_MESSAGE;
}

/** The query clients that know how orders are sent (each registered by its first order). */
const registered = new WeakSet<QueryClient>();

/**
 * Registers how orders are sent, retried and settled, once per QueryClient. Orders are never
 * persisted as mutations (the order queue keeps them), so the defaults are needed only from the
 * first order sent: this module stays out of every page's first load.
 */
function registerOrderMutation(client: QueryClient) {
  if (registered.has(client)) return;
  registered.add(client);
  client.setMutationDefaults([ORDER_MUTATION_ROOT], {
    mutationFn: (order: QueuedOrder) => sendQueuedOrder(order),
    // The first attempt always goes out (the browser's online flag is often wrong); after a
    // failure, retries wait while the browser says offline and resume when it is back.
    networkMode: 'offlineFirst',
    // Only a missing answer is worth another try: a connection often comes back in steps,
    // 'online' firing before requests get through, so try again, less and less often.
    retry: (_count, error) =>
      !(error instanceof OrderRefusedError) &&
      !(error instanceof OrderOnHoldError) &&
      !(error instanceof OrderPriceChangedError),
    retryDelay: (failures) => Math.min(FIRST_RETRY_MS * 2 ** failures, MAX_RETRY_MS),
    // The waiting-order page reads the outcome from here.
    gcTime: 30 * 60 * 1000,
    onSuccess: async (_order: Order, queued: QueuedOrder) => {
      // Two attempts in flight at once (a "Send it now" while a retry was under way) are one
      // order: the first answer settles it, the second has nothing left to do.
      if (!(await findQueuedOrder(queued.key))) return;
      await removeQueuedOrder(queued.key);
      // Only the lines ordered leave the cart: whatever was added while it waited stays.
      for (const item of queued.body.cartItems) appStore.set(removeFromCartAtom, item._id);
      showToast({ color: 'green', message: ORDER_CREATED_MESSAGE });
      invalidateAfterAnswer(client);
    },
    onError: async (error: Error, queued: QueuedOrder) => {
      if (error instanceof OrderPriceChangedError) {
        if (!(await findQueuedOrder(queued.key))) return;
        await holdForNewTotal(queued.key, error.quote);
        showToast({
          color: 'yellow',
          message: NEW_TOTAL_MESSAGE,
          autoClose: false,
          id: `new-total-${queued.key}`,
        });
        void client.invalidateQueries({ queryKey: queuedOrderKeys.all });
        return;
      }
      if (!(error instanceof OrderRefusedError) || !(await findQueuedOrder(queued.key))) return;
      await removeQueuedOrder(queued.key);
      showToast({ color: 'red', message: refusalMessage(error), autoClose: false });
      invalidateAfterAnswer(client);
    },
  });
}

/** This tab is already sending the order (a second sender would only repeat its toasts). */
export function isBeingSent(client: QueryClient, key: string) {
  return client
    .getMutationCache()
    .findAll({ mutationKey: orderMutationKey(key), exact: true })
    .some((mutation) => mutation.state.status === 'pending');
}

/** How the first attempt went: the checkout either moves on or shows the order waiting. */
export type FirstOutcome =
  | { kind: 'placed'; order: Order }
  | { kind: 'refused' }
  | { kind: 'price-changed' }
  | { kind: 'on-hold' }
  | { kind: 'waiting' };

function firstOutcomeOf(
  result: MutationObserverResult<Order, Error, QueuedOrder>,
): FirstOutcome | null {
  if (result.status === 'success') return { kind: 'placed', order: result.data };
  if (result.status === 'error') {
    if (result.error instanceof OrderRefusedError) return { kind: 'refused' };
    if (result.error instanceof OrderPriceChangedError) return { kind: 'price-changed' };
    return { kind: 'on-hold' };
  }
  if (result.failureCount > 0 || result.isPaused) return { kind: 'waiting' };
  return null;
}

/**
 * Starts sending a queued order. The mutation runs on until the server answers; the promise
 * settles as soon as the first attempt has, with what became of it.
 */
export function sendOrder(client: QueryClient, order: QueuedOrder): Promise<FirstOutcome> {
  registerOrderMutation(client);
  const observer = new MutationObserver<Order, Error, QueuedOrder>(client, {
    mutationKey: orderMutationKey(order.key),
  });
  return new Promise((resolve) => {
    const unsubscribe = observer.subscribe((result) => {
      const outcome = firstOutcomeOf(result);
      if (!outcome) return;
      unsubscribe();
      resolve(outcome);
    });
    observer.mutate(order).catch(() => undefined);
  });
}
