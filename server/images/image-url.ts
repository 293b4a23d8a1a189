import { API_BASE_PATH } from '../api-base-path';

// The database keeps image paths (`/api/v1/images/{id}`), so a change of domain needs no
// migration; answers turn them into absolute URLs with the origin clients reach the API at
// (wire/public-origin.ts), because a client served from another origin (a CDN-hosted app, a
// native app, a link preview) would resolve a path against its own host.

export function imagePath(id: string): string {
  return `${API_BASE_PATH}/images/${id}`;
}

export const PLACEHOLDER_PUBLIC_ID = 'placeholder';

/** A generated bottle drawing with the product's name (see routes/images.ts). */
export function placeholderPath(slug: string): string {
  return `${API_BASE_PATH}/images/placeholder/${encodeURIComponent(slug || 'product')}.svg`;
}

/** A stored path made absolute; anything already absolute (or empty) is left as it is. */
export function absoluteImageUrl(pathOrUrl: string, origin: string): string {
  return pathOrUrl.startsWith('/') ? `${origin}${pathOrUrl}` : pathOrUrl;
}

/** The image id a stored avatar or product image path names, if it names one. */
export function imageIdOfPath(path: string): string | undefined {
  return /\/images\/([0-9a-f-]{36})$/i.exec(path)?.[1];
}
