import { hashKey, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { CATALOGUE_KEY, catalogueQueryOptions, type Catalogue } from '../api/catalogue';
import { setWriteListener } from '../api/client-events';
import { categoryKeys, productKeys } from '../api/query-keys';
import { catalogueWantedAtom } from '../state/catalogue-atoms';
import { whenIdle } from './when-idle';

const CATALOGUE_HASH = hashKey(CATALOGUE_KEY);

const [PRODUCTS, SLUG] = productKeys.bySlug();
const [CATEGORIES] = categoryKeys.all;

/**
 * Queries whose answers come from the catalogue: its version decides when they are stale. Not the
 * admin's product being edited (productKeys.slug): fetched afresh on each visit, and a page
 * showing a product just deleted keeps its copy until it closes.
 */
function invalidateCatalogueViews(queryClient: QueryClient) {
  void queryClient.invalidateQueries({
    predicate: ({ queryKey: [root, kind] }) =>
      root === CATEGORIES || (root === PRODUCTS && kind !== SLUG),
  });
}

/**
 * One catalogue version in the browser, as on the server. The whole catalogue is fetched once in
 * the background (after the page is drawn; not with Data Saver on, unless the shopper keeps it)
 * and brought up to date by its changes whenever a screen showing it mounts, the window regains
 * focus, or this shopper writes anything. When its version moves, every other catalogue answer
 * held (a product, a search, a home block, the categories) is stale: one rule instead of a list
 * of keys at each write.
 */
export function CatalogueFollower() {
  const queryClient = useQueryClient();
  const wanted = useAtomValue(catalogueWantedAtom);

  useEffect(() => {
    let version = queryClient.getQueryData<Catalogue>(CATALOGUE_KEY)?.version;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryHash !== CATALOGUE_HASH) return;
      const next = (event.query.state.data as Catalogue | undefined)?.version;
      if (next === undefined || next === version) return;
      const moved = version !== undefined;
      version = next;
      if (moved) invalidateCatalogueViews(queryClient);
    });
  }, [queryClient]);

  useEffect(
    () =>
      setWriteListener(() => {
        // Held: ask what changed (a few hundred bytes), and the version decides the rest. Not
        // held (Data Saver): the answers shown are refreshed directly.
        if (queryClient.getQueryData(CATALOGUE_KEY) !== undefined) {
          void queryClient.refetchQueries({ queryKey: CATALOGUE_KEY, type: 'all' });
        } else {
          invalidateCatalogueViews(queryClient);
        }
      }),
    [queryClient],
  );

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    void whenIdle().then(() => {
      // A screen showing the catalogue may have fetched it meanwhile: one download is enough.
      if (!cancelled && queryClient.getQueryData(CATALOGUE_KEY) === undefined) {
        void queryClient.prefetchQuery(catalogueQueryOptions());
      }
    });
    return () => {
      cancelled = true;
    };
  }, [queryClient, wanted]);

  return null;
}
