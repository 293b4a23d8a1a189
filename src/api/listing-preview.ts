import { queryOptions } from '@tanstack/react-query';
import { withAbsoluteImages } from '../../contract/image-origin';
import {
  filtersOf,
  listingView,
  pageOf,
  sortOf,
  type ListingUrlSearch,
  type ListingView,
} from '../../contract/rules/listing-view';
import type { Product } from '../../contract/schemas/product';
import type { InProcessApi } from './in-process-api';
import type { ListingKind } from './products';
import { listingPreviewKeys } from './query-keys';

// Its own module: the listing's filtering, sorting and paging code runs here on the server, and in
// the browser with the listing screen's code, never in the first load of other pages.

/** Where a server render takes the preview from; absent in the browser, which never runs it. */
export interface ListingPreviewSource {
  /**
   * Its catalogue: the same products, in the same order, as the browser's copy (so the browser,
   * once it has its copy, computes the same page from the same seed).
   */
  inProcessApi: InProcessApi;
  /** The shuffle's seed; undefined keeps the catalogue's order. */
  seed: number | undefined;
}

/**
 * One page of a listing, computed by the server so its HTML shows products, and sent with the
 * page so the browser's first render matches that HTML until the whole catalogue has arrived.
 * The key leaves out the source and the seed: the browser finds the preview by kind and search
 * alone. Only a server render runs the queryFn; in the browser the query is read, never fetched.
 */
export const listingPreviewQueryOptions = (
  kind: ListingKind,
  search: ListingUrlSearch,
  source?: ListingPreviewSource,
) =>
  queryOptions({
    queryKey: listingPreviewKeys.of(kind, search),
    queryFn: async (): Promise<ListingView<Product>> => {
      if (!source) throw new Error('A listing preview is computed by the server only');
      const { inProcessApi, seed } = source;
      const catalogue = await inProcessApi.catalogue();
      const view = listingView(catalogue, filtersOf(search), sortOf(search), pageOf(search), seed);
      // Image URLs absolute for the page's origin, as in the API's answers.
      const items = view.items.map((p) => withAbsoluteImages(p, inProcessApi.origin));
      return { ...view, items };
    },
    // Made once per server render; the browser replaces it with its own view of the catalogue.
    staleTime: Infinity,
  });
