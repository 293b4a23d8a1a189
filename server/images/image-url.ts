import { API_BASE_PATH } from '../api-base-path';

// The database keeps image paths; answers make them absolute (contract/image-origin.ts) with the
// origin clients reach the API at (wire/public-origin.ts).

export function imagePath(id: string): string {
  return `${API_BASE_PATH}/images/${id}`;
}

export const PLACEHOLDER_PUBLIC_ID = 'placeholder';

/** A generated bottle drawing with the product's name (see images/image-routes.ts). */
export function placeholderPath(slug: string): string {
  return `${API_BASE_PATH}/images/placeholder/${encodeURIComponent(slug || 'product')}.svg`;
}

/** The image id a stored avatar or product image path names, if it names one. */
export function imageIdOfPath(path: string): string | undefined {
  return /\/images\/([0-9a-f-]{36})$/i.exec(path)?.[1];
}
