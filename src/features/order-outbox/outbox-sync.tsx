import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { sessionUserAtom } from '../../state/auth-atoms';
import { isBeingSent, sendOrder } from './order-mutation';
import { queuedOrdersQueryOptions } from './outbox-queries';

/**
 * Sends the signed-in shopper's waiting orders: on start (a tab closed while one waited), after
 * signing back in, when the connection returns, and whenever one is queued. Nothing is tried
 * while the browser says it is offline. Once started, the order mutation retries on its own.
 */
export function OutboxSync() {
  const userId = useAtomValue(sessionUserAtom)?._id;
  const queryClient = useQueryClient();
  const { data: waiting } = useQuery({
    ...queuedOrdersQueryOptions(userId ?? ''),
    enabled: userId !== undefined,
  });

  useEffect(() => {
    const resume = () => {
      if (!navigator.onLine) return;
      for (const order of waiting ?? []) {
        if (!isBeingSent(queryClient, order.key)) void sendOrder(queryClient, order);
      }
    };
    resume();
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  }, [waiting, queryClient]);

  return null;
}
