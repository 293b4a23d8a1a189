import { STORAGE_KEYS } from '../../contract/constants';
import {
  StoredAuthSchema,
  StoredCartSchema,
  StoredAccountWishlistSchema,
  StoredPageNumberSchema,
  StoredRecentlyViewedSchema,
  StoredWishlistSchema,
} from '../../contract/schemas/storage';
import { z } from '../../contract/zod';

/**
 * The schemas of the stores every page starts with, by localStorage key. Loaded apart from the
 * stores (src/state/restored-storage.ts), so that zod is not in the first load: a page paints and
 * hydrates without it, and shows this browser's cart and session once these have checked them.
 */
export const RESTORED_STATE_SCHEMAS = {
  [STORAGE_KEYS.auth]: z.nullable(StoredAuthSchema),
  [STORAGE_KEYS.cart]: StoredCartSchema,
  // One bad id drops that id, not the list.
  [STORAGE_KEYS.recentlyViewed]: StoredRecentlyViewedSchema,
  [STORAGE_KEYS.recentlyViewedPending]: StoredRecentlyViewedSchema,
  // One bad id drops that id; a list that is no list is dropped (the shopper starts afresh).
  [STORAGE_KEYS.wishlist]: StoredWishlistSchema,
  [STORAGE_KEYS.wishlistAccount]: z.nullable(StoredAccountWishlistSchema),
  // The listings' page mirrors (src/features/catalogue/listing-page-atoms.ts).
  [STORAGE_KEYS.currentPage]: StoredPageNumberSchema,
  [STORAGE_KEYS.currentPageCh]: StoredPageNumberSchema,
  /** Whether the shopper asked to keep the whole catalogue although Data Saver is on. */
  keepCatalogueOffline: z.boolean(),
};

export type RestoredStateSchemas = typeof RESTORED_STATE_SCHEMAS;
