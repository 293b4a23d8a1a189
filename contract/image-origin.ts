import type { Product } from './schemas/product';

// The catalogue keeps image paths (`/api/v1/images/{id}`), so a change of domain needs no
// migration; answers turn them into absolute URLs with the origin clients reach the API at,
// because a client served from another origin (a CDN-hosted app, a native app, a link preview)
// would resolve a path against its own host. The server renders pages the same way.

/** A stored path made absolute; anything already absolute (or empty) is left as it is. */
export function absoluteImageUrl(pathOrUrl: string, origin: string): string {
  return pathOrUrl.startsWith('/') ? `${origin}${pathOrUrl}` : pathOrUrl;
}

/** The product with its image URLs absolute for `origin`. */
export function withAbsoluteImages<T extends Pick<Product, 'images'>>(
  product: T,
  origin: string,
): T {
  return {
    ...product,
    images: product.images.map((image) => ({
      ...image,
      url: absoluteImageUrl(image.url, origin),
    })),
  };
}
