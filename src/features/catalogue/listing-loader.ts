import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { ListingUrlSearch } from '../../../contract/rules/listing-view';
import { randomShuffleIndex, SHUFFLE_SEEDS } from '../../../contract/rules/shopper-shuffle';
import { CATALOGUE_KEY, catalogueQueryOptions } from '../../api/catalogue';
import type { InProcessApi } from '../../api/in-process-api';
import type { ListingKind } from '../../api/products';
import { listingPreviewKeys } from '../../api/query-keys';
import { firstRenderDone } from '../../app/hydration-done';
import { appStore } from '../../state/app-store';
import { catalogueWantedAtom } from '../../state/catalogue-atoms';
import { storedStateRestored } from '../../state/restored-storage';

interface ListingLoaderArgs {
  context: {
    queryClient: QueryClient;
    inProcessApi?: InProcessApi;
    shuffleSeed?: number;
  };
  deps: { search: ListingUrlSearch };
  location: { href: string };
  preload: boolean;
}

/**
 * What a listing needs before it renders. On the server: the page's products (the preview, and
 * for /all-fragrances this load's shuffle seed). In the browser: the catalogue, not awaited (the
 * screen shows the server's preview or skeleton cards meanwhile). With Data Saver on and no
 * catalogue kept, a listing page the browser cannot draw is asked of the server as a page: it
 * sends just the products shown.
 */
export async function loadListing(kind: ListingKind, args: ListingLoaderArgs): Promise<void> {
  const { queryClient, inProcessApi } = args.context;
  const { search } = args.deps;
  if (inProcessApi) {
    // New arrivals keep the catalogue's newest-first order: no seed.
    const seed =
      kind === 'all'
        ? (args.context.shuffleSeed ?? SHUFFLE_SEEDS[randomShuffleIndex()])
        : undefined;
    const source = { inProcessApi, seed };
    // Loaded here, not with the route: the browser never computes a preview (see below).
    const { listingPreviewQueryOptions } = await import('../../api/listing-preview');
    await queryClient.ensureQueryData(listingPreviewQueryOptions(kind, search, source));
    return;
  }
  await storedStateRestored;
  if (appStore.get(catalogueWantedAtom)) {
    void queryClient.prefetchQuery(catalogueQueryOptions());
    return;
  }
  const drawable =
    queryClient.getQueryData(CATALOGUE_KEY) !== undefined ||
    queryClient.getQueryData(listingPreviewKeys.of(kind, search)) !== undefined;
  // Never on the first render (a reload would come back here), nor offline (the page could not
  // come), nor for a hover's preload.
  if (!drawable && !args.preload && firstRenderDone(queryClient) && navigator.onLine) {
    throw redirect({ href: args.location.href, reloadDocument: true });
  }
}
