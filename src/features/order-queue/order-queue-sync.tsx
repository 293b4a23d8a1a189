import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { sessionUserAtom } from '../../state/auth-atoms';
import { isBeingSent, sendOrder } from './order-mutation';
import { queuedOrderKeys } from '../../api/account-query-keys';
import { queuedOrdersQueryOptions } from './order-queue-queries';
import { removeOtherUsersOrders } from './order-queue-store';
import { deleteRetiredOrderCopies } from './retired-order-copies';

/**
 * Sends the signed-in shopper's waiting orders: on start (a tab closed while one waited), after
 * signing back in, when the connection returns, and whenever one is queued. Nothing is tried
 * while the browser says it is offline. Once started, the order mutation retries on its own.
 *
 * It also keeps the device's orders to their owner: whoever signs in, other users' orders go.
 */
export function OrderQueueSync() {
  const user = useAtomValue(sessionUserAtom);
  const userId = user?._id;
  const queryClient = useQueryClient();
  const { data: waiting } = useQuery({
    ...queuedOrdersQueryOptions(userId ?? ''),
    enabled: userId !== undefined,
  });

  useEffect(() => deleteRetiredOrderCopies(), []);

  useEffect(() => {
    if (!userId) return;
    void removeOtherUsersOrders(userId).then(() =>
      queryClient.invalidateQueries({ queryKey: queuedOrderKeys.all }),
    );
  }, [userId, queryClient]);

  useEffect(() => {
    const resume = () => {
      if (!navigator.onLine) return;
      for (const order of waiting ?? []) {
        // An order quoted at a new total waits for the shopper's answer on its page.
        if (order.priceChanged) continue;
        if (!isBeingSent(queryClient, order.key)) void sendOrder(queryClient, order);
      }
    };
    resume();
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  }, [waiting, queryClient]);

  return null;
}
