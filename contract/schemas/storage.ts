import { preprocess, transformed, z, type Schema } from '../zod';
import { MAX_UNITS_PER_LINE, STORAGE_KEYS } from '../constants';
import { AuthResponseSchema } from './user';
import { CartItemSchema, type CartItem } from './cart';
import { ProductSchema, type Product } from './product';

// Storage outlives releases: entries written by older builds (or edited by
// hand) must never crash start-up. Lists therefore drop the entries that do
// not parse instead of rejecting the whole list, and products get the few
// fields older builds did not always write filled in.

const LEGACY_TEXT_FIELDS = [
  'slug',
  'description',
  'gender',
  'usage',
  'about',
  'brand',
  'scentType',
  'scentProfile',
  'fragranceType',
  'size',
  'returnPolicy',
] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fillLegacyProductFields(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const product: Record<string, unknown> = { ...value };
  for (const field of LEGACY_TEXT_FIELDS) {
    if (product[field] === undefined || product[field] === null) product[field] = '';
  }
  if (typeof product.isAvailable !== 'boolean' && typeof product.isavailability === 'boolean') {
    product.isAvailable = product.isavailability;
  }
  if (typeof product.isavailability !== 'boolean' && typeof product.isAvailable === 'boolean') {
    product.isavailability = product.isAvailable;
  }
  if (product.avgRating === undefined || product.avgRating === null) product.avgRating = 0;
  if (product.reviewCount === undefined || product.reviewCount === null) product.reviewCount = 0;
  if (product.updatedAt === undefined) product.updatedAt = product.createdAt;
  return product;
}

export const StoredProductSchema: Schema<Product> = preprocess(
  fillLegacyProductFields,
  ProductSchema,
);

/**
 * Lines stored before the per-order cap may hold more units than one order takes: they come back
 * at the cap (the shopper keeps the line), never dropped.
 */
function capStoredQty(addedQty: unknown): unknown {
  if (addedQty === undefined || addedQty === null) return 1;
  return typeof addedQty === 'number' && addedQty > MAX_UNITS_PER_LINE
    ? MAX_UNITS_PER_LINE
    : addedQty;
}

export const StoredCartItemSchema: Schema<CartItem> = preprocess((value) => {
  const product = fillLegacyProductFields(value);
  if (!isRecord(product)) return product;
  return { ...product, isAdded: true, addedQty: capStoredQty(product.addedQty) };
}, CartItemSchema);

/** Keeps the elements that parse, optionally deduplicated by a key (first wins). */
function lenientList<T>(item: Schema<T>, keyOf?: (value: T) => string): Schema<T[]> {
  return transformed(z.array(z.unknown()), (values) => {
    const out: T[] = [];
    const seen = new Set<string>();
    for (const value of values) {
      const parsed = item.safeParse(value);
      if (!parsed.success) continue;
      if (keyOf) {
        const key = keyOf(parsed.data);
        if (seen.has(key)) continue;
        seen.add(key);
      }
      out.push(parsed.data);
    }
    return out;
  });
}

export const StoredAuthSchema = AuthResponseSchema;

export const StoredCartSchema = lenientList(StoredCartItemSchema, (item) => item._id);

export const StoredRecentlyViewedSchema = lenientList(
  z.string().check(z.trim(), z.minLength(1)),
  (id) => id,
);

/** The signed-out wishlist: product ids, newest first. */
export const StoredWishlistSchema = lenientList(
  z.string().check(z.trim(), z.minLength(1)),
  (id) => id,
);

/**
 * The device's copy of a signed-in shopper's wishlist: whose it is, the ids as last seen (with
 * this device's changes applied) and the changes not yet sent, oldest first.
 */
export const StoredAccountWishlistSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  productIds: StoredWishlistSchema,
  pending: lenientList(
    z.object({ id: z.string().check(z.minLength(1)), op: z.enum(['put', 'delete']) }),
  ),
});
export type StoredAccountWishlist = z.infer<typeof StoredAccountWishlistSchema>;

export const StoredProductsSchema = lenientList(StoredProductSchema);

// Page numbers are kept as integer strings, but a build that stored them via
// JSON.stringify(number) leaves a bare number; both read back as a number.
export const StoredPageNumberSchema = z.pipe(
  z.union([z.number(), transformed(z.string().check(z.trim(), z.regex(/^\d+$/)), Number)]),
  z.int().check(z.minimum(1)),
);

export const STORAGE_SCHEMAS = {
  [STORAGE_KEYS.auth]: StoredAuthSchema,
  [STORAGE_KEYS.cart]: StoredCartSchema,
  [STORAGE_KEYS.recentlyViewed]: StoredRecentlyViewedSchema,
  [STORAGE_KEYS.recentlyViewedPending]: StoredRecentlyViewedSchema,
  [STORAGE_KEYS.currentPage]: StoredPageNumberSchema,
  [STORAGE_KEYS.currentPageCh]: StoredPageNumberSchema,
  [STORAGE_KEYS.currentLimit]: StoredPageNumberSchema,
  [STORAGE_KEYS.currentProducts]: StoredProductsSchema,
  [STORAGE_KEYS.wishlist]: StoredWishlistSchema,
  [STORAGE_KEYS.wishlistAccount]: StoredAccountWishlistSchema,
} as const;

/**
 * Raw storage text for a page number or limit: a bare integer string such as
 * '2', which older builds read with Number() and parseStored (contract/parse-stored.ts) reads as
 * JSON.
 */
export function serializePageNumber(page: number): string {
  return String(Number.isFinite(page) ? Math.max(1, Math.trunc(page)) : 1);
}
