import { eq } from 'drizzle-orm';
import {
  PRODUCT_FORM_MESSAGES,
  ProductFormInputSchema,
  type ProductFormInput,
} from '../../contract/schemas/product-form';
import { firstIssueMessage } from '../../contract/schemas/errors';
import type { Database } from '../api-deps';
import { categories } from '../db/schema';
import { nairaToKobo } from '../../contract/rules/money';
import { ApiError } from '../wire/api-error';
import { isUuid } from '../wire/ids';
import type { FormParts } from '../wire/read-body';

// Limits the database imposes (int4 stock; a price in kobo must stay a safe integer): without
// them a stock of 1e12 would reach PostgreSQL and come back as a 5xx. Text lengths are the contract's schema's.
const MAX_PRICE = 999_999_999_999;
const MAX_QUANTITY = 1_000_000_000;

export const CATEGORY_NOT_FOUND_MESSAGE = 'Category not found';

/** Parses the text parts of a product form; the first problem becomes a 400. */
export function parseProductFields(form: FormParts): ProductFormInput {
  const parsed = ProductFormInputSchema.safeParse(form);
  if (!parsed.success) throw new ApiError(400, firstIssueMessage(parsed.error));
  const fields = parsed.data;
  if (fields.price > MAX_PRICE) throw new ApiError(400, PRODUCT_FORM_MESSAGES.priceInvalid);
  if (fields.quantity > MAX_QUANTITY)
    throw new ApiError(400, PRODUCT_FORM_MESSAGES.quantityInvalid);
  return fields;
}

export async function assertCategoryExists(db: Database, id: string): Promise<void> {
  if (!isUuid(id)) throw new ApiError(400, CATEGORY_NOT_FOUND_MESSAGE);
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  if (!row) throw new ApiError(400, CATEGORY_NOT_FOUND_MESSAGE);
}

/** Column values for an insert or a full update from parsed form fields. */
export function productColumns(fields: ProductFormInput) {
  return {
    name: fields.name,
    description: fields.description,
    // Entered in naira, kept in whole kobo (half a kobo rounds up).
    priceKobo: nairaToKobo(fields.price),
    quantity: fields.quantity,
    categoryId: fields.category,
    shipping: fields.shipping,
    gender: fields.gender ?? '',
    usage: fields.usage ?? '',
    about: fields.about ?? '',
    brand: fields.brand ?? '',
    scentType: fields.scentType ?? '',
    scentProfile: fields.scentProfile ?? '',
    fragranceType: fields.fragranceType ?? '',
    size: fields.size ?? '',
    returnPolicy: fields.returnPolicy ?? '',
  };
}
