// The widths the image route makes (`/api/v1/images/{id}?w=`). A fixed set keeps the stored
// variants few (one per width and format) while giving every slot from a 64 px thumbnail on a 1x
// phone to a full-width gallery on a 2x desktop a size within about 1.5 times of what it draws.
// The app's srcset lists these same widths.

export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1200, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const LARGEST_IMAGE_WIDTH: ImageWidth = 1600;

/** The query parameter naming the wanted width. */
export const IMAGE_WIDTH_PARAM = 'w';

/** Above this a `?w=` is nonsense (wider than a 4K screen), not a request to round. */
export const MAX_REQUESTED_IMAGE_WIDTH = 4096;

/** The listed width at or above `width`; the largest listed one past the end of the list. */
export function listedImageWidth(width: number): ImageWidth {
  return IMAGE_WIDTHS.find((listed) => listed >= width) ?? LARGEST_IMAGE_WIDTH;
}
