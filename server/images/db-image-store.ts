import { eq } from 'drizzle-orm';
import type { Database, ImageStore } from '../api-deps';
import { bytesToHex } from '../auth/base64';
import { images } from '../db/schema';
import { isUuid } from '../wire/ids';

/** SHA-256 of the bytes: a strong ETag that every instance computes alike. */
export async function contentEtag(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(bytes));
  return bytesToHex(new Uint8Array(digest));
}

/** The default ImageStore: bytes in the `images` table, so every server instance sees them. */
export function createDbImageStore(db: Database): ImageStore {
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
    async get(id) {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select({ bytes: images.bytes, mime: images.mime, etag: images.etag })
        .from(images)
        .where(eq(images.id, id))
        .limit(1);
      return row ?? null;
    },
    async delete(id) {
      if (!isUuid(id)) return;
      await db.delete(images).where(eq(images.id, id));
    },
  };
}
