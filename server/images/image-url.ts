import { API_BASE_PATH } from '../api-base-path';

// images[].url is same-origin relative: the page, the mock worker and the server all resolve it
// against the API they talk to.
export function imageUrl(id: string): string {
  return `${API_BASE_PATH}/images/${id}`;
}

export const PLACEHOLDER_PUBLIC_ID = 'placeholder';

/** A generated bottle drawing with the product's name (see routes/images.ts). */
export function placeholderUrl(slug: string): string {
  return `${API_BASE_PATH}/images/placeholder/${encodeURIComponent(slug || 'product')}.svg`;
}
