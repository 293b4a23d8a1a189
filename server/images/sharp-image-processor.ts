import sharp from 'sharp';
import type { ImageBytes, ImageProcessor, VariantFormat } from '../api-deps';
import { LARGEST_IMAGE_WIDTH } from '../../contract/image-widths';
import { ApiError } from '../wire/api-error';
import { InvalidImageError, openImage, readHeader } from './sharp-image-input';
import { createSerialQueue } from '../serial-queue';
import { makeAvatar } from './sharp-avatar';
import { SVG_MIME } from './bottle-drawing';

/** Uploads are kept at most this wide: the widest listed variant (contract/image-widths.ts). */
export const MAX_CATALOGUE_WIDTH = LARGEST_IMAGE_WIDTH;
const WEBP_QUALITY = 80;
const JPEG_QUALITY = 85;
/**
 * Variants are seen small and often: lower qualities than the kept original, which every later
 * variant is made from. AVIF's effort 3 (of 9) makes a 320 px copy in tens of milliseconds.
 */
const VARIANT_QUALITY = { avif: 52, avifEffort: 3, webp: 76, jpeg: 80 } as const;
/** A drawing is rendered at the density that gives the wanted width, never past this. */
const MAX_SVG_DENSITY = 2400;

/**
 * Uploads (avatars, product photos) that may wait behind the one being decoded. Each takes well
 * under a second to a few seconds (a 40-megapixel animation), so five in hand drain in seconds;
 * a sixth is refused with 503 rather than queued behind a burst nobody bounded.
 */
export const MAX_UPLOADS_WAITING = 4;
/** Long enough for a full upload queue to drain. */
export const UPLOADS_RETRY_AFTER_SECONDS = 5;
export const IMAGES_BUSY_MESSAGE =
  'The server is busy with other pictures. Please try again in a few seconds.';

/**
 * Decoding takes a CPU core and up to hundreds of MB for a large photo, so images wait their turn
 * instead of multiplying both. Two queues, one per process each: uploads (anyone signed in can
 * send avatars) never delay the variants every listing asks for, and the upload queue is bounded
 * so a burst of them is refused (503, Retry-After) instead of growing without end.
 */
const variantQueue = createSerialQueue();
const uploadQueue = createSerialQueue({
  maxWaiting: MAX_UPLOADS_WAITING,
  whenFull: () =>
    new ApiError(503, IMAGES_BUSY_MESSAGE, 'object', {
      'Retry-After': String(UPLOADS_RETRY_AFTER_SECONDS),
    }),
});

/**
 * Node's image processor. Every upload is decoded and encoded again, so nothing the camera or an
 * editor wrote rides along: EXIF (GPS position, camera serial, time), XMP, ICC comments are all
 * dropped, and the EXIF orientation is applied to the pixels first so the photo stays upright.
 * Product photos wider than 1600 px are scaled to 1600 px and become WebP (quality 80); smaller
 * images keep their format; GIFs keep their frames. Avatars are one still frame of at most
 * 512 × 512 (sharp-avatar.ts). Variants (`?w=`) are made from what was kept, in their own queue.
 * Corrupt input, or more than 40 megapixels, rejects with an InvalidImageError (an ApiError 400);
 * sharp's own errors never escape as anything else.
 */
export function createSharpImageProcessor(): ImageProcessor {
  sharp.cache(false);
  // One thread per image being made: the first visit to a listing asks for a dozen new widths,
  // and libvips on every core would starve the requests for pages and scripts.
  sharp.concurrency(1);
  return {
    shrink: (image) => uploadQueue(() => reencode(image)),
    avatar: (image) => uploadQueue(() => makeAvatar(image)),
    variant: (image, options) => variantQueue(() => makeVariant(image, options)),
  };
}

type Image = ImageBytes;

async function reencode(image: Image): Promise<Image> {
  const animated = image.mime === 'image/gif';
  const meta = await readHeader(image, { animated });
  const open = () => openImage(image, { animated });
  try {
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

/**
 * A resized copy for `?w=`: upright, at most `width` wide (photos are never enlarged; drawings
 * are rendered at that width), in AVIF, WebP, or for `legacy` JPEG (PNG when transparent).
 */
async function makeVariant(
  image: Image,
  { width, format }: { width: number; format: VariantFormat },
): Promise<Image> {
  try {
    const svg = image.mime === SVG_MIME;
    let density: number | undefined;
    if (svg) {
      // At sharp's default 72 dpi a drawing has its own width; scale the dpi to draw it sharp.
      const drawn = (await sharp(image.bytes).metadata()).width;
      if (!drawn) throw new InvalidImageError();
      density = Math.min(MAX_SVG_DENSITY, Math.max(1, (72 * width) / drawn));
    }
    const open = () => openImage(image, { density }).rotate();
    const resized = () => open().resize({ width, withoutEnlargement: !svg });
    if (format === 'avif') {
      const avif = resized().avif({
        quality: VARIANT_QUALITY.avif,
        effort: VARIANT_QUALITY.avifEffort,
      });
      return { bytes: new Uint8Array(await avif.toBuffer()), mime: 'image/avif' };
    }
    if (format === 'webp') {
      const webp = resized().webp({ quality: VARIANT_QUALITY.webp });
      return { bytes: new Uint8Array(await webp.toBuffer()), mime: 'image/webp' };
    }
    const { isOpaque } = await open().stats();
    if (isOpaque) {
      const jpeg = resized().jpeg({ quality: VARIANT_QUALITY.jpeg, mozjpeg: true });
      return { bytes: new Uint8Array(await jpeg.toBuffer()), mime: 'image/jpeg' };
    }
    const png = resized().png({ compressionLevel: 9, palette: true });
    return { bytes: new Uint8Array(await png.toBuffer()), mime: 'image/png' };
  } catch (error) {
    if (error instanceof InvalidImageError) throw error;
    throw new InvalidImageError();
  }
}
