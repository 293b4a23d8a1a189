import { eq, getTableColumns, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../api-deps';
import { categories, products } from '../db/schema';
import type { ProductWithRefs, StoredImageRef } from './product-wire';

// Each product row carries its category name and its images (in position order) in one query, so
// a 10,000-product listing is one round trip, not 10,001.
const imagesOfProduct = sql<StoredImageRef[]>`coalesce((
  select json_agg(json_build_object('id', pi.image_id, 'publicId', pi.public_id) order by pi.position)
  from product_images pi where pi.product_id = ${products.id}
), '[]'::json)`;

// The product's visible reviews: their mean to one decimal (0 with none) and their count, read
// with the row, so every catalogue read carries them and a review write only has to stamp the
// product with a new catalogue version (server/reviews/review-writes.ts).
const avgRatingOfProduct = sql<number>`coalesce((
  select round(avg(r.rating)::numeric, 1) from reviews r
  where r.product_id = ${products.id} and not r.hidden
), 0)`.mapWith(Number);
const reviewCountOfProduct = sql<number>`(
  select count(*) from reviews r where r.product_id = ${products.id} and not r.hidden
)`.mapWith(Number);

const productFields = {
  ...getTableColumns(products),
  categoryName: categories.name,
  images: imagesOfProduct,
  avgRating: avgRatingOfProduct,
  reviewCount: reviewCountOfProduct,
};

export function selectProducts(db: Database) {
  return db
    .select(productFields)
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id));
}

/**
 * Every product, in no order: the catalogue sorts its copy by the contract's one order
 * (contract/rules/catalogue-order.ts), as it does when it catches up.
 */
export async function allProducts(db: Database): Promise<ProductWithRefs[]> {
  return selectProducts(db);
}

export async function findProduct(
  db: Database,
  where: SQL | undefined,
): Promise<ProductWithRefs | null> {
  const [row] = await selectProducts(db).where(where).limit(1);
  return row ?? null;
}

export async function findProductsByIds(db: Database, ids: string[]): Promise<ProductWithRefs[]> {
  if (ids.length === 0) return [];
  return selectProducts(db).where(inArray(products.id, ids));
}

/** Products a catalogue write stamped with a version after `version` (see catalogue-version.ts). */
export async function findProductsChangedSince(
  db: Database,
  version: number,
): Promise<ProductWithRefs[]> {
  return selectProducts(db).where(gt(products.catalogueVersion, version));
}

/** LIKE treats %, _ and \ specially; a shopper's keyword is text, so they are escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
