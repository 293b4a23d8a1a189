import { z } from '../zod';
import { CATEGORY_NAME_MAX } from '../constants';

export const CategorySchema = z.object({
  _id: z.string().check(z.minLength(1)),
  name: z.string(),
  slug: z.string(),
});
export type Category = z.infer<typeof CategorySchema>;

/** GET /category/categories answers a bare array, not an envelope. */
export const CategoriesResponseSchema = z.array(CategorySchema);
export type CategoriesResponse = z.infer<typeof CategoriesResponseSchema>;

export const CATEGORY_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${CATEGORY_NAME_MAX} characters`,
  nameTaken: 'Category already exists',
  hasProducts: 'Category still has products',
} as const;

/** Body of POST /category/create and PUT /category/:id. */
export const CategoryInputSchema = z.object({
  name: z
    .string({ error: CATEGORY_MESSAGES.nameRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: CATEGORY_MESSAGES.nameRequired }),
      z.maxLength(CATEGORY_NAME_MAX, { error: CATEGORY_MESSAGES.nameTooLong }),
    ),
});
export type CategoryInput = z.infer<typeof CategoryInputSchema>;

/** Answer of create (201) and update (200). */
export const CategoryMutationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  category: CategorySchema,
});
export type CategoryMutationResponse = z.infer<typeof CategoryMutationResponseSchema>;

/** DELETE answers the deleted category's fields at top level; the client toasts `name`. */
export const CategoryDeleteResponseSchema = z.extend(CategorySchema, {
  success: z.literal(true),
});
export type CategoryDeleteResponse = z.infer<typeof CategoryDeleteResponseSchema>;

/** Uniqueness of category names is case-insensitive and ignores surrounding spaces. */
export function categoryNameKey(name: string): string {
  return name.trim().toLowerCase();
}
