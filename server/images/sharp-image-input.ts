import sharp from 'sharp';
import type { ImageBytes } from '../api-deps';
import { ApiError } from '../wire/api-error';

/**
 * Refuse decompression bombs: a few kilobytes of PNG can declare a billion pixels. 40 megapixels
 * (every frame of an animation counted) is far beyond any product photo or avatar a shopper has.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

export const TOO_MANY_PIXELS_MESSAGE = `The image is too large: upload one of at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`;

/**
 * The image could not be decoded, or would be too large once decoded. An ApiError(400), so the
 * API answers a clear `{ error }` instead of a 5xx: a corrupt upload is bad input, never a server
 * fault.
 */
export class InvalidImageError extends ApiError {
  constructor(message = 'The image could not be read: upload a PNG, JPEG, WebP or GIF file') {
    super(400, message);
    this.name = 'InvalidImageError';
  }
}

/**
 * The header of what `sharp(bytes, { animated })` would decode (every frame, or the first), read
 * without decoding a pixel. Refuses with the clear pixel-cap message rather than sharp's own.
 */
export async function readHeader(
  image: ImageBytes,
  { animated }: { animated: boolean },
): Promise<sharp.Metadata> {
  let meta: sharp.Metadata;
  try {
    // No pixel limit here: only the header is read, and the cap is checked just below.
    meta = await sharp(image.bytes, { animated, limitInputPixels: false }).metadata();
  } catch {
    throw new InvalidImageError();
  }
  if (!meta.width || !meta.height) throw new InvalidImageError();
  // Animated, `height` is every frame's stacked: the pixels decoded are width × height.
  if (meta.width * meta.height > MAX_INPUT_PIXELS)
    throw new InvalidImageError(TOO_MANY_PIXELS_MESSAGE);
  return meta;
}

/** A sharp pipeline over the upload, with the pixel cap enforced by sharp as well. */
export function openImage(
  image: ImageBytes,
  options: { animated?: boolean; density?: number } = {},
) {
  return sharp(image.bytes, { limitInputPixels: MAX_INPUT_PIXELS, ...options });
}
