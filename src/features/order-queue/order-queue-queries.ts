import { queryOptions } from '@tanstack/react-query';
import { queuedOrderKeys } from '../../api/account-query-keys';
import { findQueuedOrder, listQueuedOrders } from './order-queue-store';

// The order queue read through TanStack Query, so every view of it refreshes with one invalidation.
// Private (the shopper's name, phone and address): keyed by user and never persisted
// (src/app/private-queries.ts).

export const queuedOrdersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queuedOrderKeys.list(userId),
    queryFn: () => listQueuedOrders(userId),
    // IndexedDB answers offline too; it changes only through this feature, which invalidates.
    networkMode: 'always',
    staleTime: Infinity,
    retry: false,
  });

export const queuedOrderQueryOptions = (userId: string, key: string) =>
  queryOptions({
    queryKey: queuedOrderKeys.order(userId, key),
    queryFn: async () => {
      const order = await findQueuedOrder(key);
      return order?.userId === userId ? order : null;
    },
    networkMode: 'always',
    staleTime: Infinity,
    retry: false,
  });
