import sharp from 'sharp';
import type { ImageProcessor } from '../api-deps';
import { ApiError } from '../wire/api-error';
import { createSerialQueue } from './serial-queue';

export const MAX_CATALOGUE_WIDTH = 1200;
const WEBP_QUALITY = 80;
/** Refuse decompression bombs: 40 megapixels is far beyond any product photo. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decoding takes a CPU core and up to hundreds of MB for a large photo: uploads in parallel (ten
 * shoppers setting avatars at once) wait their turn instead of multiplying both. One per process.
 */
const oneAtATime = createSerialQueue();

/**
 * The image could not be decoded. An ApiError(400), so the API answers a clear `{ error }`
 * instead of a 5xx: a corrupt upload is bad input, never a server fault.
 */
export class InvalidImageError extends ApiError {
  constructor(message = 'The image could not be read: upload a PNG, JPEG, WebP or GIF file') {
    super(400, message);
    this.name = 'InvalidImageError';
  }
}

/**
 * Node's image processor: photos wider than 1200 px are scaled down to 1200 px and re-encoded
 * as WebP (quality 80), so catalogue cards never download multi-megabyte files. GIFs (possibly
 * animated) and images already small enough keep their bytes. Corrupt input rejects with an
 * InvalidImageError (an ApiError 400); sharp's own errors never escape as anything else.
 */
export function createSharpImageProcessor(): ImageProcessor {
  sharp.cache(false);
  return {
    shrink: (image) => oneAtATime(() => shrink(image)),
  };
}

async function shrink(image: { bytes: Uint8Array; mime: string }) {
  if (image.mime === 'image/gif') return image;
  let width: number | undefined;
  try {
    const meta = await sharp(image.bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    width = meta.autoOrient?.width ?? meta.width;
  } catch {
    throw new InvalidImageError();
  }
  if (!width) throw new InvalidImageError();
  if (width <= MAX_CATALOGUE_WIDTH) return image;
  try {
    const output = await sharp(image.bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_CATALOGUE_WIDTH, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    return { bytes: new Uint8Array(output), mime: 'image/webp' };
  } catch {
    throw new InvalidImageError();
  }
}
