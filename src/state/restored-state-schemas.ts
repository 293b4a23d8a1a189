import { STORAGE_KEYS } from '../../contract/constants';
import { StoredCartSchema } from '../../contract/schemas/storage';
import { AuthResponseSchema } from '../../contract/schemas/user';
import { z } from '../../contract/zod';

/**
 * The schemas of the stores every page starts with, by localStorage key. Loaded apart from the
 * stores (src/state/restored-storage.ts), so that zod is not in the first load: a page paints and
 * hydrates without it, and shows this browser's cart and session once these have checked them.
 */
export const RESTORED_STATE_SCHEMAS = {
  [STORAGE_KEYS.auth]: z.nullable(AuthResponseSchema),
  [STORAGE_KEYS.cart]: StoredCartSchema,
  [STORAGE_KEYS.recentlyViewed]: z.array(z.string()),
  /** Whether the shopper asked to keep the whole catalogue although Data Saver is on. */
  keepCatalogueOffline: z.boolean(),
};

export type RestoredStateSchemas = typeof RESTORED_STATE_SCHEMAS;
