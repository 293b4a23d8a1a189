import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { ORDER_CREATED_MESSAGE, ORDER_FAILED_MESSAGE } from '../../../contract/messages';
import { flushOrderOutbox } from '../../api/order-outbox';
import { sessionUserAtom } from '../../state/auth-atoms';
import { removeFromCartAtom } from '../../state/cart-atoms';
import { outboxVersionAtom, settledOutboxOrdersAtom } from '../../state/outbox-atoms';

const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

/**
 * Sends orders confirmed offline once the connection is back (on start, on every 'online' event
 * and whenever one is queued) and tells the shopper how each one ended. The ordered lines leave
 * the cart only after the server has accepted the order; whatever was added meanwhile stays.
 */
export function OutboxSync() {
  const user = useAtomValue(sessionUserAtom);
  const outboxVersion = useAtomValue(outboxVersionAtom);
  const bumpOutbox = useSetAtom(outboxVersionAtom);
  const setSettled = useSetAtom(settledOutboxOrdersAtom);
  const removeFromCart = useSetAtom(removeFromCartAtom);
  const queryClient = useQueryClient();
  const userId = user?._id;

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let retryDelay = FIRST_RETRY_MS;
    const flush = async () => {
      clearTimeout(retry);
      if (!navigator.onLine) return;
      const outcomes = await flushOrderOutbox(userId);
      if (cancelled) return;
      // A connection often comes back in steps: 'online' fires before requests get through. While
      // an order still waits and the browser says online, try again, less and less often.
      if (outcomes.some((o) => o.kind === 'offline') && navigator.onLine) {
        retry = setTimeout(() => void flush(), retryDelay);
        retryDelay = Math.min(retryDelay * 2, MAX_RETRY_MS);
      } else {
        retryDelay = FIRST_RETRY_MS;
      }
      const settled = outcomes.filter((o) => o.kind !== 'offline');
      for (const outcome of settled) {
        if (outcome.kind === 'placed') {
          for (const item of outcome.queued.body.cartItems) removeFromCart(item._id);
          setSettled((all) => ({
            ...all,
            [outcome.queued.key]: { kind: 'placed', orderId: outcome.order._id },
          }));
          notifications.show({
            color: 'green',
            title: ORDER_CREATED_MESSAGE,
            message: `Your order ${outcome.order._id} was sent now that you are back online.`,
          });
        } else if (outcome.kind === 'refused') {
          setSettled((all) => ({
            ...all,
            [outcome.queued.key]: { kind: 'refused', reason: outcome.reason },
          }));
          notifications.show({
            color: 'red',
            title: ORDER_FAILED_MESSAGE,
            message: outcome.reason,
            autoClose: false,
          });
        }
      }
      if (settled.length > 0) {
        bumpOutbox((v) => v + 1);
        // The shopper's orders and the stock of what was ordered have changed.
        void queryClient.invalidateQueries({ queryKey: ['orders'] });
        void queryClient.invalidateQueries({ queryKey: ['products'] });
        void queryClient.invalidateQueries({ queryKey: ['cart-line'] });
      }
    };
    void flush();
    window.addEventListener('online', flush);
    return () => {
      cancelled = true;
      clearTimeout(retry);
      window.removeEventListener('online', flush);
    };
  }, [userId, outboxVersion, bumpOutbox, setSettled, removeFromCart, queryClient]);

  return null;
}
