import { CatalogueTokenSchema } from '../../contract/schemas/catalogue-changes';
import { DeliveryOptionsResponseSchema } from '../../contract/schemas/delivery';
import { ProductSchema } from '../../contract/schemas/product';
import { z } from '../../contract/zod';

// The schemas that the queries every page starts with parse their answers and the saved catalogue
// with, in a module of their own: load-client.ts loads it beside the API client, so zod and the
// contract's schemas stay out of the storefront's first load. Import it only as a type elsewhere.

export { CatalogueChangesResponseSchema } from '../../contract/schemas/catalogue-changes';
export { DeliveryOptionsResponseSchema } from '../../contract/schemas/delivery';
export { ProductSuggestResponseSchema } from '../../contract/schemas/product-search';
export {
  FlashSaleProductsResponseSchema,
  ProductListResponseSchema,
  ProductResponseSchema,
  ProductSearchResponseSchema,
  RelatedProductsResponseSchema,
} from '../../contract/schemas/product';

/** The catalogue's copy saved to IndexedDB by src/api/catalogue.ts. */
export const SavedCatalogueSchema = z.object({
  version: CatalogueTokenSchema,
  products: z.array(ProductSchema),
  /** The shop's delivery rules at their version; absent from copies saved before they were kept. */
  delivery: z.optional(DeliveryOptionsResponseSchema),
});
