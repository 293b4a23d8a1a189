import { z } from '../zod';

// Timestamps are ISO strings; an offset is accepted as well as 'Z' because
// databases differ in how they serialise them.
export const IsoDateTimeSchema = z.iso.datetime({ offset: true });

export const ProductImageSchema = z.object({
  url: z.string().check(z.minLength(1)),
  imagePublicId: z.string(),
});
export type ProductImage = z.infer<typeof ProductImageSchema>;

export const ProductCategoryRefSchema = z.object({
  _id: z.string().check(z.minLength(1)),
  name: z.string(),
});
export type ProductCategoryRef = z.infer<typeof ProductCategoryRefSchema>;

/**
 * A product on the Flash Sale: the price charged while it lasts (product price × (100 −
 * percentOff) / 100, to the kobo) and when it ends.
 */
export const ProductSaleSchema = z.object({
  price: z.number().check(z.minimum(0)),
  percentOff: z.int().check(z.minimum(1), z.maximum(90)),
  endsAt: IsoDateTimeSchema,
});
export type ProductSale = z.infer<typeof ProductSaleSchema>;

// Descriptive fields (gender, brand, scentType, fragranceType, size, ...) are
// plain strings here: the form enums constrain new input, but existing
// products may hold other spellings and must still be readable.
export const ProductSchema = z.object({
  _id: z.string().check(z.minLength(1)),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().check(z.minimum(0)),
  quantity: z.int().check(z.minimum(0)),
  category: ProductCategoryRefSchema,
  shipping: z.boolean(),
  gender: z.string(),
  usage: z.string(),
  about: z.string(),
  brand: z.string(),
  scentType: z.string(),
  scentProfile: z.string(),
  fragranceType: z.string(),
  size: z.string(),
  returnPolicy: z.string(),
  isAvailable: z.boolean(),
  // Same value as isAvailable; one legacy listing reads this spelling.
  isavailability: z.boolean(),
  /** The mean of the visible reviews, to one decimal; 0 with none. */
  avgRating: z.number().check(z.minimum(0), z.maximum(5)),
  /** How many visible reviews (turn 4); absent from products kept by older installs. */
  reviewCount: z.optional(z.int().check(z.minimum(0))),
  // Never empty: products without uploads get a generated placeholder image.
  images: z.array(ProductImageSchema).check(z.minLength(1)),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
  /** null when not on sale; absent from products kept by older installs. */
  sale: z.optional(z.nullable(ProductSaleSchema)),
});
export type Product = z.infer<typeof ProductSchema>;

export const ProductListResponseSchema = z.object({
  success: z.literal(true),
  currentPage: z.int(),
  totalPages: z.int(),
  productCount: z.int().check(z.minimum(0)),
  products: z.array(ProductSchema),
});
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

export const ProductResponseSchema = z.object({
  success: z.literal(true),
  product: ProductSchema,
});
export type ProductResponse = z.infer<typeof ProductResponseSchema>;

export const RelatedProductsResponseSchema = z.object({
  success: z.literal(true),
  relatedProducts: z.array(ProductSchema),
});
export type RelatedProductsResponse = z.infer<typeof RelatedProductsResponseSchema>;

/**
 * GET /product/search/:keyword. `suggestion`: the corrected keyword when nothing matched as typed
 * (null otherwise). With `?page=&limit=` the paging fields of `product/all` come too.
 */
export const ProductSearchResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(ProductSchema),
  suggestion: z.optional(z.nullable(z.string())),
  currentPage: z.optional(z.number()),
  totalPages: z.optional(z.number()),
  productCount: z.optional(z.number()),
});
export type ProductSearchResponse = z.infer<typeof ProductSearchResponseSchema>;

/** GET /product/flash-sale: the products on the Flash Sale now, each with its `sale`. */
export const FlashSaleProductsResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(ProductSchema),
});
export type FlashSaleProductsResponse = z.infer<typeof FlashSaleProductsResponseSchema>;

/** Answer of both create (201) and update (200). */
export const ProductMutationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  product: ProductSchema,
});
export type ProductMutationResponse = z.infer<typeof ProductMutationResponseSchema>;

export const ProductDeleteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  name: z.string(),
});
export type ProductDeleteResponse = z.infer<typeof ProductDeleteResponseSchema>;
