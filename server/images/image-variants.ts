import type { ImageProcessor, ImageStore, StoredImage, VariantKey } from '../api-deps';
import { ApiError } from '../wire/api-error';
import { SVG_MIME } from './bottle-drawing';

/**
 * Resized copies, made at most once. A variant is looked up first (the original may weigh
 * megabytes); a missing one is made by the host's processor (one at a time there) and stored.
 * Requests for the same missing variant in this process share one making; another instance
 * racing for it is settled by the store (the first stored copy wins). A drawing (SVG) goes as it
 * is to a client that takes SVG: sharp at every width, smaller than any raster copy, and no
 * work; clients that do not (link previews) get a raster.
 */
export function createImageVariants(store: ImageStore, processor: ImageProcessor) {
  const making = new Map<string, Promise<StoredImage | null>>();

  async function make(key: VariantKey, acceptsSvg: boolean): Promise<StoredImage | null> {
    const original = await store.get(key.imageId);
    if (!original) return null;
    if (acceptsSvg && original.mime === SVG_MIME) return original;
    let made;
    try {
      made = await processor.variant(original, { width: key.width, format: key.format });
    } catch (error) {
      // Bytes stored before uploads were checked may not decode: the original still shows.
      if (error instanceof ApiError) return original;
      throw error;
    }
    return store.putVariant(key, made);
  }

  return {
    /** The variant, or null when there is no such image. */
    async get(
      key: VariantKey,
      { acceptsSvg }: { acceptsSvg: boolean },
    ): Promise<StoredImage | null> {
      const kept = await store.getVariant(key);
      if (kept) return kept;
      const name = `${key.imageId}:${key.width}:${key.format}:${acceptsSvg}`;
      let pending = making.get(name);
      if (!pending) {
        pending = make(key, acceptsSvg).finally(() => making.delete(name));
        making.set(name, pending);
      }
      return pending;
    },
  };
}

export type ImageVariants = ReturnType<typeof createImageVariants>;
