import {
  IMAGE_WIDTH_PARAM,
  listedImageWidth,
  MAX_REQUESTED_IMAGE_WIDTH,
  type ImageWidth,
} from '../../contract/image-widths';
import { transformed, z } from '../../contract/zod';
import type { VariantFormat } from '../api-deps';
import { SVG_MIME } from './bottle-drawing';

export const IMAGE_WIDTH_MESSAGE = `w must be a whole number of pixels from 1 to ${MAX_REQUESTED_IMAGE_WIDTH}`;

/**
 * `?w=`: digits only (no signs, exponents or decimals), then rounded up to a listed width. Absent
 * means the original.
 */
const ImageWidthQuerySchema = z.optional(
  transformed(
    z.pipe(
      transformed(z.string().check(z.regex(/^\d{1,5}$/, IMAGE_WIDTH_MESSAGE)), Number),
      z
        .int()
        .check(
          z.minimum(1, IMAGE_WIDTH_MESSAGE),
          z.maximum(MAX_REQUESTED_IMAGE_WIDTH, IMAGE_WIDTH_MESSAGE),
        ),
    ),
    (width): ImageWidth => listedImageWidth(width),
  ),
);

/** GET /images/:id's query: `?w=` alone (anything else is ignored). */
export const ImageQuerySchema = z.object({ [IMAGE_WIDTH_PARAM]: ImageWidthQuerySchema });

/** The q-value the Accept header gives `type` (0 when it is not named: wildcards do not count). */
function quality(accept: string, type: string): number {
  for (const part of accept.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== type) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q ? Number(q.slice(2)) || 0 : 1;
  }
  return 0;
}

/**
 * The smallest format the client takes. Browsers that decode AVIF or WebP name them in the
 * Accept header of image requests; `image/*` alone promises neither.
 */
export function negotiateVariantFormat(accept: string | undefined): VariantFormat {
  if (!accept) return 'legacy';
  if (quality(accept, 'image/avif') > 0) return 'avif';
  if (quality(accept, 'image/webp') > 0) return 'webp';
  return 'legacy';
}

/** Whether the client draws SVG (browsers name it in the Accept header of image requests). */
export function acceptsSvg(accept: string | undefined): boolean {
  return accept !== undefined && quality(accept, SVG_MIME) > 0;
}
