import { z } from '../zod';
import { IsoDateTimeSchema } from './product';

// The Flash Sale as the admin sets it (GET and PUT /admin/flash-sale, README "Admin API"). The
// products it lists carry `sale` on the wire while it lasts (ProductSaleSchema), and are listed
// by GET /product/flash-sale (FlashSaleProductsResponseSchema, in product.ts: the storefront's
// first load needs that one only).

export const MAX_FLASH_SALE_PRODUCTS = 8;
export const MIN_PERCENT_OFF = 1;
export const MAX_PERCENT_OFF = 90;

export const FLASH_SALE_MESSAGES = {
  productIdsInvalid: 'productIds must be a list of product ids',
  tooManyProducts: `At most ${MAX_FLASH_SALE_PRODUCTS} products can be on the Flash Sale`,
  duplicateProduct: 'A product is listed twice',
  unknownProduct: 'A listed product does not exist',
  percentOffInvalid: `percentOff must be a whole number from ${MIN_PERCENT_OFF} to ${MAX_PERCENT_OFF}`,
  endsAtInvalid: 'endsAt must be a date and time (ISO 8601, with its offset)',
  endsAtPast: 'endsAt must be in the future',
  renewDailyInvalid: 'renewDaily must be true or false',
  saved: 'Flash Sale saved',
  ended: 'Flash Sale ended',
} as const;

const M = FLASH_SALE_MESSAGES;

/**
 * PUT /admin/flash-sale. `now` is the judge of "in the future" (the server's clock; the form's
 * own for a hint). An empty list ends the sale. `renewDaily` (an addition, default false) moves
 * the end to the next midnight in Lagos each time it passes, as the demo shop does.
 */
export const flashSaleInputSchema = (now: Date) =>
  z.object({
    productIds: z
      .array(z.string({ error: M.productIdsInvalid }).check(z.minLength(1, M.productIdsInvalid)), {
        error: M.productIdsInvalid,
      })
      .check(
        z.maxLength(MAX_FLASH_SALE_PRODUCTS, M.tooManyProducts),
        z.refine((ids) => new Set(ids).size === ids.length, M.duplicateProduct),
      ),
    percentOff: z
      .int({ error: M.percentOffInvalid })
      .check(
        z.minimum(MIN_PERCENT_OFF, M.percentOffInvalid),
        z.maximum(MAX_PERCENT_OFF, M.percentOffInvalid),
      ),
    endsAt: z.iso
      .datetime({ offset: true, error: M.endsAtInvalid })
      .check(z.refine((at) => Date.parse(at) > now.getTime(), M.endsAtPast)),
    renewDaily: z.optional(z.boolean({ error: M.renewDailyInvalid })),
  });
export type FlashSaleInput = z.output<ReturnType<typeof flashSaleInputSchema>>;

/** The sale as it stands; `endsAt` is ISO. */
export const FlashSaleSchema = z.object({
  productIds: z.array(z.string().check(z.minLength(1))).check(z.maxLength(MAX_FLASH_SALE_PRODUCTS)),
  percentOff: z.int().check(z.minimum(MIN_PERCENT_OFF), z.maximum(MAX_PERCENT_OFF)),
  endsAt: IsoDateTimeSchema,
  renewDaily: z.boolean(),
});
export type FlashSale = z.infer<typeof FlashSaleSchema>;

/** GET and PUT /admin/flash-sale; `flashSale` is null when no sale runs. */
export const FlashSaleResponseSchema = z.object({
  success: z.literal(true),
  message: z.optional(z.string()),
  flashSale: z.nullable(FlashSaleSchema),
});
export type FlashSaleResponse = z.infer<typeof FlashSaleResponseSchema>;
