import { z } from '../zod';
import { DeliveryVersionSchema } from './delivery';
import { ProductSchema } from './product';

/**
 * Where a copy of the catalogue stands: `{version}.{shapeVersion}` as the server counts them
 * (see server/catalogue/catalogue-version.ts). Opaque to clients: they send back what they got.
 */
export const CatalogueTokenSchema = z
  .string()
  .check(z.regex(/^\d{1,15}\.\d{1,15}$/, 'Invalid catalogue version'));
export type CatalogueToken = z.infer<typeof CatalogueTokenSchema>;

/** `GET /product/changes?since=TOKEN`: no `since` asks for everything. */
export const CatalogueChangesQuerySchema = z.object({
  since: z.optional(CatalogueTokenSchema),
});

/**
 * The catalogue's changes since `since`: the products added or changed (stock, price, a sale, a
 * category renamed), the ids removed, and where the shop's delivery rules stand. `full: true` when the server cannot tell from that
 * version (too old, unknown, or no `since`): `products` is then the whole catalogue, newest
 * first, and the client replaces its copy.
 */
export const CatalogueChangesResponseSchema = z.object({
  success: z.literal(true),
  version: CatalogueTokenSchema,
  full: z.boolean(),
  products: z.array(ProductSchema),
  removed: z.array(z.string()),
  /**
   * The version of the shop's delivery zones and points (GET /delivery/options): a device whose
   * copy names another fetches them again. Absent from answers cached before it was added.
   */
  deliveryVersion: z.optional(DeliveryVersionSchema),
});
export type CatalogueChanges = z.infer<typeof CatalogueChangesResponseSchema>;
