import { eq } from 'drizzle-orm';
import { MAX_IMAGES_PER_PRODUCT } from '../../contract/constants';
import { countKeptImages } from '../../contract/schemas/product-form';
import type { ApiContext } from '../api-context';
import { products } from '../db/schema';
import { ApiError, notFound } from '../wire/api-error';
import { isUuid } from '../wire/ids';
import { UNIQUE_VIOLATION, pgErrorCode } from '../wire/pg-errors';
import { filesNamed, partsNamed, type FormParts } from '../wire/read-body';
import { checkUploads, storeUploads } from '../images/accept-upload';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';
import { announceBackInStock } from '../stock-alerts/back-in-stock';
import { assertCategoryExists, parseProductFields, productColumns } from './product-fields';
import { productImageIds, releaseImages, setProductImages } from './product-images';
import { freeSlug } from './unique-slug';

export const TOO_MANY_IMAGES_MESSAGE = `A product may have at most ${MAX_IMAGES_PER_PRODUCT} images`;
const SLUG_ATTEMPTS = 4;

/** Retries when a concurrent write took the slug between choosing and inserting it. */
async function withFreeSlug<T>(
  ctx: ApiContext,
  name: string,
  exceptId: string | undefined,
  write: (slug: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const base = await freeSlug(ctx.db, products, products.slug, products.id, name, {
      fallback: 'perfume',
      exceptId,
    });
    const slug = attempt === 1 ? base : `${base}-${crypto.randomUUID().slice(0, 6)}`;
    try {
      return await write(slug);
    } catch (error) {
      if (pgErrorCode(error) !== UNIQUE_VIOLATION || attempt >= SLUG_ATTEMPTS) throw error;
    }
  }
}

export async function createProduct(ctx: ApiContext, form: FormParts): Promise<string> {
  const fields = parseProductFields(form);
  await assertCategoryExists(ctx.db, fields.category);
  const files = filesNamed(form, 'images');
  if (files.length > MAX_IMAGES_PER_PRODUCT) throw new ApiError(400, TOO_MANY_IMAGES_MESSAGE);
  const uploads = await checkUploads(files);
  const imageIds = await storeUploads(uploads, ctx.images, ctx.imageProcessor);
  try {
    return await withFreeSlug(ctx, fields.name, undefined, (slug) =>
      ctx.db.transaction(async (tx) => {
        const now = ctx.now();
        const [row] = await tx
          .insert(products)
          .values({ ...productColumns(fields), slug, createdAt: now, updatedAt: now })
          .returning({ id: products.id });
        if (!row) throw new Error('product insert returned no row');
        await setProductImages(tx, row.id, imageIds);
        await bumpCatalogueVersion(tx, { products: [row.id] });
        return row.id;
      }),
    );
  } catch (error) {
    await releaseImages(ctx, imageIds);
    throw error;
  }
}

/**
 * Full update. `images` parts mix new files with one '[object Object]' text part per existing
 * image the admin kept: that count of existing images (in order) stays, new files go after them.
 */
export async function updateProduct(ctx: ApiContext, id: string, form: FormParts): Promise<void> {
  if (!isUuid(id)) throw notFound('Product');
  const [existing] = await ctx.db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  if (!existing) throw notFound('Product');
  const fields = parseProductFields(form);
  await assertCategoryExists(ctx.db, fields.category);

  const currentIds = await productImageIds(ctx.db, id);
  const kept = currentIds.slice(0, countKeptImages(partsNamed(form, 'images')));
  const files = filesNamed(form, 'images');
  if (kept.length + files.length > MAX_IMAGES_PER_PRODUCT)
    throw new ApiError(400, TOO_MANY_IMAGES_MESSAGE);
  const uploads = await checkUploads(files);
  const added = await storeUploads(uploads, ctx.images, ctx.imageProcessor);
  const finalIds = [...kept, ...added];

  const write = (slug: string | undefined) =>
    ctx.db.transaction(async (tx) => {
      await tx
        .update(products)
        .set({ ...productColumns(fields), ...(slug ? { slug } : {}), updatedAt: ctx.now() })
        .where(eq(products.id, id));
      await setProductImages(tx, id, finalIds);
      await announceBackInStock(ctx, tx, [id]);
      await bumpCatalogueVersion(tx, { products: [id] });
    });
  try {
    // The slug follows the name; an unchanged name keeps its slug (and its links).
    if (fields.name === existing.name) await write(undefined);
    else await withFreeSlug(ctx, fields.name, id, write);
  } catch (error) {
    await releaseImages(ctx, added);
    throw error;
  }
  await releaseImages(
    ctx,
    currentIds.filter((img) => !finalIds.includes(img)),
  );
}

export async function deleteProduct(ctx: ApiContext, id: string): Promise<string> {
  if (!isUuid(id)) throw notFound('Product');
  const imageIds = await productImageIds(ctx.db, id);
  const row = await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(products)
      .where(eq(products.id, id))
      .returning({ name: products.name });
    // A deletion cannot be fetched row by row: readers reload the catalogue.
    if (deleted) await bumpCatalogueVersion(tx, { reshaped: true });
    return deleted;
  });
  if (!row) throw notFound('Product');
  await releaseImages(ctx, imageIds);
  return row.name;
}
