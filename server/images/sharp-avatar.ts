import type { Sharp } from 'sharp';
import type { ImageBytes } from '../api-deps';
import { InvalidImageError, openImage, readHeader } from './sharp-image-input';

/**
 * Avatars are shown as small circles (a few hundred CSS pixels at most, on 2× screens): 512 px
 * both ways is sharp there and keeps every avatar a few tens of kilobytes.
 */
export const MAX_AVATAR_PX = 512;

/** Each format an upload may have (sniff-image.ts) is kept; anything else becomes JPEG. */
function encoderFor(mime: string): { mime: string; encode: (pipeline: Sharp) => Sharp } {
  switch (mime) {
    case 'image/png':
      return { mime, encode: (p) => p.png() };
    case 'image/gif':
      return { mime, encode: (p) => p.gif() };
    case 'image/webp':
      return { mime, encode: (p) => p.webp({ quality: 80 }) };
    default:
      return { mime: 'image/jpeg', encode: (p) => p.jpeg({ quality: 85, mozjpeg: true }) };
  }
}

/**
 * An upload made into an avatar: its first frame only (sharp's default; the rest of an animation
 * is never decoded, so a 17-frame GIF costs what one still does), upright, fitted inside
 * 512 × 512 and encoded again without metadata, in its own format (a GIF stays a one-frame GIF).
 */
export async function makeAvatar(image: ImageBytes): Promise<ImageBytes> {
  await readHeader(image, { animated: false });
  const { mime, encode } = encoderFor(image.mime);
  try {
    // rotate() with no angle applies the EXIF orientation; the output carries no metadata.
    const fitted = openImage(image).rotate().resize({
      width: MAX_AVATAR_PX,
      height: MAX_AVATAR_PX,
      fit: 'inside',
      withoutEnlargement: true,
    });
    return { bytes: new Uint8Array(await encode(fitted).toBuffer()), mime };
  } catch {
    throw new InvalidImageError();
  }
}
