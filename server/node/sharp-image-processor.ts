import sharp from 'sharp';
import type { ImageProcessor } from '../api-deps';
import { ApiError } from '../wire/api-error';
import { createSerialQueue } from './serial-queue';

export const MAX_CATALOGUE_WIDTH = 1200;
const WEBP_QUALITY = 80;
const JPEG_QUALITY = 85;
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
 * Node's image processor. Every upload is decoded and encoded again, so nothing the camera or an
 * editor wrote rides along: EXIF (GPS position, camera serial, time), XMP, ICC comments are all
 * dropped, and the EXIF orientation is applied to the pixels first so the photo stays upright.
 * Photos wider than 1200 px are scaled to 1200 px and become WebP (quality 80), so catalogue cards
 * never download multi-megabyte files; smaller images keep their format; GIFs keep their frames.
 * Corrupt input rejects with an InvalidImageError (an ApiError 400); sharp's own errors never
 * escape as anything else.
 */
export function createSharpImageProcessor(): ImageProcessor {
  sharp.cache(false);
  return {
    shrink: (image) => oneAtATime(() => reencode(image)),
  };
}

type Image = { bytes: Uint8Array; mime: string };

async function reencode(image: Image): Promise<Image> {
  const animated = image.mime === 'image/gif';
  const open = () => sharp(image.bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated });
  try {
    const meta = await open().metadata();
    const width = meta.autoOrient?.width ?? meta.width;
    if (!width) throw new InvalidImageError();
    if (animated) {
      const output = await open().gif().toBuffer();
      return { bytes: new Uint8Array(output), mime: 'image/gif' };
    }
    // rotate() with no angle applies the EXIF orientation; the output carries no metadata.
    const upright = open().rotate();
    if (width > MAX_CATALOGUE_WIDTH) {
      const output = await upright
        .resize({ width: MAX_CATALOGUE_WIDTH, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      return { bytes: new Uint8Array(output), mime: 'image/webp' };
    }
    const encoded =
      image.mime === 'image/png'
        ? upright.png()
        : image.mime === 'image/webp'
          ? upright.webp({ quality: WEBP_QUALITY })
          : upright.jpeg({ quality: JPEG_QUALITY, mozjpeg: true });
    const mime =
      image.mime === 'image/png' || image.mime === 'image/webp' ? image.mime : 'image/jpeg';
    return { bytes: new Uint8Array(await encoded.toBuffer()), mime };
  } catch (error) {
    if (error instanceof InvalidImageError) throw error;
    throw new InvalidImageError();
  }
}
