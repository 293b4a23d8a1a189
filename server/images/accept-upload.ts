import { MAX_IMAGE_BYTES } from '../../contract/constants';
import type { ImageProcessor, ImageStore } from '../api-deps';
import { ApiError } from '../wire/api-error';
import { sniffImageMime } from './sniff-image';

export const IMAGE_TYPE_MESSAGE = 'Only PNG, JPEG, WebP or GIF images are allowed';
export const IMAGE_TOO_LARGE_MESSAGE = `Each image must be at most ${MAX_IMAGE_BYTES / (1024 * 1024)} MB`;

export interface CheckedUpload {
  bytes: Uint8Array;
  mime: string;
}

/** Reads and checks every file before anything is stored, so a bad file stores nothing. */
export async function checkUploads(files: readonly File[]): Promise<CheckedUpload[]> {
  const checked: CheckedUpload[] = [];
  for (const file of files) {
    if (file.size > MAX_IMAGE_BYTES) throw new ApiError(413, IMAGE_TOO_LARGE_MESSAGE);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mime = sniffImageMime(bytes);
    if (!mime) throw new ApiError(400, IMAGE_TYPE_MESSAGE);
    checked.push({ bytes, mime });
  }
  return checked;
}

/**
 * Product photos: shrunk (when the host can), then stored in one write, so a photo the processor
 * refuses (unreadable, or the host too busy) leaves none of the others behind. Their ids in order.
 */
export async function storeUploads(
  uploads: readonly CheckedUpload[],
  store: ImageStore,
  processor: ImageProcessor | undefined,
): Promise<string[]> {
  if (!processor) return store.putMany(uploads);
  const ready = [];
  // One after another: the processor's queue is bounded, and one admin's ten photos must not
  // fill it alone.
  for (const upload of uploads) ready.push(await processor.shrink(upload));
  return store.putMany(ready);
}

/** An avatar: made small and still (when the host can), then stored; its id. */
export async function storeAvatar(
  upload: CheckedUpload,
  store: ImageStore,
  processor: ImageProcessor | undefined,
): Promise<string> {
  const ready = processor ? await processor.avatar(upload) : upload;
  return (await store.put(ready)).id;
}
