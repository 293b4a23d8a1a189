import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  persistQueryClientSave,
  type PersistQueryClientProviderProps,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { catalogueKeys, listingPreviewKeys, productKeys } from '../api/query-keys';
import { appStore } from '../state/app-store';
import { catalogueWantedAtom } from '../state/catalogue-atoms';
import { isPrivateQueryKey } from './private-queries';
import { hydrationDone } from './hydration-done';
import { loadOnce } from '../state/load-once';
import { whenIdle } from './when-idle';

/**
 * Key prefixes kept off the disk besides the private ones: the admin's product views ('products',
 * 'admin' | 'slug') are fetched fresh on every visit and would only crowd out the shoppers'
 * catalogue. Everything else is public catalogue data.
 */
const UNPERSISTED_KEY_PREFIXES: readonly QueryKey[] = [
  productKeys.admin(),
  productKeys.bySlug(),
  // A server render's first page and its shuffle seed belong to that load only.
  listingPreviewKeys.all,
  // Saved by itself when it changes (api/catalogue.ts), not rewritten with every other query.
  catalogueKeys.all,
];

function startsWith(key: QueryKey, prefix: QueryKey) {
  return prefix.every((part, index) => key[index] === part);
}

/**
 * Whether a query's answer is written to disk. A product read (a product, related products, a
 * search, a home block, the Flash Sale) is a view of the catalogue: where the browser keeps the
 * catalogue (`catalogueKept`), it is worked out from that copy again, offline too, and a second
 * copy on disk would only be a stale one. With Data Saver on and no catalogue kept, the answers
 * a shopper has seen are all there is to show offline, so they are kept.
 */
export function shouldPersistQuery(
  query: Pick<Query, 'queryKey' | 'state'>,
  catalogueKept: boolean,
) {
  return (
    query.state.status === 'success' &&
    !isPrivateQueryKey(query.queryKey) &&
    !UNPERSISTED_KEY_PREFIXES.some((prefix) => startsWith(query.queryKey, prefix)) &&
    !(catalogueKept && startsWith(query.queryKey, productKeys.all))
  );
}

// The persister's code reads and writes IndexedDB, which no page does before it has been drawn
// (restoring waits for that, below): it loads then, out of every first load.
const storedCache = loadOnce(() =>
  import('./stored-query-cache').then((module) => module.storedCache),
);

// Read when the app starts: the router deletes its $_TSR global as soon as its own part of
// hydration is done, before React has hydrated every part of the page.
const renderedByServer = typeof window !== 'undefined' && '$_TSR' in window;

/**
 * Restoring waits until a server-rendered page has hydrated, then for a quiet moment (React
 * hydrates the route's own part after the root's effects have run, in later tasks): data restored
 * earlier would draw a block the server left to the browser, such as Flash Sale on the empty-cart
 * page, differently from the server's HTML (a hydration mismatch, and the page drawn twice).
 */
export const queryPersister: Persister = {
  // Saves run on every change of the cache, unawaited: one the persister's code was not there for
  // is skipped, and the next change saves everything.
  persistClient: async (client) => {
    const cache = await storedCache().catch(() => undefined);
    return cache?.persistClient(client);
  },
  restoreClient: async () => {
    if (renderedByServer) {
      await hydrationDone;
      await whenIdle();
    }
    return (await storedCache()).restoreClient();
  },
  removeClient: async () => (await storedCache()).removeClient(),
};

export const persistOptions: PersistQueryClientProviderProps['persistOptions'] = {
  persister: queryPersister,
  maxAge: 7 * 24 * 60 * 60 * 1000,
  // A new release may change response shapes: start its cache afresh.
  buster: import.meta.env.VITE_APP_VERSION ?? 'dev',
  // Mutations never: a waiting order (name, phone, address) lives in the order queue, which
  // survives a release; this cache is dropped by every release (the buster) and would lose it.
  dehydrateOptions: {
    shouldDehydrateQuery: (query) => shouldPersistQuery(query, appStore.get(catalogueWantedAtom)),
    shouldDehydrateMutation: () => false,
  },
};

/**
 * Saves the cache as it is now, without waiting for the next change to it (the persister still
 * writes at most once a second: this save joins the next write).
 */
export function persistQueryCache(queryClient: QueryClient) {
  return persistQueryClientSave({
    queryClient,
    persister: queryPersister,
    buster: persistOptions.buster,
    dehydrateOptions: persistOptions.dehydrateOptions,
  });
}
