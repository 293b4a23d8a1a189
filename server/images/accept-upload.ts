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

/** Shrinks (when the host can) and stores; returns the new image ids in order. */
export async function storeUploads(
  uploads: readonly CheckedUpload[],
  store: ImageStore,
  processor: ImageProcessor | undefined,
): Promise<string[]> {
  const ids: string[] = [];
  for (const upload of uploads) {
    const ready = processor ? await processor.shrink(upload) : upload;
    const { id } = await store.put(ready);
    ids.push(id);
  }
  return ids;
}
