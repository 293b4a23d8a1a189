import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { del, get, set } from 'idb-keyval';
import { whenIdle } from './when-idle';

/** The query cache in IndexedDB. Loaded when first read or written: see query-persistence.ts. */
export const storedCache = createAsyncStoragePersister({
  storage: { getItem: get, setItem: set, removeItem: del },
  key: 'fragrancehub-query-cache',
  throttleTime: 1000,
  // Writing the cache turns the whole catalogue into one string (about 100 ms for 10,000
  // products): wait until the screen that data was fetched for has been drawn.
  serialize: async (client) => {
    await whenIdle();
    return JSON.stringify(client);
  },
});
