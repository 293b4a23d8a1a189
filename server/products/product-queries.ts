import { eq, getTableColumns, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../api-deps';
import { categories, productImages, products, reviews } from '../db/schema';
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

/** The product row as one JSON object per row, keyed as drizzle keys it (camelCase). */
const productColumns = Object.entries(getTableColumns(products));
const productRowJson = sql<Record<string, unknown>>`json_build_object(${sql.join(
  productColumns.map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
)})`;
/** JSON has no timestamps: those columns arrive as ISO text. */
const timestampKeys = productColumns
  .filter(([, column]) => column.columnType === 'PgTimestamp')
  .map(([key]) => key);

/**
 * Every product, in no order: the catalogue sorts its copy by the contract's one order
 * (contract/rules/catalogue-order.ts), as it does when it catches up. Set-based: each table is
 * read once and grouped, then joined, where selectProducts' correlated subqueries run three
 * lookups per product (right for a few rows). And each product row comes as one JSON value: the
 * drivers parse one JSON text far faster than two dozen typed columns (20,000 products on PGlite:
 * 0.8 s against 3 s for `select *` alone). The same fields, the same values
 * (product-queries.test.ts).
 */
export async function allProducts(db: Database): Promise<ProductWithRefs[]> {
  const images = db
    .select({
      productId: productImages.productId,
      list: sql<
        StoredImageRef[]
      >`json_agg(json_build_object('id', ${productImages.imageId}, 'publicId', ${productImages.publicId}) order by ${productImages.position})`.as(
        'list',
      ),
    })
    .from(productImages)
    .groupBy(productImages.productId)
    .as('product_image_lists');
  const ratings = db
    .select({
      productId: reviews.productId,
      mean: sql<string>`round(avg(${reviews.rating})::numeric, 1)`.as('mean'),
      count: sql<string>`count(*)`.as('count'),
    })
    .from(reviews)
    .where(eq(reviews.hidden, false))
    .groupBy(reviews.productId)
    .as('product_ratings');
  const rows = await db
    .select({
      row: productRowJson,
      categoryName: categories.name,
      images: sql<StoredImageRef[]>`coalesce(${images.list}, '[]'::json)`,
      avgRating: sql<number>`coalesce(${ratings.mean}, 0)`.mapWith(Number),
      reviewCount: sql<number>`coalesce(${ratings.count}, 0)`.mapWith(Number),
    })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .leftJoin(images, eq(images.productId, products.id))
    .leftJoin(ratings, eq(ratings.productId, products.id));
  return rows.map(({ row, ...refs }) => {
    for (const key of timestampKeys) row[key] = new Date(row[key] as string);
    return { ...(row as typeof products.$inferSelect), ...refs };
  });
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
