import { and, eq } from 'drizzle-orm';
import type { Database, ImageStore, VariantKey } from '../api-deps';
import { bytesToHex } from '../auth/base64';
import { images, imageVariants } from '../db/schema';
import { isUuid } from '../wire/ids';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../wire/pg-errors';

/** SHA-256 of the bytes: a strong ETag that every instance computes alike. */
export async function contentEtag(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(bytes));
  return bytesToHex(new Uint8Array(digest));
}

const storedFields = { bytes: images.bytes, mime: images.mime, etag: images.etag };
const storedVariantFields = {
  bytes: imageVariants.bytes,
  mime: imageVariants.mime,
  etag: imageVariants.etag,
};

function variantIs(key: VariantKey) {
  return and(
    eq(imageVariants.imageId, key.imageId),
    eq(imageVariants.width, key.width),
    eq(imageVariants.format, key.format),
  );
}

/**
 * The default ImageStore: bytes in the `images` table and their resized copies in
 * `image_variants`, so every server instance sees them.
 */
export function createDbImageStore(db: Database): ImageStore {
  async function getVariant(key: VariantKey) {
    if (!isUuid(key.imageId)) return null;
    const [row] = await db.select(storedVariantFields).from(imageVariants).where(variantIs(key));
    return row ?? null;
  }

  return {
    async put({ bytes, mime }) {
      const etag = await contentEtag(bytes);
      const [row] = await db
        .insert(images)
        .values({ bytes, mime, etag })
        .returning({ id: images.id });
      if (!row) throw new Error('image insert returned no row');
      return { id: row.id };
    },
    async putMany(list) {
      if (list.length === 0) return [];
      // Ids made here, so the order is ours; one statement is one write (PGlite in the page
      // saves to IndexedDB after each).
      const rows = await Promise.all(
        list.map(async ({ bytes, mime }) => ({
          id: crypto.randomUUID(),
          bytes,
          mime,
          etag: await contentEtag(bytes),
        })),
      );
      await db.insert(images).values(rows);
      return rows.map((row) => row.id);
    },
    async get(id) {
      if (!isUuid(id)) return null;
      const [row] = await db.select(storedFields).from(images).where(eq(images.id, id)).limit(1);
      return row ?? null;
    },
    async delete(id) {
      if (!isUuid(id)) return;
      // The variants go with it (ON DELETE CASCADE).
      await db.delete(images).where(eq(images.id, id));
    },
    getVariant,
    async putVariant(key, { bytes, mime }) {
      const etag = await contentEtag(bytes);
      let inserted;
      try {
        [inserted] = await db
          .insert(imageVariants)
          .values({ ...key, bytes, mime, etag })
          .onConflictDoNothing()
          .returning(storedVariantFields);
      } catch (error) {
        // The image was deleted while its variant was made: answer this one, keep nothing.
        if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) return { bytes, mime, etag };
        throw error;
      }
      if (inserted) return inserted;
      // Another request or instance stored it between our look-up and now: serve theirs.
      const kept = await getVariant(key);
      if (!kept) throw new Error('image variant vanished after a conflicting insert');
      return kept;
    },
  };
}
