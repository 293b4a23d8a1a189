import { IMAGE_WIDTH_PARAM, IMAGE_WIDTHS } from '../../../contract/image-widths';

/** An uploaded or seeded image the API can resize (`/api/v1/images/{id}`, absolute or not). */
const RESIZABLE = /\/api\/v1\/images\/[0-9a-f-]{36}$/i;
/** What `src` asks for where srcset is not read (a crawler): a card's width on a 2x screen. */
const FALLBACK_WIDTH = 640;

export interface ResponsiveImageProps {
  src: string | undefined;
  srcSet?: string;
  sizes?: string;
}

function variantUrl(url: string, width: number): string {
  return `${url}?${IMAGE_WIDTH_PARAM}=${width}`;
}

/** Link previews' width: a 1200 px raster (JPEG for them), where the stored image may be SVG. */
const PREVIEW_WIDTH = 1200;

/** An image for link previews and search engines: a listed raster width of an API image. */
export function previewImageUrl(url: string): string {
  return RESIZABLE.test(url) ? variantUrl(url, PREVIEW_WIDTH) : url;
}

/**
 * `src`, `srcSet` and `sizes` for an API image drawn `sizes` wide (a CSS length or a media list):
 * the browser fetches the smallest listed width (contract/image-widths.ts) that fills the slot
 * at the screen's pixel density, so a 64 px thumbnail never downloads a 1,600 px photo. Other
 * images (the SVG placeholder, a local preview) keep their one `src`.
 */
export function responsiveImage(url: string | undefined, sizes: string): ResponsiveImageProps {
  if (!url || !RESIZABLE.test(url)) return { src: url };
  return {
    src: variantUrl(url, FALLBACK_WIDTH),
    srcSet: IMAGE_WIDTHS.map((width) => `${variantUrl(url, width)} ${width}w`).join(', '),
    sizes,
  };
}
