import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query } from '@tanstack/react-query';
import type { PersistQueryClientProviderProps } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';

/** Private data never goes to disk: only the public catalogue survives a cold start. */
const PRIVATE_KEY_PREFIXES = new Set(['orders', 'admin', 'profile', 'auth']);

export function shouldPersistQuery(query: Query) {
  const head = query.queryKey[0];
  return (
    query.state.status === 'success' &&
    !(typeof head === 'string' && PRIVATE_KEY_PREFIXES.has(head))
  );
}

export const queryPersister = createAsyncStoragePersister({
  storage: { getItem: get, setItem: set, removeItem: del },
  key: 'fragrancehub-query-cache',
  throttleTime: 1000,
});

export const persistOptions: PersistQueryClientProviderProps['persistOptions'] = {
  persister: queryPersister,
  maxAge: 7 * 24 * 60 * 60 * 1000,
  // A new release may change response shapes: start its cache afresh.
  buster: import.meta.env.VITE_APP_VERSION ?? 'dev',
  dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
};
