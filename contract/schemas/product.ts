import { preprocess, transformed, z } from '../zod';
import { FRAGRANCE_TYPES, GENDERS, PRODUCT_BRANDS, SCENT_TYPES, SIZES } from '../enums';
import {
  MAX_PRODUCT_DESCRIPTION,
  MAX_PRODUCT_NAME,
  MAX_PRODUCT_TEXT,
  MAX_SCENT_PROFILE,
  tooLongMessage,
} from '../field-limits';
import {
  KEPT_IMAGE_MARKER,
  booleanPart,
  numberPart,
  optionalEnumPart,
  optionalTextPart,
  requiredTextPart,
  selectPart,
} from './form-fields';

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
  avgRating: z.number().check(z.minimum(0), z.maximum(5)),
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

export const ProductSearchResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(ProductSchema),
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

export const PRODUCT_FORM_MESSAGES = {
  nameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  priceRequired: 'Price is required',
  priceInvalid: 'Price must be a number of 0 or more',
  quantityRequired: 'Quantity is required',
  quantityInvalid: 'Quantity must be a whole number of 0 or more',
  categoryRequired: 'Category is required',
  shippingInvalid: 'Shipping must be true or false',
  genderInvalid: `Gender must be one of: ${GENDERS.join(', ')}`,
  brandInvalid: `Brand must be one of: ${PRODUCT_BRANDS.join(', ')}`,
  scentTypeInvalid: `Scent type must be one of: ${SCENT_TYPES.join(', ')}`,
  fragranceTypeInvalid: `Fragrance type must be one of: ${FRAGRANCE_TYPES.join(', ')}`,
  sizeInvalid: `Size must be one of: ${SIZES.join(', ')}`,
  nameTooLong: tooLongMessage('Name', MAX_PRODUCT_NAME),
  descriptionTooLong: tooLongMessage('Description', MAX_PRODUCT_DESCRIPTION),
  usageTooLong: tooLongMessage('Usage', MAX_PRODUCT_TEXT),
  aboutTooLong: tooLongMessage('About', MAX_PRODUCT_TEXT),
  scentProfileTooLong: tooLongMessage('Scent profile', MAX_SCENT_PROFILE),
  returnPolicyTooLong: tooLongMessage('Return policy', MAX_PRODUCT_TEXT),
} as const;

const M = PRODUCT_FORM_MESSAGES;

function numberField(requiredMessage: string, invalidMessage: string, integer: boolean) {
  const params = {
    error: (issue: { input?: unknown }) =>
      issue.input === undefined ? requiredMessage : invalidMessage,
  };
  const base = integer ? z.int(params) : z.number(params);
  return preprocess(numberPart, base.check(z.minimum(0, { error: invalidMessage })));
}

/**
 * Text parts of the multipart create/update body, in the order their errors
 * should be reported (the first issue becomes the 400 body). Non-text parts
 * such as `images` are stripped; count kept images with countKeptImages.
 */
export const ProductFormInputSchema = z.object({
  name: requiredTextPart(M.nameRequired, { max: MAX_PRODUCT_NAME, message: M.nameTooLong }),
  description: requiredTextPart(M.descriptionRequired, {
    max: MAX_PRODUCT_DESCRIPTION,
    message: M.descriptionTooLong,
  }),
  price: numberField(M.priceRequired, M.priceInvalid, false),
  quantity: numberField(M.quantityRequired, M.quantityInvalid, true),
  category: preprocess(
    selectPart,
    z.string({ error: M.categoryRequired }).check(z.minLength(1, { error: M.categoryRequired })),
  ),
  shipping: transformed(
    preprocess(booleanPart, z.optional(z.boolean({ error: M.shippingInvalid }))),
    (v) => v ?? false,
  ),
  gender: optionalEnumPart(GENDERS, M.genderInvalid),
  usage: optionalTextPart({ max: MAX_PRODUCT_TEXT, message: M.usageTooLong }),
  about: optionalTextPart({ max: MAX_PRODUCT_TEXT, message: M.aboutTooLong }),
  brand: optionalEnumPart(PRODUCT_BRANDS, M.brandInvalid),
  scentType: optionalEnumPart(SCENT_TYPES, M.scentTypeInvalid),
  scentProfile: optionalTextPart({ max: MAX_SCENT_PROFILE, message: M.scentProfileTooLong }),
  fragranceType: optionalEnumPart(FRAGRANCE_TYPES, M.fragranceTypeInvalid),
  size: optionalEnumPart(SIZES, M.sizeInvalid),
  returnPolicy: optionalTextPart({ max: MAX_PRODUCT_TEXT, message: M.returnPolicyTooLong }),
});
export type ProductFormInput = z.output<typeof ProductFormInputSchema>;

/**
 * During update every kept existing image is sent as the text part
 * '[object Object]'; their count says how many existing images, in order, stay.
 */
export function countKeptImages(imageParts: readonly unknown[]): number {
  return imageParts.filter((part) => typeof part === 'string' && part.trim() === KEPT_IMAGE_MARKER)
    .length;
}
