// The admin's product form (multipart create and update): apart from the product's own shape
// (product.ts), which every storefront page parses, so that no shopper's first load builds it.
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
